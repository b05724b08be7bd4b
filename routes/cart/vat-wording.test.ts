import { describe, expect, it } from 'vitest'
import { type MailOrder, orderConfirmationMail } from '../../backend/src/mail/order-confirmation'
import { bankDetails } from '../../backend/src/modules/bank-transfer/bank-details'
import { translator } from '../../i18n'
import { dictionaries } from '../../i18n/dictionaries'
import type { Locale } from '../../rules/languages'
import { formatMoney } from '../lib/money'

// The order mail is written in the back end, the pages from the dictionaries: the VAT line, free shipping and a
// sale must read the same in both.

const order = (locale: Locale, rate: number, country = rate ? 'de' : 'ch'): MailOrder => ({
  id: 'order_1',
  display_id: 7,
  email: 'anna@example.com',
  currency_code: 'eur',
  item_total: 1190,
  total: 1190,
  shipping_total: 0,
  tax_total: rate ? 190 : 0,
  metadata: { locale },
  items: [{ title: 'Ring', quantity: 1, unit_price: 1190, compare_at_unit_price: 1390, total: 1190, tax_lines: [{ rate }] }],
  shipping_address: { country_code: country },
  payment_method: null,
})

describe.each(['de', 'en'] as const)('the words of the mail in %s', (locale) => {
  const t = translator(locale, dictionaries[locale])
  const mailText = (mail: MailOrder) => orderConfirmationMail(mail, { bank: bankDetails({}) }).text.replace(/[\u00a0\u202f]/g, ' ')
  const money = (amount: number) => formatMoney({ amount, currency_code: 'eur' }, locale).replace(/[\u00a0\u202f]/g, ' ')

  it('names the included rate as the cart does', () => {
    expect(mailText(order(locale, 19))).toContain(`\n${t('cart.taxIncluded', { rate: 19 })}: `)
    expect(mailText(order(locale, 25.5, 'fi'))).toContain(`\n${t('cart.taxIncluded', { rate: locale === 'de' ? '25,5' : '25.5' })}: `)
  })

  it('names a tax-free export as the cart does', () => {
    expect(mailText(order(locale, 0))).toContain(`\n${t('cart.taxFreeExport')}\n`)
  })

  it('names mixed rates as the cart does', () => {
    const mixed = {
      ...order(locale, 19),
      items: [
        { title: 'A', quantity: 1, total: 595, tax_lines: [{ rate: 19 }] },
        { title: 'B', quantity: 1, total: 595, tax_lines: [{ rate: 7 }] },
      ],
    }
    expect(mailText(mixed)).toContain(`\n${t('cart.taxIncludedPlain')}: `)
  })

  it('names free shipping and a sale as the pages do', () => {
    const text = mailText(order(locale, 19))
    expect(text).toMatch(new RegExp(`: ${t('cart.shippingFree')}\\n`))
    expect(text).toContain(`(${t('sale.original')}: ${money(1390)})`)
    expect(text).toContain(t('sale.saving', { amount: money(200) }).replace(/[\u00a0\u202f]/g, ' '))
  })
})
