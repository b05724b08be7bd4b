import { describe, expect, it } from 'vitest'
import { placeOrder, uniqueEmail } from '../../e2e/customer-fixture'
import { type Mail, waitForMail } from '../../e2e/mail-inbox'
import { cancel, deliver, markPaid, refund, ship } from '../../e2e/order-steps'
import { COMPANY } from '../../rules/company'

/** Intl writes no-break spaces into amounts; a reader sees spaces. */
const spaced = (value: string) => value.replace(/[\u00a0\u202f]/g, ' ')

const WORDS = {
  de: {
    paid: 'Zahlung erhalten',
    shipped: 'ist unterwegs',
    delivered: 'wurde zugestellt',
    refunded: 'Erstattung zu Ihrer Bestellung',
    canceled: 'wurde storniert',
    track: 'Sendung verfolgen',
    tracking: 'Sendungsnummer',
    invoice: 'Rechnung-RE-',
    creditNote: 'Rechnungskorrektur-RK-',
    amount: '2,50 €',
    greeting: 'Guten Tag Erika Mustermann,',
  },
  en: {
    paid: 'Payment received',
    shipped: 'is on its way',
    delivered: 'has been delivered',
    refunded: 'Refund for your order',
    canceled: 'has been cancelled',
    track: 'Track your parcel',
    tracking: 'Tracking number',
    invoice: 'Invoice-RE-',
    creditNote: 'Credit-note-RK-',
    amount: '€2.50',
    greeting: 'Hello Erika Mustermann,',
  },
} as const

function inShopLayout(mail: Mail, locale: 'de' | 'en', displayId: number) {
  expect(mail.from).toBe(`"${COMPANY.brand}" <${COMPANY.email}>`)
  expect(mail.html).toMatch(new RegExp(`^<!doctype html><html lang="${locale}">`))
  expect(mail.text).toContain(WORDS[locale].greeting)
  expect(mail.text).toContain(String(displayId))
  expect(mail.text).toContain(`${COMPANY.postalCode} ${COMPANY.city}`)
}

describe.each(['de', 'en'] as const)('the mails about an order, in its language (%s; real Medusa, SMTP, mail catcher)', (locale) => {
  const w = WORDS[locale]

  it('paid, shipped with tracking and the invoice, delivered, refunded with the credit note', async () => {
    const email = uniqueEmail(`order-updates-${locale}`)
    const order = await placeOrder(null, { email, locale })
    await waitForMail(email, { subject: String(order.display_id) })

    await markPaid(order.id)
    const paid = await waitForMail(email, { subject: w.paid })
    inShopLayout(paid, locale, order.display_id)

    const tracking = `JJD${Date.now()}`
    const fulfillment = await ship(order.id, {
      tracking_number: tracking,
      tracking_url: `https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=${tracking}`,
    })
    const shipped = await waitForMail(email, { subject: w.shipped })
    inShopLayout(shipped, locale, order.display_id)
    expect(shipped.text).toContain(`${w.tracking}: ${tracking}`)
    expect(shipped.links).toContainEqual({ text: w.track, href: expect.stringContaining(`piececode=${tracking}`) })
    expect(shipped.attachments.map((file) => file.filename)).toEqual([expect.stringMatching(new RegExp(`^${w.invoice}\\d{6}\\.pdf$`))])
    expect(shipped.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-')

    await deliver(order.id, fulfillment)
    inShopLayout(await waitForMail(email, { subject: w.delivered }), locale, order.display_id)

    await refund(order.id, 2.5)
    const refunded = await waitForMail(email, { subject: w.refunded })
    inShopLayout(refunded, locale, order.display_id)
    expect(spaced(refunded.text)).toContain(w.amount)
    expect(refunded.attachments.map((file) => file.filename)).toEqual([expect.stringMatching(new RegExp(`^${w.creditNote}\\d{6}\\.pdf$`))])
  }, 120_000)

  it('cancelled', async () => {
    const email = uniqueEmail(`order-cancel-${locale}`)
    const order = await placeOrder(null, { email, locale })
    await cancel(order.id)
    const mail = await waitForMail(email, { subject: w.canceled })
    inShopLayout(mail, locale, order.display_id)
    expect(mail.attachments).toEqual([])
  })
})
