import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { DESKTOP, openBrowser, PHONE } from './browser'
import { acceptConfirmations, adminOrdersByEmail, browserCartId, fillAddress, fillUntilPayment, seedCart, stepOpen, uniqueEmail } from './checkout-steps'
import { waitForMail } from './mail-inbox'
import { markPaid, staff } from './order-steps'
import { BACK_END } from './patience'
import { expectNoSidewaysOverflow } from './sideways-overflow'

let browser: Awaited<ReturnType<typeof openBrowser>> | undefined
afterEach(async () => {
  await browser?.close()
  browser = undefined
})

const cleanup: (() => Promise<unknown>)[] = []
afterAll(async () => {
  await Promise.all(cleanup.map((undo) => undo().catch(() => undefined)))
})

const step = (page: Awaited<ReturnType<typeof openBrowser>>['page'], id: string) => page.locator(`[data-testid="step-${id}"]`)

/**
 * A small piece of the journey's own at 60 € (not stocked), so a 100 € card pays a whole order of it with its shipping
 * to the Netherlands: the seeded pieces all cost more.
 */
async function smallPiece() {
  const { sales_channels } = await staff<{ sales_channels: { id: string }[] }>('/sales-channels?fields=id')
  const { shipping_profiles } = await staff<{ shipping_profiles: { id: string; type: string }[] }>('/shipping-profiles?fields=id,type')
  const profile = shipping_profiles.find((candidate) => candidate.type === 'default') ?? shipping_profiles[0]!
  const { product } = await staff<{ product: { id: string; variants: { id: string }[] } }>('/products', {
    title: `E2E Gutscheinstück ${Date.now().toString(36)}`,
    status: 'published',
    shipping_profile_id: profile.id,
    sales_channels: sales_channels.map(({ id }) => ({ id })),
    options: [{ title: 'Größe', values: ['52'] }],
    variants: [{ title: '52', options: { Größe: '52' }, manage_inventory: false, prices: [{ currency_code: 'eur', amount: 60 }] }],
  })
  cleanup.push(() => staff(`/products/${product.id}`, undefined, 'DELETE'))
  return product.variants[0]!.id
}

