import type { Currency } from '../../rules/currencies'

export { CURRENCY_RATES, type Currency } from '../../rules/currencies'

export type RegionSeed = {
  name: string
  currency_code: Currency
  /** country code → VAT rate in percent (0 outside the EU: export deliveries). */
  countries: Record<string, number>
}

/**
 * One region per currency: the EU pays in euros (also its members outside the eurozone: a jeweller cannot keep
 * price lists in crowns and złoty), Switzerland and Liechtenstein in francs, the United Kingdom in pounds, everyone
 * else in US dollars. A country moved to another region here (gb left "International") moves on the next seed.
 */
export const REGIONS: RegionSeed[] = [
  {
    name: 'Europa',
    currency_code: 'eur',
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
  { name: 'Schweiz & Liechtenstein', currency_code: 'chf', countries: { ch: 0, li: 0 } },
  { name: 'Vereinigtes Königreich', currency_code: 'gbp', countries: { gb: 0 } },
  {
    name: 'International',
    currency_code: 'usd',
    countries: { us: 0, ca: 0, au: 0, jp: 0, no: 0, nz: 0, sg: 0, ae: 0 },
  },
]
