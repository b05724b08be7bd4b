/** Goods up to this value (EUR, VAT included) travel by parcel, above it by valuables transport. */
export const VALUABLES_THRESHOLD_EUR = 5000

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

export const SHIPPING_TYPES: Record<ShippingKind, { label: string; label_en: string; description: string; description_en: string }> = {
  insured: {
    label: "Versicherter Versand",
    label_en: "Insured shipping",
    description: "Versichert per Paketdienst, für Waren bis 5.000 €.",
    description_en: "Insured parcel delivery for goods up to €5,000.",
  },
  valuables: {
    label: "Werttransport",
    label_en: "Valuables transport",
    description: "Sicherer Werttransport für Waren über 5.000 €.",
    description_en: "Secure valuables transport for goods above €5,000.",
  },
}

// Germany ships free (the shop advertises it); the other zones pay in their region's currency.
export const SHIPPING_ZONES: ShippingZoneSeed[] = [
  { name: "Deutschland", region: "Europa", only: ["de"], prices: { insured: 0, valuables: 0 } },
  { name: "Europäische Union", region: "Europa", except: ["de"], prices: { insured: 14.9, valuables: 89 } },
  { name: "Schweiz & Liechtenstein", region: "Schweiz & Liechtenstein", prices: { insured: 29, valuables: 120 } },
  { name: "International", region: "International", prices: { insured: 49, valuables: 180 } },
]
