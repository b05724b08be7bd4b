import { unescapeCell } from '../../../../../rules/csv-cells'

/** What a product CSV holds, read in the browser before anything is sent: rows, products (by handle), variants each. */
export type CsvPreview = { rows: number; products: { handle: string; title: string; variants: number }[]; errors: 'missingHandle'[] }

/** A minimal file in Medusa's import format: one product with two variants and prices in EUR, CHF and USD. */
export const IMPORT_TEMPLATE = [
  'Product Handle,Product Title,Product Status,Product Description,Variant Title,Variant Sku,Variant Manage Inventory,Variant Price EUR,Variant Price CHF,Variant Price USD,Variant Option 1 Name,Variant Option 1 Value',
  'ring-beispiel,Ring Beispiel,draft,Ein Beispielring,Gr. 52,RING-BEISPIEL-52,true,490,520,540,Ringgröße,Gr. 52',
  'ring-beispiel,Ring Beispiel,draft,Ein Beispielring,Gr. 54,RING-BEISPIEL-54,true,490,520,540,Ringgröße,Gr. 54',
].join('\n')

export function summarise(records: Record<string, string>[], fields: string[]): CsvPreview {
  const errors: CsvPreview['errors'] = []
  if (!fields.includes('Product Handle') && !fields.includes('Product Id')) errors.push('missingHandle')
  const byHandle = new Map<string, { handle: string; title: string; variants: number }>()
  for (const record of records) {
    // as the import will read them: the shop's export escapes texts that look like formulas (csv-cells.ts)
    const handle = unescapeCell((record['Product Handle'] ?? record['Product Id'] ?? '').trim())
    const entry = byHandle.get(handle) ?? { handle, title: unescapeCell((record['Product Title'] ?? '').trim()), variants: 0 }
    entry.variants++
    byHandle.set(handle, entry)
  }
  return { rows: records.length, products: [...byHandle.values()], errors }
}

export async function previewCsv(file: File): Promise<CsvPreview> {
  const { default: Papa } = await import('papaparse')
  const result = Papa.parse<Record<string, string>>(await file.text(), { header: true, skipEmptyLines: true })
  return summarise(result.data, result.meta.fields ?? [])
}
