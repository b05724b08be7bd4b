export type OptionInput = { title: string; values: string[] }
export type MatrixRow = { key: string; title: string; sku: string; options: Record<string, string> }

/** Upper-case, ASCII, hyphen-joined: what a SKU made from a handle and option values looks like. */
export function skuPart(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toUpperCase()
}

/**
 * Every combination of the options' values (ring sizes × alloys → one variant each), in the order staff
 * entered them; options without a title or without values take no part.
 */
export function variantMatrix(options: OptionInput[], skuBase: string): MatrixRow[] {
  const usable = options
    .map((option) => ({ title: option.title.trim(), values: [...new Set(option.values.map((value) => value.trim()).filter(Boolean))] }))
    .filter((option) => option.title && option.values.length)
  if (!usable.length) return []
  let rows: Record<string, string>[] = [{}]
  for (const option of usable) rows = rows.flatMap((row) => option.values.map((value) => ({ ...row, [option.title]: value })))
  const base = skuPart(skuBase)
  return rows.map((row) => {
    const values = usable.map((option) => row[option.title])
    return { key: values.join('\u0000'), title: values.join(' / '), sku: [base, ...values.map(skuPart)].filter(Boolean).join('-'), options: row }
  })
}
