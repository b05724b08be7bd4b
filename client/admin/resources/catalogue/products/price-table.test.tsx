// @vitest-environment jsdom
import { act, useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, renderAdmin, type } from '../../../test/render-admin'
import type { Grid } from '../../../ui/grid/cells'
import { gridSavable, PriceTable } from './price-table'

afterEach(cleanup)

const columns = [
  { key: 'currency:eur', currency_code: 'eur', label: 'EUR' },
  { key: 'currency:chf', currency_code: 'chf', label: 'CHF' },
]
const rows = [
  { id: 'v1', title: '52' },
  { id: 'v2', title: '54' },
]
let latest: Grid = {}

function Grid_({ requireCurrencies }: { requireCurrencies?: boolean }) {
  const [grid, setGrid] = useState<Grid>({ v1: { 'currency:eur': 1890 }, v2: {} })
  latest = grid
  return (
    <PriceTable
      rows={rows}
      columns={columns}
      stored={{ v1: { 'currency:eur': 1890 }, v2: {} }}
      grid={grid}
      onChange={setGrid}
      caption="Preise"
      requireCurrencies={requireCurrencies}
    />
  )
}

const cell = (row: number, col: number) => document.querySelector<HTMLInputElement>(`input[data-row="${row}"][data-col="${col}"]`)!
async function paste(input: HTMLInputElement, text: string) {
  const event = new Event('paste', { bubbles: true, cancelable: true }) as Event & { clipboardData: { getData: () => string } }
  event.clipboardData = { getData: () => text }
  await act(async () => input.dispatchEvent(event))
}

describe('the price grid', () => {
  it('reads typed and pasted amounts by the one rule: 5.000 is five thousand', async () => {
    await renderAdmin(<Grid_ />, '/', 'de')
    expect(cell(0, 0).type).toBe('text')
    expect(cell(0, 0).value).toBe('1.890,00')
    await type(cell(0, 1), '1.790,50')
    expect(latest.v1['currency:chf']).toBe(1790.5)
    await paste(cell(1, 0), '5.000\t4.999,99\n')
    expect(latest.v2).toEqual({ 'currency:eur': 5000, 'currency:chf': 4999.99 })
    expect(cell(1, 0).value).toBe('5.000,00')
    expect(gridSavable(latest)).toBe(true)
  })

  it('marks a pasted or typed cell that is no amount and names it below the table instead of guessing', async () => {
    await renderAdmin(<Grid_ />, '/', 'de')
    await paste(cell(0, 0), '1.2.3,45\t990')
    expect(cell(0, 0).value).toBe('1.2.3,45')
    expect(cell(0, 0).getAttribute('aria-invalid')).toBe('true')
    expect(latest.v1['currency:chf']).toBe(990)
    expect(gridSavable(latest)).toBe(false)
    expect(document.querySelector('[role=alert]')?.textContent).toContain('Nicht eindeutig lesbare Beträge: 1')
    await type(cell(0, 0), '1.890,00')
    expect(latest.v1['currency:eur']).toBe(1890)
    expect(document.querySelector('[role=alert]')).toBeNull()
  })

  it("names the missing prices of a product's own grid, where every store currency is required", async () => {
    await renderAdmin(<Grid_ requireCurrencies />, '/', 'de')
    const required = { rows: rows.map((row) => row.id), columns }
    expect(document.querySelector('[role=alert]')?.textContent).toContain('Fehlende Pflichtpreise: 3')
    expect(gridSavable(latest, required)).toBe(false)
    await type(cell(0, 1), '1.790,00')
    await paste(cell(1, 0), '1.890,00\t1.790,00')
    expect(document.querySelector('[role=alert]')).toBeNull()
    expect(gridSavable(latest, required)).toBe(true)
  })
})
