import type { MedusaRequest } from '@medusajs/framework/http'
import { ContainerRegistrationKeys, MedusaError } from '@medusajs/framework/utils'
import { problemText } from '../../../../../rules/option-messages'
import { type OptionedProduct, optionInUse, type Problem } from '../../../../../rules/option-rules'
import { visitorLocale } from '../../../../visitor-locale'

type Option = { id: string; title: string; is_exclusive?: boolean; values: { id: string; value: string; rank?: number | null }[] }

/**
 * The product with its options (only the values it uses: Medusa's product answer filters a shared option's values
 * to the product's, its options list does not) and its variants with their values: what the option rules read.
 */
export async function readOptionedProduct(req: MedusaRequest, productId: string): Promise<OptionedProduct & { options: Option[] }> {
  const { data } = await req.scope.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: 'product',
    fields: [
      'id',
      'options.id',
      'options.title',
      'options.is_exclusive',
      'options.values.id',
      'options.values.value',
      'options.values.rank',
      'variants.id',
      'variants.title',
      'variants.options.id',
    ],
    filters: { id: productId },
  })
  if (!data.length) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Product with id: ${productId} was not found`)
  const product = data[0] as unknown as { options?: Option[] | null; variants?: OptionedProduct['variants'] | null }
  return { options: product.options ?? [], variants: (product.variants ?? []).map((variant) => ({ ...variant, options: variant.options ?? [] })) }
}

/** The option of the product, or a 404 (an option of another product is none of this one's). */
export function optionOf(product: OptionedProduct & { options: Option[] }, optionId: string): Option {
  const option = product.options.find((candidate) => candidate.id === optionId)
  if (!option) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Product option with id: ${optionId} was not found on this product`)
  return option
}

/** How many products besides this one use the option (a shared, non-exclusive option). */
export async function otherProducts(req: MedusaRequest, productId: string, optionId: string): Promise<number> {
  const { data } = await req.scope
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({ entity: 'product_option', fields: ['id', 'products.id'], filters: { id: optionId } })
  const products = ((data[0] as { products?: { id: string }[] | null } | undefined)?.products ?? []).filter(Boolean)
  return products.filter((product) => product.id !== productId).length
}

/**
 * The option as the product page shows and edits it: its values in their order, each with the variants that have
 * it (a value in use cannot be removed), and how many other products share it (it cannot be renamed then).
 */
export function optionAnswer(product: OptionedProduct & { options: Option[] }, option: Option, shared: number) {
  const rank = new Map(option.values.map((value) => [value.id, value.rank ?? 0]))
  const inUse = optionInUse(product, option.id)
  return {
    ...inUse,
    is_exclusive: option.is_exclusive ?? false,
    other_products: shared,
    values: [...inUse.values].sort((a, b) => rank.get(a.id)! - rank.get(b.id)!),
  }
}

/** The titles of the product's other options. */
export const otherTitles = (product: OptionedProduct, optionId?: string) =>
  product.options.filter((option) => option.id !== optionId).map((option) => option.title)

/** Refuses the request when the rules found problems: a 400 whose message names each in the staff's language. */
export function refuseProblems(req: MedusaRequest, problems: Problem[]) {
  if (!problems.length) return
  const locale = visitorLocale(req)
  throw new MedusaError(MedusaError.Types.INVALID_DATA, problems.map((problem) => problemText(problem, locale)).join(' '))
}
