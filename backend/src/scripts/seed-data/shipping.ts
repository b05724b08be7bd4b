import { CURRENCY_RATES, isShopCurrency } from '../../rules/currencies'
import type { VALUABLES_TRANSPORT } from '../../rules/valuables-limit'

/**
 * The seed's starting value of each zone's valuables limit: goods up to it (EUR, VAT included) travel by insured
 * parcel, above it by valuables transport, as the two options' `item_total` rules. Staff move it in the back office;
 * the shop's pages state the rules Medusa holds (`shop/valuables-limit.ts`), never this number.
 */
const VALUABLES_THRESHOLD_EUR = 5000

/**
 * The starting limit in a shop currency: 5,000 € at the price rates (4,750 CHF, £4,250, $5,500), so a piece travels
 * the same way whichever currency it is bought in; null for a currency the shop does not price in.
 */
export function valuablesThreshold(currency: string): number | null {
  const code = currency.toLowerCase()
  return isShopCurrency(code) ? Math.round(VALUABLES_THRESHOLD_EUR * CURRENCY_RATES[code]) : null
}

/** The two kinds are the options' type codes; the valuables transport's is the one the shop's pages read its limit from. */
export type ShippingKind = 'insured' | typeof VALUABLES_TRANSPORT

export type ShippingZoneSeed = {
  name: string
  /** The zone's English name (`metadata.name_en`, rules/name-in-language.ts), for staff working in English. */
  name_en: string
  /** The region whose countries (and currency) the zone covers… */
  region: string
  /** …restricted to these countries, or all of them except these. */
  only?: string[]
  except?: string[]
  /** Price per kind in the region's currency. */
  prices: Record<ShippingKind, number>
}

type ShippingTexts = { label: string; label_en: string; description: string; description_en: string }

/**
 * Names and descriptions of the two kinds, as the checkout shows them. They name no amount: the limit is the options'
 * rules, which staff move, and the product and content pages state it from there.
 */
export function shippingTexts(kind: ShippingKind): ShippingTexts {
  return kind === 'insured'
    ? {
        label: 'Versicherter Versand',
        label_en: 'Insured shipping',
        description: 'Versichert per Paketdienst, diskret verpackt und nur gegen Unterschrift.',
        description_en: 'Insured parcel delivery, discreetly packed and only against signature.',
      }
    : {
        label: 'Werttransport',
        label_en: 'Valuables transport',
        description: 'Sicherer Werttransport für wertvolle Sendungen; den Termin stimmen wir mit Ihnen ab.',
        description_en: 'Secure valuables transport for valuable shipments; we agree the date with you.',
      }
}

// Germany ships free (the shop advertises it); the other zones pay in their region's currency.
export const SHIPPING_ZONES: ShippingZoneSeed[] = [
  { name: 'Deutschland', name_en: 'Germany', region: 'Europa', only: ['de'], prices: { insured: 0, valuables: 0 } },
  { name: 'Europäische Union', name_en: 'European Union', region: 'Europa', except: ['de'], prices: { insured: 14.9, valuables: 89 } },
  { name: 'Schweiz & Liechtenstein', name_en: 'Switzerland & Liechtenstein', region: 'Schweiz & Liechtenstein', prices: { insured: 29, valuables: 120 } },
  { name: 'Vereinigtes Königreich', name_en: 'United Kingdom', region: 'Vereinigtes Königreich', prices: { insured: 39, valuables: 150 } },
  { name: 'International', name_en: 'International', region: 'International', prices: { insured: 49, valuables: 180 } },
]
