import { describe, expect, it } from 'vitest'
import { orderConfirmationMail, type MailOrder } from '../../backend/src/mail/order-confirmation'
import { bankDetails } from '../../backend/src/modules/bank-transfer/bank-details'
import { translator } from '../../i18n'
import { dictionaries } from '../../i18n/dictionaries'
import type { Locale } from '../../i18n/locale'

// The order mail is written in the back end, the pages from the dictionaries: the VAT line must read the same in both.

const order = (locale: Locale, rate: number): MailOrder => ({
  id: 'order_1',
  display_id: 7,
  email: 'anna@example.com',
  currency_code: 'eur',
  item_total: 1190,
  total: 1190,
  shipping_total: 0,
  tax_total: rate ? 190 : 0,
  metadata: { locale },
  items: [{ title: 'Ring', quantity: 1, total: 1190, tax_lines: [{ rate }] }],
  payment_method: null,
})

describe.each(['de', 'en'] as const)('the VAT line in %s', (locale) => {
  const t = translator(locale, dictionaries[locale])
  const mailText = (rate: number) => orderConfirmationMail(order(locale, rate), { bank: bankDetails({}) }).text

  it('names the included rate as the cart does', () => {
    expect(mailText(19)).toContain(`\n${t('cart.taxIncluded', { rate: 19 })}: `)
  })

  it('names a tax-free export as the cart does', () => {
    expect(mailText(0)).toContain(`\n${t('cart.taxFreeExport')}: `)
  })

  it('names mixed rates as the cart does', () => {
    const mixed = { ...order(locale, 19), items: [{ title: 'A', quantity: 1, total: 595, tax_lines: [{ rate: 19 }] }, { title: 'B', quantity: 1, total: 595, tax_lines: [{ rate: 7 }] }] }
    expect(orderConfirmationMail(mixed, { bank: bankDetails({}) }).text).toContain(`\n${t('cart.taxIncludedPlain')}: `)
  })
})
