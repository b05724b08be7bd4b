import { FORMULA_CELL } from '../../../rules/csv-cells'
import { columnValue, csvValue } from './columns'
import { listQuery, visibleColumns } from './list-query'
import type { Entity, RenderContext, ResourceSpec } from './resource'
import type { ListState } from './url-state'
import { callsOf } from './use-resource'

const EXPORT_PAGE = 200
/** A view larger than this is cut (the product export of Medusa is the tool for the whole catalogue). */
const EXPORT_MAX_ROWS = 10_000

/** Every row of the current view (all pages), read in pages of 200; `onProgress` tells how far it got. */
export async function exportRows<T extends Entity>(
  resource: ResourceSpec<T>,
  state: ListState,
  signal: AbortSignal,
  onProgress: (done: number, total: number) => void,
) {
  const calls = callsOf(resource)
  const paged = { ...resource, list: { ...resource.list, pageSize: EXPORT_PAGE } }
  const rows: T[] = []
  for (let page = 1; ; page++) {
    const { rows: batch, count } = await calls.list(listQuery(paged, state, page), signal)
    rows.push(...batch)
    onProgress(rows.length, Math.min(count, EXPORT_MAX_ROWS))
    if (!batch.length || rows.length >= Math.min(count, EXPORT_MAX_ROWS)) break
  }
  return rows.slice(0, EXPORT_MAX_ROWS)
}

/**
 * The CSV text of rows as the view shows them: its visible columns, headers in the admin's language, an id column
 * first. A text a spreadsheet would run as a formula (a customer named `=HYPERLINK(…)`) gets the shop's leading
 * apostrophe (rules/csv-cells.ts, the rule of the back end's product export too); numbers stay numbers.
 */
export async function toCsv<T extends Entity>(resource: ResourceSpec<T>, state: ListState, rows: T[], context: RenderContext): Promise<string> {
  const { default: Papa } = await import('papaparse')
  const columns = visibleColumns(resource, state)
  return Papa.unparse(
    {
      fields: ['ID', ...columns.map((column) => context.t(column.label))],
      data: rows.map((row) => [
        row.id,
        ...columns.map((column) => (column.csv || columnValue(column, row) !== undefined ? csvValue(column, row, context) : '')),
      ]),
    },
    { escapeFormulae: FORMULA_CELL },
  )
}

/** Offers a text as a file download. */
export function download(text: string, filename: string, type = 'text/csv;charset=utf-8') {
  // a BOM so spreadsheet programs read the umlauts as UTF-8
  const url = URL.createObjectURL(new Blob(['\ufeff', text], { type }))
  const link = Object.assign(document.createElement('a'), { href: url, download: filename })
  document.body.appendChild(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
