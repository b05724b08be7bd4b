import type { Locale } from '../../rules/languages'
import { usePage } from '../lib/page-context'
import { useEnglishWords } from './english-words'

type Method = { name: string; shipping_option_id?: string | null }
type Names = Record<string, { de: string; en: string }>

/** The back end's names of all shipping options in both languages. */
const loadNames = (): Promise<Names> =>
  import('./cart-sdk')
    .then(({ client }) => client().fetch<{ shipping_options: { id: string; de: string; en: string }[] }>('/store/shipping-option-names'))
    .then((body) => Object.fromEntries(body.shipping_options.map(({ id, ...both }) => [id, both])))

/** `known` undefined: the names are still loading (nothing is shown); null: the stored (German) name. */
export const localName = (method: Method, locale: Locale, known: Names | null | undefined) => {
  if (locale === 'de') return method.name
  if (known === undefined) return ''
  return (method.shipping_option_id && known?.[method.shipping_option_id]?.[locale]) || method.name
}

/**
 * Shipping methods carry the option's German name; in English the name comes from the option's
 * English one. German pages never fetch anything.
 */
export function useShippingName(): (method: Method) => string {
  const { locale } = usePage()
  const known = useEnglishWords('shipping-option-names', loadNames)
  return (method) => localName(method, locale, known)
}
