import { afterAll, describe, expect, it } from 'vitest'
import { admin, call, clientIp, eventually, fromClient, ok, ownProduct, readyCart, sql, store } from './helpers'

// Gift cards are Medusa's loyalty plugin's; the shop's rules around them (rules/gift-cards.ts): codes typed in any
// case, partial redemption across orders, disabled cards, a card never paying for a gift card, limited attempts.

const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`
const email = () => `${unique('giftcard')}@example.com`
const CART_FIELDS = 'fields=id,total,currency_code,*credit_lines,gift_cards.id,gift_cards.code'
const CARD_FIELDS = 'fields=id,code,value,currency_code,expires_at,metadata,store_credit_account.id,store_credit_account.balance'
const cleanup: (() => Promise<unknown>)[] = []
type Mail = { subject: string; text: string; attachments: { filename: string }[] }
// the mail catcher's helpers (MAIL_API_URL) are an ES module of the root; the back end's TypeScript is CommonJS
const inbox = () => import(`${'../../e2e/mail-inbox'}`) as Promise<{ waitForMail: (to: string, options?: { subject?: string | RegExp }) => Promise<Mail> }>
afterAll(async () => {
  await Promise.all(cleanup.map((undo) => undo()))
})

type Card = {
  id: string
  code: string
  value: number
  expires_at: string | null
  metadata: Record<string, unknown> | null
  store_credit_account: { id: string; balance: number }
}

async function issue(value: number, note = 'Entschuldigung für die späte Lieferung'): Promise<Card> {
  const { gift_card } = await ok(admin('/gift-cards', { body: { value, currency_code: 'eur', note, metadata: { issued_by_hand: true } } }), 'issue')
  return card(gift_card.id)
}
const card = async (id: string): Promise<Card> => (await ok(admin(`/gift-cards/${id}?${CARD_FIELDS}`), 'gift card')).gift_card

const redeem = (cartId: string, code: string, ip = clientIp()) =>
  store(`/carts/${cartId}/gift-card-codes?${CART_FIELDS}`, { body: { code }, headers: { ...fromClient(ip), 'x-shop-locale': 'de' } })

async function payByTransferAndComplete(cartId: string, total: number) {
  if (total > 0) {
    const { payment_collection } = await ok(store('/payment-collections', { body: { cart_id: cartId } }), 'payment collection')
    await ok(store(`/payment-collections/${payment_collection.id}/payment-sessions`, { body: { provider_id: 'pp_bank-transfer_bank-transfer' } }), 'session')
  }
  const completed = await ok(store(`/carts/${cartId}/complete`, { method: 'POST' }), 'complete')
  expect(completed.type).toBe('order')
  return completed.order as { id: string; total: number; credit_lines?: { reference: string; amount: number }[] }
}

/** A registered customer, signed in: the bearer token's headers and the customer's id. */
async function signedInCustomer() {
  const email = `${unique('guthaben')}@example.com`
  const password = 'Sicher-Passwort-1995'
  const { token } = await ok(call('/auth/customer/emailpass/register', { body: { email, password } }), 'register')
  const { customer } = await ok(
    store('/customers', { body: { email, first_name: 'Erika', last_name: 'Mustermann' }, headers: { authorization: `Bearer ${token}` } }),
    'customer',
  )
  const login = await ok(call('/auth/customer/emailpass', { body: { email, password } }), 'login')
  return { email, id: customer.id as string, headers: { authorization: `Bearer ${login.token}` } }
}

/**
 * An order of three pieces (one line) a card paid all of but `MONEY` by bank transfer, the transfer captured and every
 * piece shipped (a return or claim needs them out): what the tests of money owed back start from.
 */
const MONEY = 50
async function cardPaidShippedOrder() {
  const shopper = email()
  const cart = await readyCart(shopper)
  const [line] = (await ok(store(`/carts/${cart.id}?fields=*items`), 'cart')).cart.items
  await ok(store(`/carts/${cart.id}/line-items/${line.id}`, { body: { quantity: 3 } }), 'three pieces')
  // a changed quantity drops the shipping method: chosen again
  const { shipping_options } = await ok(store(`/shipping-options?cart_id=${cart.id}`), 'shipping options')
  const { cart: priced } = await ok(store(`/carts/${cart.id}/shipping-methods`, { body: { option_id: shipping_options[0].id } }), 'shipping method')
  const issued = await issue(Number(priced.total) - MONEY)
  const paid = Number(issued.store_credit_account.balance)
  const applied = await ok(redeem(cart.id, issued.code), 'redeem')
  expect(Number(applied.cart.total)).toBe(MONEY)
  const placed = await payByTransferAndComplete(cart.id, applied.cart.total)
  const ORDER = `fields=id,total,shipping_total,*summary,*items,*credit_lines,payment_collections.payments.id`
  const read = async () => (await ok(admin(`/orders/${placed.id}?${ORDER}`), 'order')).order
  const order = await read()
  const [payment] = order.payment_collections.flatMap((collection: { payments: { id: string }[] }) => collection.payments)
  await ok(admin(`/payments/${payment.id}/capture`, { body: {} }), 'capture')
  const items = order.items.map((item: { id: string; quantity: number }) => ({ id: item.id, quantity: item.quantity }))
  const { stock_locations } = await ok(admin('/stock-locations?fields=id&limit=1'), 'stock location')
  const packed = await ok(admin(`/orders/${order.id}/fulfillments?fields=id,*fulfillments`, { body: { location_id: stock_locations[0].id, items } }), 'fulfil')
  const parcel = packed.order.fulfillments.at(-1).id
  await ok(admin(`/orders/${order.id}/fulfillments/${parcel}/shipments`, { body: { items, labels: [] } }), 'ship')
  const piece = { id: items[0].id as string, quantity: 1 }
  return { shopper, issued, paid, order, payment, piece, unit: Number(order.items[0].unit_price), location: stock_locations[0].id as string, read }
}

describe('gift cards', () => {
  // three orders on a busy machine: each code on a cart is a refresh of the cart by Medusa's workflows
  it('staff issue a card by hand; it pays part of an order and keeps the rest for the next one', { timeout: 300_000 }, async () => {
    const first = await readyCart(email())
    const issued = await issue(first.total + 25)
    expect(issued.code).toMatch(/^GS(-[A-Z2-9]{4}){4}$/)
    expect(Number(issued.store_credit_account.balance)).toBe(first.total + 25)

    // typed in small letters with spaces: read as printed
    const typed = ` ${issued.code.toLowerCase().replaceAll('-', ' - ')} `
    const applied = await ok(redeem(first.id, typed), 'redeem')
    expect(applied.refused).toBeNull()
    expect(applied.cart.gift_cards.map((entry: { code: string }) => entry.code)).toEqual([issued.code])
    expect(Number(applied.cart.total)).toBe(0)
    const order = await payByTransferAndComplete(first.id, 0)
    expect(Number((await card(issued.id)).store_credit_account.balance)).toBe(25)
    expect(order.id).toBeTruthy()

    // the balance check tells the holder what is left
    const balance = await ok(store('/gift-cards/balance', { body: { code: issued.code.toLowerCase() }, headers: fromClient() }), 'balance')
    expect(balance).toMatchObject({ refused: null, gift_card: { code: issued.code, balance: 25, value: first.total + 25, currency_code: 'eur' } })

    // the second order: the 25 € left pay part of it, the rest by bank transfer
    const second = await readyCart(email())
    const partly = await ok(redeem(second.id, issued.code), 'redeem again')
    expect(partly.refused).toBeNull()
    expect(Number(partly.cart.total)).toBe(second.total - 25)
    await payByTransferAndComplete(second.id, partly.cart.total)
    const used = await card(issued.id)
    expect(Number(used.store_credit_account.balance)).toBe(0)
    const { transactions } = await ok(admin(`/store-credit-accounts/${used.store_credit_account.id}/transactions?order=created_at`), 'transactions')
    expect(transactions.map((entry: { type: string; amount: number }) => [entry.type, Number(entry.amount)])).toEqual([
      ['credit', first.total + 25],
      ['debit', first.total],
      ['debit', 25],
    ])

    // used up: said so, on a cart and in the balance check
    const third = await readyCart(email())
    expect((await ok(redeem(third.id, issued.code), 'used up')).refused).toEqual({ code: issued.code, reason: 'used_up' })
    expect((await ok(store('/gift-cards/balance', { body: { code: issued.code }, headers: fromClient() }), 'balance')).refused).toBe('used_up')
  })

  it('a disabled card pays nothing until staff enable it again; an unknown code is said to be unknown', async () => {
    const issued = await issue(20)
    const at = new Date().toISOString()
    await ok(admin(`/gift-cards/${issued.id}`, { body: { expires_at: at, metadata: { disabled_at: at, expires_at_before: null } } }), 'disable')
    const cart = await readyCart(email())
    expect((await ok(redeem(cart.id, issued.code), 'disabled')).refused).toEqual({ code: issued.code, reason: 'disabled' })
    // the plugin's own route refuses it too
    const plugin = await store(`/carts/${cart.id}/gift-cards`, { body: { code: issued.code }, headers: fromClient() })
    expect(plugin.status).toBe(400)
    await ok(admin(`/gift-cards/${issued.id}`, { body: { expires_at: null, metadata: { disabled_at: null, expires_at_before: null } } }), 'enable')
    expect((await ok(redeem(cart.id, issued.code), 'enabled')).refused).toBeNull()
    expect((await ok(redeem(cart.id, issued.code), 'twice')).refused).toEqual({ code: issued.code, reason: 'already_applied' })
    expect((await ok(redeem(cart.id, 'gs-nicht-da'), 'unknown')).refused).toEqual({ code: 'GS-NICHT-DA', reason: 'unknown' })
    const removed = await ok(
      store(`/carts/${cart.id}/gift-card-codes?${CART_FIELDS}`, { method: 'DELETE', body: { code: issued.code }, headers: fromClient() }),
      'remove',
    )
    expect(removed.cart.gift_cards).toEqual([])
    expect(removed.cart.credit_lines).toEqual([])
    expect(Number((await card(issued.id)).store_credit_account.balance)).toBe(20)
  })

  it('never pays for another gift card, whichever comes first', async () => {
    const voucher = await ownProduct(unique('Geschenkgutschein'), 50)
    cleanup.push(voucher.remove)
    await ok(admin(`/products/${voucher.productId}`, { body: { is_giftcard: true } }), 'gift card product')
    const issued = await issue(100)
    const { regions } = await ok(store('/regions?fields=id,*countries'), 'regions')
    const region = regions.find((r: { countries: { iso_2: string }[] }) => r.countries.some((c) => c.iso_2 === 'de'))
    const { cart } = await ok(store('/carts', { body: { region_id: region.id, email: email() } }), 'cart')
    await ok(store(`/carts/${cart.id}/line-items`, { body: { variant_id: voucher.variantId, quantity: 1 } }), 'gift card into cart')
    expect((await ok(redeem(cart.id, issued.code), 'card on gift cards')).refused).toEqual({ code: issued.code, reason: 'pays_gift_card' })

    const withCard = await readyCart(email())
    expect((await ok(redeem(withCard.id, issued.code), 'redeem')).refused).toBeNull()
    const added = await store(`/carts/${withCard.id}/line-items`, { body: { variant_id: voucher.variantId, quantity: 1 } })
    expect(added.status).toBe(400)
    expect(added.body.message).toMatch(/cannot pay for gift cards/)
  })

  it('a cart of gift cards alone paid by card is captured when paid; goods are captured by staff at shipment, whatever the browser sends', async () => {
    const voucher = await ownProduct(unique('Geschenkgutschein'), 50)
    cleanup.push(voucher.remove)
    await ok(admin(`/products/${voucher.productId}`, { body: { is_giftcard: true } }), 'gift card product')
    const { regions } = await ok(store('/regions?fields=id,*countries'), 'regions')
    const region = regions.find((r: { countries: { iso_2: string }[] }) => r.countries.some((c) => c.iso_2 === 'de'))
    /** The capture the card session's PaymentIntent was made with (Stripe's stand-in echoes it). */
    const captureOf = async (cartId: string, data?: Record<string, unknown>) => {
      const { payment_collection } = await ok(store('/payment-collections', { body: { cart_id: cartId } }), 'payment collection')
      const session = await ok(
        store(`/payment-collections/${payment_collection.id}/payment-sessions`, { body: { provider_id: 'pp_stripe_stripe', ...(data ? { data } : {}) } }),
        'card session',
      )
      return session.payment_collection.payment_sessions[0].data.capture_method as string
    }
    const { cart: cards } = await ok(store('/carts', { body: { region_id: region.id, email: email() } }), 'cart')
    await ok(store(`/carts/${cards.id}/line-items`, { body: { variant_id: voucher.variantId, quantity: 2 } }), 'gift cards into cart')
    expect(await captureOf(cards.id)).toBe('automatic')
    // a ring's cart, even with the mark or Stripe's own parameter sent by the browser
    expect(await captureOf((await readyCart(email())).id, { gift_cards_only: true, capture_method: 'automatic' })).toBe('manual')
  })

  it('limits codes tried on one cart: ten, then 429 in the shopper’s language', async () => {
    const cart = await readyCart(email())
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) statuses.push((await redeem(cart.id, unique('GS-FALSCH'))).status)
    expect(statuses).toEqual([...Array(10).fill(200), 429, 429])
    const last = await redeem(cart.id, unique('GS-FALSCH'))
    expect(last.body.message).toMatch(/^Zu viele Versuche/)
  })

  it("a customer's store credit (staff's refund as credit) is spent at checkout, and what is left stays", async () => {
    const customer = await signedInCustomer()
    const { store_credit_account } = await ok(admin('/store-credit-accounts', { body: { customer_id: customer.id, currency_code: 'eur' } }), 'account')
    await ok(admin(`/store-credit-accounts/${store_credit_account.id}/credit`, { body: { amount: 15, note: 'Erstattung als Guthaben' } }), 'credit')
    const cart = await readyCart(customer.email, customer.headers)
    const spent = await ok(store(`/carts/${cart.id}/store-credits?${CART_FIELDS}`, { body: {}, headers: customer.headers }), 'spend')
    expect(spent.cart.credit_lines.map((line: { reference: string; amount: number }) => [line.reference, Number(line.amount)])).toEqual([['store-credit', 15]])
    expect(Number(spent.cart.total)).toBe(cart.total - 15)
    // another session cannot spend it on the customer's cart
    expect((await store(`/carts/${cart.id}/store-credits`, { body: {} })).status).toBeGreaterThanOrEqual(400)
    const { payment_collection } = await ok(store('/payment-collections', { body: { cart_id: cart.id }, headers: customer.headers }), 'payment collection')
    await ok(
      store(`/payment-collections/${payment_collection.id}/payment-sessions`, {
        body: { provider_id: 'pp_bank-transfer_bank-transfer' },
        headers: customer.headers,
      }),
      'session',
    )
    const completed = await ok(store(`/carts/${cart.id}/complete`, { method: 'POST', headers: customer.headers }), 'complete')
    expect(completed.type).toBe('order')
    const { store_credit_accounts } = await ok(store('/store-credit-accounts?currency_code=eur', { headers: customer.headers }), 'balance')
    expect(store_credit_accounts.map((account: { balance: number }) => Number(account.balance))).toEqual([0])
  })

  it('a card paid most of an order: what a return or claim owes beyond the money goes back onto it, once each', {
    timeout: 300_000,
  }, async () => {
    const { shopper, issued, paid, order, payment, piece, unit, location, read } = await cardPaidShippedOrder()
    const balance = async () => Number((await card(issued.id)).store_credit_account.balance)
    const owed = async () => 0 - Number((await read()).summary.pending_difference)
    // shipped: invoiced (the credit note of the card's share corrects that invoice)
    await eventually(async () => (await sql('select id from invoice where order_id = $1', [order.id]))[0], { what: 'the invoice' })

    // a piece comes back: the transfer can give back its 50 €, the card takes the rest of the piece's price
    const { return: started } = await ok(admin('/returns', { body: { order_id: order.id, location_id: location } }), 'return')
    await ok(admin(`/returns/${started.id}/request-items`, { body: { items: [piece] } }), 'return items')
    await ok(admin(`/returns/${started.id}/request`, { body: {} }), 'request')
    const receive = async (returnId: string) => {
      await ok(admin(`/returns/${returnId}/receive`, { body: {} }), 'receive')
      await ok(admin(`/returns/${returnId}/receive-items`, { body: { items: [piece] } }), 'receive items')
      await ok(admin(`/returns/${returnId}/receive/confirm`, { body: {} }), 'confirm')
    }
    await receive(started.id)
    const share = unit - MONEY
    await eventually(async () => (await balance()) === share || undefined, { what: 'the card credited' })
    const creditNote = await eventually(async () => (await sql('select data from credit_note where order_id = $1', [order.id]))[0], { what: 'the credit note' })
    expect(creditNote.data).toMatchObject({ gift_card: issued.code, totals: { gross: share } })
    const mail = await (await inbox()).waitForMail(shopper, { subject: /Erstattung|Refund/ })
    expect(mail.text.replace(/\s+/g, ' ')).toContain(issued.code)
    expect(mail.attachments).toHaveLength(1)
    expect(await owed()).toBe(MONEY)
    await ok(admin(`/payments/${payment.id}/refund`, { body: { amount: MONEY } }), 'refund')
    expect(await owed()).toBe(0)

    // a refund claim whose piece comes back: owed from its confirmation, onto the card once the piece is received
    const { claim: back } = await ok(admin('/claims', { body: { order_id: order.id, type: 'refund' } }), 'claim')
    await ok(admin(`/claims/${back.id}/claim-items`, { body: { items: [{ ...piece, reason: 'production_failure' }] } }), 'claimed piece')
    await ok(admin(`/claims/${back.id}/inbound/items`, { body: { items: [piece], location_id: location } }), 'piece back')
    const confirmed = await ok(admin(`/claims/${back.id}/request`, { body: {} }), 'confirm claim')
    await receive(confirmed.return.id)
    await eventually(async () => (await balance()) === share + unit || undefined, { what: "the card credited on the claim's return" })
    // the order records the card's share (its own order change: Medusa takes the next change only once that is done)
    await eventually(async () => (await owed()) === 0 || undefined, { what: "the card's share recorded" })

    // a refund claim of a damaged piece that stays with the customer: owed once staff confirm, and onto the card
    const { claim: kept } = await ok(admin('/claims', { body: { order_id: order.id, type: 'refund' } }), 'claim without return')
    await ok(admin(`/claims/${kept.id}/claim-items`, { body: { items: [{ ...piece, reason: 'production_failure' }] } }), 'damaged piece')
    await ok(admin(`/claims/${kept.id}/request`, { body: {} }), 'confirm claim without return')
    await eventually(async () => (await balance()) === share + 2 * unit || undefined, { what: 'the card credited on the claim' })
    // Medusa refuses a second confirmation; the claim is settled once
    expect((await admin(`/claims/${kept.id}/request`, { body: {} })).status).toBe(400)

    // the claim's owed pieces and the card's share of them both recorded: nothing owed
    await eventually(async () => (await owed()) === 0 || undefined, { what: "the claim's refund settled" })
    const settled = await read()
    expect(
      settled.credit_lines.map((line: { reference: string; reference_id: string; amount: number }) => [line.reference, line.reference_id, Number(line.amount)]),
    ).toEqual(
      expect.arrayContaining([
        ['gift-card', issued.id, paid],
        ['gift-card', issued.id, -share],
        ['gift-card', issued.id, -unit],
        ['claim', kept.id, unit],
      ]),
    )
    const { transactions } = await ok(admin(`/store-credit-accounts/${issued.store_credit_account.id}/transactions?order=created_at`), 'transactions')
    expect(
      transactions.map((entry: { type: string; amount: number; reference: string; reference_id: string }) => [
        entry.type,
        Number(entry.amount),
        entry.reference,
        entry.reference_id,
      ]),
    ).toEqual([
      ['credit', paid, expect.any(String), expect.any(String)],
      ['debit', paid, expect.any(String), expect.any(String)],
      ['credit', share, 'return', started.id],
      ['credit', unit, 'return', confirmed.return.id],
      ['credit', unit, 'claim', kept.id],
    ])
  })

  it('a cancelled order a card paid whole: what it paid goes back onto the card, once', async () => {
    const cart = await readyCart(email())
    const issued = await issue(cart.total)
    expect((await ok(redeem(cart.id, issued.code), 'redeem')).cart.total).toBe(0)
    const order = await payByTransferAndComplete(cart.id, 0)
    expect(Number((await card(issued.id)).store_credit_account.balance)).toBe(0)
    await ok(admin(`/orders/${order.id}/cancel`, { body: {} }), 'cancel')
    await eventually(async () => Number((await card(issued.id)).store_credit_account.balance) === cart.total || undefined, { what: 'the card credited' })
    const { transactions } = await ok(admin(`/store-credit-accounts/${issued.store_credit_account.id}/transactions`), 'transactions')
    expect(transactions.filter((entry: { type: string }) => entry.type === 'credit')).toHaveLength(2)
  })
})
