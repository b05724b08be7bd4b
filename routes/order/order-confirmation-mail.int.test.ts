import Medusa from '@medusajs/js-sdk'
import { describe, expect, it } from 'vitest'
import { unlimitedVariant } from '../../e2e/cart-fixture'
import { uniqueEmail } from '../../e2e/checkout-steps'
import { mailsTo, waitForMail } from '../../e2e/mail-inbox'
import { COMPANY } from '../../rules/company'

type Address = { first_name: string; last_name: string; address_1: string; postal_code: string; city: string; country_code: string; province?: string }

/** Intl writes no-break spaces into amounts and dates; a reader sees spaces. */
const spaced = (value: string) => value.replace(/[\u00a0\u202f]/g, ' ')

/**
 * An order placed through the store API as the checkout places it (the order's language in the cart's metadata,
 * bank transfer), on the test-only product that keeps no stock, so the seeded pieces stay where they are.
 */
async function placeOrder(email: string, country: string, locale: 'de' | 'en', address: Address) {
  const { publishableKey, variantId } = await unlimitedVariant()
  const medusa = new Medusa({ baseUrl: process.env.MEDUSA_URL ?? 'http://localhost:9100', publishableKey })
  const { regions } = await medusa.store.region.list({ fields: 'id,*countries' })
  const region = regions.find((candidate) => candidate.countries?.some((c) => c.iso_2 === country))
  if (!region) throw new Error(`no region ships to ${country}`)
  let { cart } = await medusa.store.cart.create({ region_id: region.id, email, metadata: { locale } })
  ;({ cart } = await medusa.store.cart.createLineItem(cart.id, { variant_id: variantId, quantity: 2 }))
  ;({ cart } = await medusa.store.cart.update(cart.id, { shipping_address: address, billing_address: address }))
  const { shipping_options } = await medusa.store.fulfillment.listCartOptions({ cart_id: cart.id })
  ;({ cart } = await medusa.store.cart.addShippingMethod(cart.id, { option_id: shipping_options[0].id }))
  await medusa.store.payment.initiatePaymentSession(cart, { provider_id: 'pp_bank-transfer_bank-transfer' })
  const result = await medusa.store.cart.complete(cart.id)
  if (result.type !== 'order') throw new Error(`cart did not complete: ${result.error?.message}`)
  return result.order
}

describe('the order confirmation, read from the inbox (real Medusa, SMTP, mail catcher)', () => {
  it('reaches a German customer in German: shop, items, totals, bank details, HTML and text', async () => {
    const email = uniqueEmail('order-mail-de')
    const order = await placeOrder(email, 'de', 'de', {
      first_name: 'Erika',
      last_name: 'Mustermann',
      address_1: 'Goldgasse 1',
      postal_code: '75175',
      city: 'Pforzheim',
      country_code: 'de',
    })
    const mail = await waitForMail(email)
    const euro = (amount: number) => spaced(new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(amount))
    const text = spaced(mail.text)
    const html = spaced(mail.html)

    expect(mail.subject).toBe(`Ihre Bestellung Nr. ${order.display_id} bei ${COMPANY.brand}`)
    expect(mail.from).toBe(`"${COMPANY.brand}" <${COMPANY.email}>`)
    expect(mail.to).toEqual([email])
    expect(html).toMatch(/^<!doctype html><html lang="de">/)
    for (const part of [text, html]) {
      expect(part).toContain('Erika Mustermann')
      expect(part).toContain(COMPANY.name)
      expect(part).toContain(`${COMPANY.street}`)
      expect(part).toContain(`${COMPANY.postalCode} ${COMPANY.city}`)
      expect(part).toContain('E2E Testartikel')
      expect(part).toContain(euro(Number(order.total)))
      expect(part).toContain('DE89 3704 0044 0532 0130 00')
    }
    expect(text).toContain('Guten Tag Erika Mustermann,')
    expect(text).toContain(`2 × E2E Testartikel (Einheit): ${euro(20)}`)
    expect(text).toContain(`Gesamtsumme: ${euro(Number(order.total))}`)
    // the VAT line as the shop's pages word it, below the total
    expect(text).toContain(`Gesamtsumme: ${euro(Number(order.total))}\ninkl. 19 % MwSt.: `)
    expect(text).toContain('LIEFERADRESSE\nErika Mustermann\nGoldgasse 1\n75175 Pforzheim\nDeutschland')
    expect(text).toContain(`Verwendungszweck: AURELIA-${order.display_id}`)
    // the invoice states the delivery date: it comes with the shipping notice, not with the confirmation
    expect(mail.attachments).toEqual([])
    expect(text).toContain('Ihre Rechnung erhalten Sie mit der Versandbestätigung.')
    expect(text).not.toMatch(/Rechnung RE-/)
    // exactly one confirmation per order
    expect(await mailsTo(email)).toHaveLength(1)
  })

  it('reaches an English customer in English, with the English product title and US dollars', async () => {
    const email = uniqueEmail('order-mail-en')
    const order = await placeOrder(email, 'us', 'en', {
      first_name: 'John',
      last_name: 'Doe',
      address_1: '5 Park Avenue',
      postal_code: '10016',
      city: 'New York',
      province: 'NY',
      country_code: 'us',
    })
    const mail = await waitForMail(email)
    const dollars = (amount: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount)
    const text = spaced(mail.text)

    expect(mail.subject).toBe(`Your order no. ${order.display_id} at ${COMPANY.brand}`)
    expect(mail.html).toMatch(/^<!doctype html><html lang="en">/)
    expect(text).toContain('Hello John Doe,')
    expect(text).toContain(`2 × E2E test item (Einheit): ${dollars(22)}`)
    expect(text).toContain(`Total: ${dollars(Number(order.total))}`)
    expect(text).toContain('New York, NY 10016\nUnited States')
    expect(text).toContain(`Reference: AURELIA-${order.display_id}`)
    expect(text).toContain(`${COMPANY.street} · ${COMPANY.postalCode} ${COMPANY.city} · ${COMPANY.country.en}`)
    expect(mail.html).toContain('E2E test item')
    expect(mail.html).not.toContain('Gesamtsumme')
    // the shipping method in English (Medusa keeps the option's German name)
    expect(text).not.toContain('Versicherter Versand')
    expect(mail.attachments).toEqual([])
    expect(text).toContain('Your invoice follows with the shipping confirmation.')
  })
})
