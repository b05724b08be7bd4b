import Papa from 'papaparse'
import { unescapeCell } from '../rules/csv-cells'

const BOM = '\ufeff'

/**
 * Columns Medusa 2.21's product export writes and its own import refuses as a whole file ("Invalid column name(s)"):
 * the variants' pictures. Left out, an import keeps a variant's pictures as they are.
 */
const EXPORT_ONLY_COLUMN = /^variant (thumbnail|image \d+)$/i

/**
 * A product CSV as Medusa's import can read it back: each cell the shop's export escaped (csv-cells.ts) given back as
 * the text it stands for, and the export-only columns left out, in the file's own delimiter and line breaks (a
 * byte-order mark kept). Null when there was nothing to change, so such a file reaches the import exactly as it came.
 */
export function importableCsv(text: string): string | null {
  const body = text.startsWith(BOM) ? text.slice(1) : text
  // the delimiters Medusa's import recognises
  const { data, meta } = Papa.parse<string[]>(body, { skipEmptyLines: true, delimitersToGuess: [',', ';', '|'] })
  const dropped = new Set((data[0] ?? []).flatMap((name, index) => (EXPORT_ONLY_COLUMN.test(name.trim()) ? [index] : [])))
  let changed = dropped.size > 0
  const rows = data.map((row) =>
    row
      .filter((_, index) => !dropped.has(index))
      .map((cell) => {
        const plain = unescapeCell(cell)
        changed ||= plain !== cell
        return plain
      }),
  )
  if (!changed) return null
  return (body === text ? '' : BOM) + Papa.unparse(rows, { delimiter: meta.delimiter, newline: meta.linebreak })
}
