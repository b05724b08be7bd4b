/**
 * The shop's one rule for text in CSV files: a cell that a spreadsheet would take for a formula gets a leading
 * apostrophe on the way out and loses it again on the way in. Used by the back office's list exports (in the
 * browser, as papaparse's `escapeFormulae`) and by the back end's product export and import. Pure: no Node APIs.
 *
 * A formula starts with `=`, `+`, `-`, `@`, a tab or a carriage return, perhaps after spaces (Medusa's CSV writer
 * strips such a start, spaces included, so those are escaped too and nothing is lost). A text that already starts
 * with apostrophes before such a start gets one more, so that taking one off on import gives back exactly the
 * text: `=1` → `'=1` → `=1`, and `'=1` → `''=1` → `'=1`. Numbers are written as numbers and never escaped: a
 * negative price stays `-5`.
 */
export const FORMULA_CELL = /^'* *[=+\-@\t\r]/

/** A text as it goes into a CSV cell. */
export function escapeCell(text: string): string {
  return FORMULA_CELL.test(text) ? `'${text}` : text
}

/** A cell of a CSV file as the text it stands for: the apostrophe `escapeCell` added is taken off. */
export function unescapeCell(cell: string): string {
  return cell.startsWith("'") && FORMULA_CELL.test(cell.slice(1)) ? cell.slice(1) : cell
}

/** Every text in a JSON-like value escaped (numbers, booleans, dates and nulls as they are). */
export function escapeTexts<T>(value: T): T {
  if (typeof value === 'string') return escapeCell(value) as T
  if (Array.isArray(value)) return value.map(escapeTexts) as T
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, escapeTexts(item)])) as T
  }
  return value
}
