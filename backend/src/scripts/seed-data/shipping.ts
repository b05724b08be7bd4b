import { valuablesThreshold } from "../../shop/currencies"

export { VALUABLES_THRESHOLD_EUR } from "../../shop/currencies"

export type ShippingKind = "insured" | "valuables"

export type ShippingZoneSeed = {
  name: string
  /** The region whose countries (and currency) the zone covers… */
  region: string
  /** …restricted to these countries, or all of them except these. */
  only?: string[]
  except?: string[]
  /** Price per kind in the region's currency. */
  prices: Record<ShippingKind, number>
}

type ShippingTexts = { label: string; label_en: string; description: string; description_en: string }

const amount = (value: number, currency: string, tag: string) =>
  new Intl.NumberFormat(tag, { style: "currency", currency: currency.toUpperCase(), maximumFractionDigits: 0 }).format(value)

/**
 * Names and descriptions of the two kinds, the threshold named in the zone's currency ("bis 4.250 £", "up to
 * £4,250"): a shopper reads the limit in the money they pay with.
 */
export function shippingTexts(kind: ShippingKind, currency: string): ShippingTexts {
  const threshold = valuablesThreshold(currency)
  if (threshold === null) throw new Error(`no valuables threshold for ${currency}`)
  const de = amount(threshold, currency, "de-DE")
  const en = amount(threshold, currency, "en-US")
  return kind === "insured"
    ? {
        label: "Versicherter Versand",
        label_en: "Insured shipping",
        description: `Versichert per Paketdienst, für Waren bis ${de}.`,
        description_en: `Insured parcel delivery for goods up to ${en}.`,
      }
    : {
        label: "Werttransport",
        label_en: "Valuables transport",
        description: `Sicherer Werttransport für Waren über ${de}.`,
        description_en: `Secure valuables transport for goods above ${en}.`,
      }
}

// Germany ships free (the shop advertises it); the other zones pay in their region's currency.
export const SHIPPING_ZONES: ShippingZoneSeed[] = [
  { name: "Deutschland", region: "Europa", only: ["de"], prices: { insured: 0, valuables: 0 } },
  { name: "Europäische Union", region: "Europa", except: ["de"], prices: { insured: 14.9, valuables: 89 } },
  { name: "Schweiz & Liechtenstein", region: "Schweiz & Liechtenstein", prices: { insured: 29, valuables: 120 } },
  { name: "Vereinigtes Königreich", region: "Vereinigtes Königreich", prices: { insured: 39, valuables: 150 } },
  { name: "International", region: "International", prices: { insured: 49, valuables: 180 } },
]