describe('a gift card bought in the shop and redeemed', () => {
  it('bought for a recipient on a desktop in German (bank transfer, no shipping), mailed with its PDF once paid, then paying a whole order on a phone in English', {
    timeout: 300_000,
  }, async () => {
    // ——— the purchase: desktop, German
    browser = await openBrowser({ ...DESKTOP, locale: 'de-DE' })
    let { page, errors } = browser
    const buyer = uniqueEmail('gutschein-kauf')
    const recipient = uniqueEmail('gutschein-beschenkt')
    await page.goto('/de/produkte/geschenkgutschein')
    await page.locator('[data-testid="gift-card-form"]').waitFor()
    // 100 € is chosen first; the own amount would ask for its figure
    await expect.poll(() => page.locator('label:has(input[type=radio]:checked)').innerText()).toMatch(/^100,00\s€$/)
    await page.getByLabel('Name der beschenkten Person').fill('Anna')
    await page.getByLabel('E-Mail-Adresse der beschenkten Person').fill(recipient)
    await page.getByLabel('Persönliche Nachricht').fill('Alles Gute zum Geburtstag!')
    await page.locator('[data-testid="add-to-cart"]').click()
    await expect.poll(() => page.locator('[data-testid="cart-count"]').innerText(), BACK_END).toBe('1')

    await page.goto('/de/checkout')
    // the summary says whom the card goes to and when
    await expect.poll(() => page.locator('aside [data-testid="gift-card-details"]').innerText(), BACK_END).toContain(`Für: Anna (${recipient})`)
    // a multi-purpose voucher: its sale bears no VAT, which the totals say instead of "inkl. MwSt."
    expect(await page.locator('aside [data-testid="tax-free"]').innerText()).toBe('Mehrzweck-Gutschein: keine MwSt. beim Kauf')
    await stepOpen(page, 'personal')
    await page.fill('#email', buyer)
    await step(page, 'personal').locator('button[type=submit]').click()
    await stepOpen(page, 'addresses')
    await fillAddress(page, 'shipping', { first: 'Erika', last: 'Mustermann', street: 'Goldgasse 1', zip: '75175', city: 'Pforzheim' })
    await step(page, 'addresses').locator('button[type=submit]').click()
    // a card is mailed: nothing to ship
    await stepOpen(page, 'shipping')
    expect(await step(page, 'shipping').locator('[data-testid="step-note"]').innerText()).toContain('nichts zu versenden')
    await step(page, 'shipping').locator('[data-testid="step-continue"]').click()
    await stepOpen(page, 'payment')
    await step(page, 'payment').locator('input[value="pp_bank-transfer_bank-transfer"]').check()
    await step(page, 'payment').locator('button[type=submit]').click()
    await stepOpen(page, 'review')
    await acceptConfirmations(page)
    await page.locator('[data-testid="place-order"]').click()
    await page.waitForURL(/\/de\/order\/order_[A-Za-z0-9]+\/confirmed$/)
    await expect
      .poll(() => page.locator('[data-testid="order-summary"] [data-testid="gift-card-details"]').innerText(), BACK_END)
      .toContain('Alles Gute zum Geburtstag!')
    expect(await page.locator('[data-testid="order-summary"] [data-testid="tax-line"]').innerText()).toBe('Mehrzweck-Gutschein: keine MwSt. beim Kauf')
    expect(errors).toEqual([])
    await browser.close()
    browser = undefined

    // staff book the transfer: the card goes to the recipient, in the order's language, with its PDF
    const [order] = await adminOrdersByEmail(buyer)
    expect(order!.total).toBe(100)
    expect(order!.shipping_methods).toEqual([])
    await markPaid(order!.id)
    const mail = await waitForMail(recipient, { subject: /Geschenkgutschein/, timeoutMs: BACK_END.timeout })
    const code = /GS(-[A-Z2-9]{4}){4}/.exec(mail.text)?.[0]
    expect(code, 'the code in the mail').toBeTruthy()
    expect(mail.text).toContain('Alles Gute zum Geburtstag!')
    expect(mail.attachments.map((attachment) => [attachment.filename, attachment.contentType])).toEqual([[`Geschenkgutschein-${code}.pdf`, 'application/pdf']])
    // the buyer is told the money arrived, with the invoice: a card ships nothing, so the payment issues it
    const paid = await waitForMail(buyer, { subject: /Zahlung erhalten/, timeoutMs: BACK_END.timeout })
    expect(paid.attachments.map((attachment) => attachment.filename)).toEqual([expect.stringMatching(/^Rechnung-RE-\d+\.pdf$/)])

    // ——— the redemption: phone, English, a whole order of a small piece shipped to the Netherlands
    const piece = await smallPiece()
    browser = await openBrowser({ ...PHONE, locale: 'en-US' })
    ;({ page, errors } = browser)
    await seedCart(page, 'nl', [{ variant_id: piece, quantity: 1 }])
    await page.goto('/nl/cart')
    await page.getByLabel('Gift card', { exact: true }).fill(code!.toLowerCase())
    await page.getByRole('button', { name: 'Redeem' }).tap()
    await expect.poll(() => page.getByTestId('gift-card-line').innerText(), BACK_END).toContain(code!)
    await page.locator('[data-testid="to-checkout"]').tap()
    await page.waitForURL('**/nl/checkout')
    const redeemer = uniqueEmail('gift-card-redeemed')
    await fillUntilPayment(page, {
      email: redeemer,
      address: { first: 'Anna', last: 'de Vries', street: 'Kalverstraat 1', zip: '1012 NX', city: 'Amsterdam' },
    })
    // the card pays it all: no payment method to choose
    await expect.poll(() => page.getByTestId('cart-total').first().innerText(), BACK_END).toMatch(/^€0\.00$/)
    expect(await step(page, 'payment').locator('[data-testid="step-note"]').innerText()).toContain('no further payment')
    await expectNoSidewaysOverflow(page)
    await step(page, 'payment').locator('[data-testid="step-continue"]').tap()
    await stepOpen(page, 'review')
    await acceptConfirmations(page)
    const cartId = await browserCartId(page)
    await page.locator('[data-testid="place-order"]').tap()
    await page.waitForURL(/\/nl\/order\/order_[A-Za-z0-9]+\/confirmed$/)
    expect(cartId).toMatch(/^cart_/)
    expect(errors).toEqual([])

    // the order cost nothing more; what it did not need stays on the card: 100 € less the piece and its shipping
    const [redeemed] = await adminOrdersByEmail(redeemer)
    expect(redeemed!.total).toBe(0)
    const spent = redeemed!.item_total + redeemed!.shipping_total
    expect(spent).toBeGreaterThanOrEqual(60)
    const { gift_cards } = await staff<{ gift_cards: { code: string; store_credit_account: { balance: number } }[] }>(
      `/gift-cards?q=${code}&fields=code,store_credit_account.balance`,
    )
    const card = gift_cards.find((candidate) => candidate.code === code)!
    expect(Number(card.store_credit_account.balance)).toBeCloseTo(100 - spent, 2)
  })
})
