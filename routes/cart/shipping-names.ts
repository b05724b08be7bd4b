import { useEffect, useState } from 'react'
import type { Locale } from '../../i18n/locale'
import { usePage } from '../lib/page-context'

type Method = { name: string; shipping_option_id?: string | null }
type Names = Record<string, { de: string; en: string }>

let names: Promise<Names> | null = null

/** The back end's names of all shipping options in both languages, fetched once per tab. */
function loadNames(): Promise<Names> {
  names ??= import('./cart-sdk')
    .then(({ client }) => client().fetch<{ shipping_options: { id: string; de: string; en: string }[] }>('/store/shipping-option-names'))
    .then((body) => Object.fromEntries(body.shipping_options.map(({ id, ...both }) => [id, both])))
  names.catch(() => (names = null))
  return names
}

export const localName = (method: Method, locale: Locale, known: Names | null) =>
  (method.shipping_option_id && known?.[method.shipping_option_id]?.[locale]) || method.name

/**
 * Shipping methods carry the option's German name; in English the name comes from the option's
 * English one. German pages never fetch anything.
 */
export function useShippingName(): (method: Method) => string {
  const { locale } = usePage()
  const [known, setKnown] = useState<Names | null>(null)
  useEffect(() => {
    if (locale === 'de') return
    let live = true
    loadNames()
      .then((loaded) => live && setKnown(loaded))
      .catch((error) => console.warn('shipping option names unavailable', error))
    return () => {
      live = false
    }
  }, [locale])
  return (method) => localName(method, locale, known)
}
