import type { MedusaContainer } from '@medusajs/framework/types'
import { ContainerRegistrationKeys } from '@medusajs/framework/utils'
import { nameIn } from '../rules/name-in-language'

type Method = { name: string; shipping_option_id?: string | null }

/**
 * A shipping method keeps the option's German name; English mails and invoices use the option's
 * English name (rules/name-in-language.ts, as GET /store/shipping-option-names gives the storefront).
 */
export async function shippingNamer(scope: MedusaContainer, methods: Method[], locale: 'de' | 'en'): Promise<(method: Method) => string> {
  if (locale === 'de') return (method) => method.name
  const ids = [...new Set(methods.map((method) => method.shipping_option_id).filter((id): id is string => Boolean(id)))]
  if (!ids.length) return (method) => method.name
  const { data } = await scope
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({ entity: 'shipping_option', fields: ['id', 'name', 'metadata'], filters: { id: ids } })
  const english = new Map(data.map((option) => [option.id, nameIn(option, 'en')]))
  return (method) => (method.shipping_option_id && english.get(method.shipping_option_id)) || method.name
}
