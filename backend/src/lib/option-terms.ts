import type { MedusaContainer } from '@medusajs/framework/types'
import { Modules } from '@medusajs/framework/utils'
import { type OptionTerms, optionTermsOf, variantTitleIn } from '../rules/option-terms'

/** The store's option vocabulary (German word → English word); empty when the store has none. */
export async function loadOptionTerms(scope: MedusaContainer): Promise<OptionTerms> {
  const [store] = await scope.resolve(Modules.STORE).listStores({}, { select: ['id', 'metadata'] })
  return optionTermsOf(store?.metadata)
}

/**
 * A line item keeps its variant's German title; English mails and invoices word it through the store's
 * vocabulary (German ones never ask).
 */
export async function variantTitler(scope: MedusaContainer, locale: 'de' | 'en'): Promise<(title: string) => string> {
  if (locale === 'de') return (title) => title
  const terms = await loadOptionTerms(scope)
  return (title) => variantTitleIn(title, terms)
}
