import { afterAll, describe, expect, it } from 'vitest'
import { admin, eventually, ok, ownProduct, store } from './helpers'

type Mail = { subject: string; text: string; attachments: { filename: string; contentType: string; content: Buffer }[] }
type Inbox = { waitForMail: (to: string, options?: { subject?: string | RegExp; timeoutMs?: number }) => Promise<Mail> }
// the mail catcher's helpers (MAIL_API_URL) are an ES module of the root; the back end's TypeScript is CommonJS
const inbox = () => import(`${'../../e2e/mail-inbox'}`) as Promise<Inbox>

// A bought gift card (Medusa's loyalty plugin makes it when the order is placed) is mailed with its PDF once the order
// is paid, to the recipient the buyer named (src/lib/gift-cards/deliver.ts); it bears no VAT (a multi-purpose voucher).

const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`
const cleanup: (() => Promise<unknown>)[] = []
afterAll(async () => {
  await Promise.all(cleanup.map((undo) => undo()))
})

describe('a bought gift card', () => {
  it('is worth its price, and once the transfer is booked it is mailed to the recipient with the PDF', async () => {
    const voucher = await ownProduct(unique('Geschenkgutschein'), 100)
    cleanup.push(voucher.remove)
    await ok(admin(`/products/${voucher.productId}`, { body: { is_giftcard: true } }), 'gift card product')
    const buyer = `${unique('kaeuferin')}@example.com`
    const recipient = `${unique('beschenkte')}@example.com`
    const { regions } = await ok(store('/regions?fields=id,*countries'), 'regions')
    const region = regions.find((r: { countries: { iso_2: string }[] }) => r.countries.some((c) => c.iso_2 === 'de'))
    const { cart } = await ok(store('/carts', { body: { region_id: region.id, email: buyer, metadata: { locale: 'de' } } }), 'cart')
    const metadata = { gift_card_recipient_email: recipient, gift_card_recipient_name: 'Anna', gift_card_message: 'Alles Gute zum Geburtstag!' }
    await ok(store(`/carts/${cart.id}/line-items`, { body: { variant_id: voucher.variantId, quantity: 1, metadata } }), 'gift card into cart')
    const address = { first_name: 'Erika', last_name: 'Mustermann', address_1: 'Goldgasse 1', city: 'Pforzheim', postal_code: '75175', country_code: 'de' }
    await ok(store(`/carts/${cart.id}`, { body: { shipping_address: address, billing_address: address } }), 'address')
    const { shipping_options } = await ok(store(`/shipping-options?cart_id=${cart.id}`), 'shipping options')
    await ok(store(`/carts/${cart.id}/shipping-methods`, { body: { option_id: shipping_options[0].id } }), 'shipping')
    const { payment_collection } = await ok(store('/payment-collections', { body: { cart_id: cart.id } }), 'payment collection')
    await ok(store(`/payment-collections/${payment_collection.id}/payment-sessions`, { body: { provider_id: 'pp_bank-transfer_bank-transfer' } }), 'session')
    const { order } = await ok(store(`/carts/${cart.id}/complete`, { method: 'POST' }), 'complete')
    // no VAT on the card's sale: Medusa taxes no gift card line
    const { order: placed } = await ok(admin(`/orders/${order.id}?fields=id,*items,*items.tax_lines,*payment_collections.payments`), 'order')
    expect(placed.items[0].tax_lines).toEqual([])

    const card = await eventually(
      async () =>
        (await ok(admin(`/gift-cards?reference_id=${order.id}&fields=id,code,value,metadata`), 'cards')).gift_cards[0] as
          | { id: string; code: string; value: number; metadata: Record<string, unknown> | null }
          | undefined,
      { what: 'the gift card of the order' },
    )
    expect(Number(card.value)).toBe(100)
    expect(card.metadata?.mailed_at).toBeUndefined()

    // the transfer arrives: staff book it, the card goes out
    for (const payment of placed.payment_collections.flatMap((collection: { payments: { id: string }[] }) => collection.payments))
      await ok(admin(`/payments/${payment.id}/capture`, { body: {} }), 'capture')
    const mail = await (await inbox()).waitForMail(recipient, { subject: 'Geschenkgutschein' })
    expect(mail.subject.replace(/\s/g, ' ')).toBe('Ihr Geschenkgutschein über 100,00 €')
    expect(mail.text).toContain(card.code)
    expect(mail.text).toContain('Alles Gute zum Geburtstag!')
    expect(mail.attachments.map((attachment) => [attachment.filename, attachment.contentType])).toEqual([
      [`Geschenkgutschein-${card.code}.pdf`, 'application/pdf'],
    ])
    // the card is marked as mailed once the mail went out: the mark may come a moment after the mail arrived
    const mailed = await eventually(
      async () => {
        const { gift_card } = await ok(admin(`/gift-cards/${card.id}?fields=id,metadata`), 'card')
        return gift_card.metadata?.mailed_at ? (gift_card as { metadata: Record<string, unknown> }) : undefined
      },
      { what: 'the mark that the card was mailed' },
    )
    expect(mailed.metadata).toMatchObject({ mailed_to: recipient, mailed_at: expect.any(String) })
  })
})
