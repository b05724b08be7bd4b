import fc from 'fast-check'
import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { escapeCell } from '../rules/csv-cells'
import { importableCsv } from './importable-csv'

describe("importableCsv (a product file before Medusa's import reads it)", () => {
  it("leaves out the variant picture columns Medusa's export writes and its import refuses", () => {
    const csv = 'Product Handle,Variant Thumbnail,Variant Title,Variant Image 1,Variant Image 12,Product Image 1\nring,/t.jpg,Gr. 52,/a.jpg,/b.jpg,/p.jpg\n'
    expect(importableCsv(csv)).toBe('Product Handle,Variant Title,Product Image 1\nring,Gr. 52,/p.jpg')
  })
  it("takes the export's apostrophes off and keeps everything else", () => {
    const csv = `Product Handle,Product Title,Variant Price EUR\nrabatt,'-50 % Rabatt,-5\nformel,"'=HYPERLINK(""x"",""y"")",490\nzitat,'Zitat',1`
    expect(importableCsv(csv)).toBe(
      `Product Handle,Product Title,Variant Price EUR\nrabatt,-50 % Rabatt,-5\nformel,"=HYPERLINK(""x"",""y"")",490\nzitat,'Zitat',1`,
    )
  })
  it("keeps the file's delimiter, line breaks and byte-order mark", () => {
    expect(importableCsv("\ufeffA;B\r\nx;'=1\r\n")).toBe('\ufeffA;B\r\nx;=1')
  })
  it('leaves a file without escaped cells as it came (null)', () => {
    expect(importableCsv("Product Handle,Product Title\nring,'Zitat'\n")).toBeNull()
  })
  it("reads back any table the shop's rule wrote", () => {
    const cell = fc.string({ unit: fc.constantFrom('=', '-', '@', "'", '"', ',', '\n', ' ', 'a', 'ö') }).filter((value) => value.trim() !== '')
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 2, maxLength: 2 }), { minLength: 1, maxLength: 4 }), (rows) => {
        const table = [['A', 'B'], ...rows]
        const written = Papa.unparse(
          table.map((row) => row.map(escapeCell)),
          { newline: '\n' },
        )
        const restored = importableCsv(written) ?? written
        expect(Papa.parse<string[]>(restored, { newline: '\n', skipEmptyLines: true }).data).toEqual(table)
      }),
      { numRuns: 500 },
    )
  })
})
