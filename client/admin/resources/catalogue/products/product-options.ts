import { z } from 'zod'
import { addProblems, changeProblems, MAX_TITLE, MAX_VALUE, MAX_VALUES, type OptionInUse, type Problem } from '../../../../../rules/option-rules'
import { request } from '../../../engine/calls'
import { formOf } from '../../../engine/resource'
import type { Translate } from '../../../i18n'
import { VariantValueSelect } from './variant-value-select'

/**
 * One option of one product through the shop's routes at the catalogued paths (Medusa 2.21 dropped them; see
 * backend/src/api/admin/products/[id]/options): each change in one request, refused with a message in the staff's
 * language when it would break the variant matrix.
 */

/** The shop's answer for an option: its values on this product, each with the variants that have it. */
export type ProductOption = OptionInUse & { is_exclusive: boolean; other_products: number }

const encode = encodeURIComponent

/** GET /admin/products/{id}/options/{optionId}: the option as the product has it, with its values' variants. */
export const readOption = async (productId: string, optionId: string, signal?: AbortSignal) =>
  (await request<{ product_option: ProductOption }>(`/admin/products/${encode(productId)}/options/${encode(optionId)}`, { signal })).product_option

/** POST /admin/products/{id}/options: a new option with its values; a product with variants names the value they all get. */
export const addOption = async (productId: string, body: { title: string; values: string[]; variant_value?: string }) =>
  (await request<{ product_option: ProductOption }>(`/admin/products/${encode(productId)}/options`, { method: 'POST', body })).product_option

/** POST /admin/products/{id}/options/{optionId}: renamed and its values set, in one request. */
export const changeOption = async (productId: string, optionId: string, body: { title: string; values: string[] }) =>
  (await request<{ product_option: ProductOption }>(`/admin/products/${encode(productId)}/options/${encode(optionId)}`, { method: 'POST', body }))
    .product_option

/** DELETE /admin/products/{id}/options/{optionId}: off the product (refused while a variant has one of its values). */
export const removeOption = (productId: string, optionId: string) =>
  request(`/admin/products/${encode(productId)}/options/${encode(optionId)}`, { method: 'DELETE' })

/** Five variant names, then how many more. */
function variantList(t: Translate, variants: string[]) {
  const shown = variants.slice(0, 5).join(', ')
  return variants.length > 5 ? t('productOptions.andMore', { names: shown, count: variants.length - 5 }) : shown
}

/** A problem of the option rules in the staff's words, and the field it belongs to. */
export function problemMessage(t: Translate, problem: Problem): { field: 'title' | 'values' | 'variant_value'; message: string } {
  switch (problem.code) {
    case 'title-empty':
      return { field: 'title', message: t('productOptions.problems.titleEmpty') }
    case 'title-long':
      return { field: 'title', message: t('productOptions.problems.titleLong', { max: MAX_TITLE }) }
    case 'title-taken':
      return { field: 'title', message: t('productOptions.problems.titleTaken', { title: problem.title }) }
    case 'rename-shared':
      return { field: 'title', message: t('productOptions.problems.renameShared', { title: problem.title, count: problem.products }) }
    case 'values-none':
      return { field: 'values', message: t('productOptions.problems.valuesNone') }
    case 'values-many':
      return { field: 'values', message: t('productOptions.problems.valuesMany', { max: MAX_VALUES }) }
    case 'value-empty':
      return { field: 'values', message: t('productOptions.problems.valueEmpty') }
    case 'value-long':
      return { field: 'values', message: t('productOptions.problems.valueLong', { value: problem.value, max: MAX_VALUE }) }
    case 'value-twice':
      return { field: 'values', message: t('productOptions.problems.valueTwice', { value: problem.value }) }
    case 'value-in-use':
      return { field: 'values', message: t('productOptions.problems.valueInUse', { value: problem.value, variants: variantList(t, problem.variants) }) }
    case 'variant-value-missing':
      return { field: 'variant_value', message: t('productOptions.problems.variantValueMissing', { title: problem.title }) }
    case 'variant-value-unknown':
      return { field: 'variant_value', message: t('productOptions.problems.variantValueUnknown', { value: problem.value }) }
    case 'option-in-use':
      return { field: 'title', message: t('productOptions.problems.optionInUse', { title: problem.title, variants: variantList(t, problem.variants) }) }
  }
}

/** Each problem as an issue at its field (the first per field), so the form shows it there. */
function report(t: Translate, problems: Problem[], context: z.RefinementCtx) {
  const seen = new Set<string>()
  for (const problem of problems) {
    const { field, message } = problemMessage(t, problem)
    if (seen.has(field)) continue
    seen.add(field)
    context.addIssue({ code: 'custom', path: [field], message })
  }
}

/** The values as staff typed them, trimmed (chips may carry spaces). */
const trimmed = (values: string[]) => values.map((value) => value.trim())

/**
 * The form of a new option: its title and values, and — when the product has variants — the value they all get
 * (`VariantValueSelect` offers the values typed so far). `titles` are the product's options'.
 */
export function addOptionForm(t: Translate, titles: string[], hasVariants: boolean) {
  return formOf<ProductOption>()({
    schema: z
      .object({ title: z.string(), values: z.array(z.string()), variant_value: z.string() })
      .superRefine((values, context) => report(t, addProblems(titles, hasVariants, values, values.variant_value), context)),
    fields: [
      { name: 'title', label: 'products.optionTitle' },
      { name: 'values', label: 'products.optionValues', hint: 'productOptions.valuesHintNew' },
      ...(hasVariants
        ? [
            {
              name: 'variant_value' as const,
              label: 'productOptions.variantValue' as const,
              hint: 'productOptions.variantValueHint' as const,
              component: VariantValueSelect,
            },
          ]
        : []),
    ],
    values: () => ({ title: '', values: [], variant_value: '' }),
    toBody: (values) => ({
      title: values.title.trim(),
      values: trimmed(values.values),
      ...(hasVariants ? { variant_value: values.variant_value.trim() } : {}),
    }),
  })
}

/**
 * The form of an existing option, read fresh with its values' variants: a value some variant has stays (the form
 * says which), a title another option has or one other products share is refused. `titles`: the product's other options'.
 */
export function changeOptionForm(t: Translate, titles: string[], option: ProductOption) {
  return formOf<ProductOption>()({
    schema: z
      .object({ title: z.string(), values: z.array(z.string()) })
      .superRefine((values, context) => report(t, changeProblems(titles, option, values, option.other_products), context)),
    fields: [
      { name: 'title', label: 'products.optionTitle' },
      { name: 'values', label: 'products.optionValues', hint: 'productOptions.valuesHint' },
    ],
    values: () => ({ title: option.title, values: option.values.map((value) => value.value) }),
    toBody: (values) => ({ title: values.title.trim(), values: trimmed(values.values) }),
  })
}
