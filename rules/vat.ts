// How a delivery is taxed, one rule for product pages, cart, checkout, order pages and mails (routes/catalogue/vat.ts
// re-exports it; the words are vat-words.ts): the shop is a German seller, so inside the EU a consumer pays the destination country's VAT (the
// one-stop shop, OSS) and prices include it; a delivery outside the EU is a tax-free export, and the buyer pays the
// destination's import duties and taxes.
import { isEuCountry } from './eu'

/**
 * The VAT included at a rate (null: at rates that differ, or not known yet), a tax-free export, or none at all for
 * gift cards alone: a multi-purpose voucher's sale bears no VAT wherever its buyer lives (§ 3 Abs. 15 UStG); the
 * goods it later pays for bear it, and no customs apply to a code sent by mail.
 */
export type VatLine = { kind: 'export' } | { kind: 'included'; rate: number | null } | { kind: 'voucher' }

/** What a price for delivery to `country` includes: the destination's VAT at `rate` in the EU, else none (export). */
export function vatFor(country: string, rate: number | null | undefined): VatLine {
  return isEuCountry(country) ? { kind: 'included', rate: typeof rate === 'number' && rate > 0 ? rate : null } : { kind: 'export' }
}
