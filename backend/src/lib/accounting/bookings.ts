import { type DatevAccounts, revenueAccount } from '../../rules/datev-accounts'
import { shopDay } from '../../rules/shop-days'
import type { Booking } from './buchungsstapel'

/** An issued invoice or credit note as the export reads it: number, day of issue, and its stored amounts per rate. */
export type BookedDocument = {
  kind: 'invoice' | 'credit_note'
  number: string
  issued_at: Date | string
  order_display_id: number
  currency_code: string
  /** Where the goods went (the document's stored country). */
  country: string | null
  /** The gross amount per VAT rate: an invoice's tax groups, a credit note's lines. */
  amounts: { rate: number; gross: number }[]
}

export type MissingAccount = { number: string; rate: number }

const TEXT = { invoice: 'Rechnung', credit_note: 'Rechnungskorrektur' } as const

/**
 * The bookings of the month's documents: per document one line per VAT rate, gross, the debtor against the revenue
 * account of rate and destination; an invoice debits the debtor (S), a credit note credits it (H). Rates without an
 * account are returned as `missing`, never booked to a guessed one.
 */
export function bookingsOf(documents: readonly BookedDocument[], accounts: DatevAccounts): { bookings: Booking[]; missing: MissingAccount[] } {
  const bookings: Booking[] = []
  const missing: MissingAccount[] = []
  for (const document of documents)
    for (const { rate, gross } of document.amounts) {
      if (gross === 0) continue
      const contra = revenueAccount(accounts, document.country, rate)
      if (!contra) {
        missing.push({ number: document.number, rate })
        continue
      }
      // what the customer owes by this document: an invoice's amount, a credit note's given back
      const owed = document.kind === 'invoice' ? gross : -gross
      bookings.push({
        amount: Math.abs(gross),
        debit: owed > 0,
        currency: document.currency_code,
        account: accounts.debitor,
        contra,
        date: shopDay(document.issued_at)!,
        document: document.number,
        text: `${TEXT[document.kind]} ${document.number} Bestellung ${document.order_display_id}`,
      })
    }
  return { bookings, missing }
}
