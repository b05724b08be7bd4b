/**
 * The rules of a product's options (ring size, alloy) and their values, as the back office changes them on one
 * product: what is refused and why, and how the product's variants keep one value of every option.
 */

export const MAX_TITLE = 100
export const MAX_VALUE = 100
export const MAX_VALUES = 50

/** A product as the option rules read it: its options with the values it uses, its variants with theirs. */
export type OptionedProduct = {
  options: { id: string; title: string; values: { id: string; value: string }[] }[]
  variants: { id: string; title: string | null; options: { id: string; option_id?: string | null }[] }[]
}

/** What staff asked for: the option's title and its values (new ones added, missing ones removed). */
export type OptionInput = { title: string; values: string[] }

export type Problem =
  | { code: 'title-empty' }
  | { code: 'title-long' }
  | { code: 'title-taken'; title: string }
  | { code: 'values-none' }
  | { code: 'values-many' }
  | { code: 'value-empty' }
  | { code: 'value-long'; value: string }
  | { code: 'value-twice'; value: string }
  | { code: 'value-in-use'; value: string; variants: string[] }
  | { code: 'variant-value-missing'; title: string }
  | { code: 'variant-value-unknown'; value: string }
  | { code: 'option-in-use'; title: string; variants: string[] }
  | { code: 'rename-shared'; title: string; products: number }

const same = (a: string, b: string) => a.trim().toLocaleLowerCase('de') === b.trim().toLocaleLowerCase('de')
const byName = (a: string, b: string) => a.localeCompare(b, 'de', { numeric: true })
const variantName = (variant: OptionedProduct['variants'][number]) => variant.title || variant.id

/** The variants of the product that use each value of the option (by value id). */
export function variantsByValue(product: OptionedProduct, optionId: string): Map<string, string[]> {
  const option = product.options.find((candidate) => candidate.id === optionId)
  const used = new Map<string, string[]>((option?.values ?? []).map((value) => [value.id, []]))
  for (const variant of product.variants) {
    for (const value of variant.options) if (used.has(value.id)) used.get(value.id)!.push(variantName(variant))
  }
  for (const names of used.values()) names.sort(byName)
  return used
}

/** Problems of a title and a list of values in themselves (length, duplicates), before the product is asked. */
export function inputProblems(input: OptionInput): Problem[] {
  const problems: Problem[] = []
  const title = input.title.trim()
  if (!title) problems.push({ code: 'title-empty' })
  else if (title.length > MAX_TITLE) problems.push({ code: 'title-long' })
  if (!input.values.length) problems.push({ code: 'values-none' })
  if (input.values.length > MAX_VALUES) problems.push({ code: 'values-many' })
  const seen: string[] = []
  for (const raw of input.values) {
    const value = raw.trim()
    if (!value) problems.push({ code: 'value-empty' })
    else if (value.length > MAX_VALUE) problems.push({ code: 'value-long', value: value.slice(0, 40) })
    else if (seen.some((known) => same(known, value))) problems.push({ code: 'value-twice', value })
    seen.push(value)
  }
  return problems
}

/**
 * An option as the product page edits it: the values the product offers, each with the product's variants that
 * have it (Medusa's answer from the shop's GET /admin/products/:id/options/:option_id).
 */
export type OptionInUse = { id: string; title: string; values: { id: string; value: string; variants: string[] }[] }

/** The option with the variants of each value. */
export function optionInUse(product: OptionedProduct, optionId: string): OptionInUse {
  const option = product.options.find((candidate) => candidate.id === optionId)!
  const used = variantsByValue(product, optionId)
  return {
    id: option.id,
    title: option.title,
    values: option.values.map((value) => ({ id: value.id, value: value.value, variants: used.get(value.id) ?? [] })),
  }
}

/**
 * A new option of the product: its title must be new on the product (`titles`: its options'). When the product
 * has variants already, each of them needs a value of the new option (or two variants could differ by nothing),
 * so staff name the value they all get (`variantValue`), one of the new values.
 */
export function addProblems(titles: string[], hasVariants: boolean, input: OptionInput, variantValue: string | null | undefined): Problem[] {
  const problems = inputProblems(input)
  const taken = titles.find((title) => same(title, input.title))
  if (taken) problems.push({ code: 'title-taken', title: taken })
  if (hasVariants) {
    if (!variantValue?.trim()) problems.push({ code: 'variant-value-missing', title: input.title.trim() })
    else if (!input.values.some((value) => value.trim() === variantValue.trim())) problems.push({ code: 'variant-value-unknown', value: variantValue.trim() })
  }
  return problems
}

/** What a change of an option does: the values to link (new names) and to unlink (value ids), and a new title or none. */
export type OptionChange = { title: string | null; add: string[]; remove: { id: string; value: string }[] }

/** The change from the option as the product has it to what staff asked for. */
export function optionChange(option: { title: string; values: { id: string; value: string }[] }, input: OptionInput): OptionChange {
  const wanted = input.values.map((value) => value.trim())
  return {
    title: input.title.trim() === option.title ? null : input.title.trim(),
    add: wanted.filter((value) => !option.values.some((known) => known.value === value)),
    remove: option.values.filter((known) => !wanted.includes(known.value)),
  }
}

/**
 * An option changed on the product: a new title must not be another option's of the product (`titles`: the
 * others'), nor rename an option other products share (the title is the option's, so they would all change); a
 * value can only go when no variant has it — the variants of a removed value would keep a value the product no
 * longer offers, so they must be deleted or given another value first (Medusa refuses it too). A value added
 * creates no variant.
 */
export function changeProblems(titles: string[], option: OptionInUse, input: OptionInput, otherProducts: number): Problem[] {
  const problems = inputProblems(input)
  const change = optionChange(option, input)
  if (change.title) {
    const taken = titles.find((title) => same(title, change.title!))
    if (taken) problems.push({ code: 'title-taken', title: taken })
    else if (otherProducts > 0) problems.push({ code: 'rename-shared', title: option.title, products: otherProducts })
  }
  for (const removed of change.remove) {
    const variants = option.values.find((value) => value.id === removed.id)?.variants ?? []
    if (variants.length) problems.push({ code: 'value-in-use', value: removed.value, variants })
  }
  return problems
}

/**
 * An option leaves the product only when no variant has a value of it: Medusa cannot take a value off a variant
 * (a variant's options are replaced only as a whole, always one value of each of the product's options), so it
 * refuses, and those variants must be deleted first.
 */
export function removeProblems(option: OptionInUse): Problem[] {
  const variants = [...new Set(option.values.flatMap((value) => value.variants))].sort(byName)
  return variants.length ? [{ code: 'option-in-use', title: option.title, variants }] : []
}

/**
 * The options of each variant once the new option is added: the values it has (by option title, as Medusa
 * names them on update, which replaces a variant's options as a whole) and the chosen value of the new one.
 */
export function variantsWithNewOption(product: OptionedProduct, title: string, value: string) {
  const titleOf = new Map(product.options.flatMap((option) => option.values.map((known) => [known.id, { option: option.title, value: known.value }] as const)))
  return product.variants.map((variant) => ({
    id: variant.id,
    options: {
      ...Object.fromEntries(variant.options.flatMap((known) => (titleOf.has(known.id) ? [[titleOf.get(known.id)!.option, titleOf.get(known.id)!.value]] : []))),
      [title.trim()]: value.trim(),
    },
  }))
}
