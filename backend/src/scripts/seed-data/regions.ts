/** Prices are set in EUR; CHF and USD follow at these rates, rounded to retail steps. */
export const CURRENCY_RATES = { eur: 1, chf: 0.95, usd: 1.1 } as const
export type Currency = keyof typeof CURRENCY_RATES

export type RegionSeed = {
  name: string
  currency_code: Currency
  /** country code → VAT rate in percent (0 outside the EU: export deliveries). */
  countries: Record<string, number>
}

export const REGIONS: RegionSeed[] = [
  {
    name: "Europa",
    currency_code: "eur",
    countries: {
      de: 19,
      at: 20,
      lu: 17,
      fr: 20,
      nl: 21,
      be: 21,
      it: 22,
      es: 21,
      pt: 23,
      ie: 23,
      fi: 25.5,
      gr: 24,
      dk: 25,
      se: 25,
      pl: 23,
      cz: 21,
    },
  },
  { name: "Schweiz & Liechtenstein", currency_code: "chf", countries: { ch: 0, li: 0 } },
  {
    name: "International",
    currency_code: "usd",
    countries: { us: 0, gb: 0, ca: 0, au: 0, jp: 0, no: 0, nz: 0, sg: 0, ae: 0 },
  },
]
