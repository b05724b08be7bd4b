// The accounts the accountant's export books to (the back office's settings and Medusa's DATEV export share them):
// the shop's revenue by VAT rate and destination, as the standard chart of accounts SKR03 numbers them.
import { isEuCountry } from './eu'

export type DatevAccounts = {
  /** The customers' collective debtor account the invoices are booked against. */
  debitor: string
  /** Revenue taxed in Germany, by rate in per cent ("19", "7"). */
  rates: Record<string, string>
  /** Deliveries to consumers in another EU country, taxed there (one-stop shop). */
  oss: string
  /** Tax-free deliveries to businesses in another EU country. */
  eu_delivery: string
  /** Tax-free exports outside the EU. */
  export: string
  /** The tax advisor's and the shop's numbers at DATEV (the file's header); empty until the advisor gives them. */
  consultant_number: string
  client_number: string
}

export const SKR03_ACCOUNTS: DatevAccounts = {
  debitor: '10000',
  rates: { '19': '8400', '7': '8300' },
  oss: '8320',
  eu_delivery: '8125',
  export: '8120',
  consultant_number: '',
  client_number: '',
}

/** The store metadata key the shop's accounts are kept under (missing keys fall back to SKR03_ACCOUNTS). */
export const DATEV_ACCOUNTS_KEY = 'datev_accounts'

/** The settings as stored, completed with the defaults. */
export function datevAccounts(stored: unknown): DatevAccounts {
  const given = (stored && typeof stored === 'object' ? stored : {}) as Partial<DatevAccounts>
  return { ...SKR03_ACCOUNTS, ...given, rates: { ...SKR03_ACCOUNTS.rates, ...(given.rates ?? {}) } }
}

/**
 * The revenue account of an amount charged at `rate` per cent for a delivery to `country` (the seller is German):
 * outside the EU an export, another EU country's VAT the one-stop shop, no VAT there a tax-free EU delivery,
 * Germany's by its rate. Null when no account is set for a German rate.
 */
export function revenueAccount(accounts: DatevAccounts, country: string | null | undefined, rate: number): string | null {
  const destination = (country || 'de').toLowerCase()
  if (!isEuCountry(destination)) return accounts.export
  if (destination !== 'de') return rate > 0 ? accounts.oss : accounts.eu_delivery
  return accounts.rates[String(rate)] ?? null
}
