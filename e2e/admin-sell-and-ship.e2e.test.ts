import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { type AdminApi, adminApi, fresh, openSignedIn, poll } from './admin-staff'
import { openBrowser } from './browser'
import { acceptConfirmations, adminOrdersByEmail, fillCheckout, uniqueEmail } from './checkout-steps'
import { waitForMail } from './mail-inbox'
import { BACK_END } from './patience'
import { pdfText } from './pdf-text'
import { shopLocation } from './shop-location'

let browser: Awaited<ReturnType<typeof openBrowser>> | undefined
let shopperBrowser: Awaited<ReturnType<typeof openBrowser>> | undefined
afterEach(async () => {
  await browser?.close()
  await shopperBrowser?.close()
})

const TITLE = 'Solitärring Aurora'
// the shop's slug rule: umlauts spelt out
const HANDLE = 'solitaerring-aurora'
const SIZES = ['52', '54', '56']
let api: AdminApi

async function removeAurora() {
  api ??= await adminApi()
  const { products } = await api.admin.product.list({ handle: HANDLE, fields: 'id' })
  for (const product of products) await api.admin.product.delete(product.id)
}
afterAll(removeAurora)

/** One piece per size at the shop's location: what staff book when the goldsmith delivers (the stock area has its own journey). */
async function stockOnePieceEach(productId: string) {
  const location = await shopLocation(api)
  const { variants } = await api.admin.product.listVariants(productId, { fields: 'id,title,*inventory_items' })
  for (const variant of variants) {
    const [item] = (variant as unknown as { inventory_items: { inventory_item_id: string }[] }).inventory_items
    await api.admin.inventoryItem.batchInventoryItemLocationLevels(item.inventory_item_id, { create: [{ location_id: location.id, stocked_quantity: 1 }] })
  }
  return variants
}

describe('a piece staff create is sold and shipped', () => {
  it('in German: staff create "Solitärring Aurora" in three sizes at 1.890,00 €, a shopper orders it, staff ship it, and the invoice states 1.890,00 €', async () => {
    await removeAurora()
    browser = await openBrowser({ locale: 'de-DE' })
    const { page } = browser
    await openSignedIn(page, '/admin/de')

    await page.getByRole('navigation', { name: 'Verwaltung' }).getByRole('link', { name: 'Produkte', exact: true }).click()
    await page.getByRole('link', { name: 'Neues Produkt' }).click()
    await poll(() => page.locator('h1').innerText()).toBe('Neues Produkt')
    await page.getByLabel('Titel', { exact: true }).fill(TITLE)
    await page.getByLabel('Status').selectOption('published')
    const option = page.getByRole('group', { name: 'Option 1' })
    await option.getByLabel('Option', { exact: true }).fill('Ringgröße')
    await option.getByRole('textbox', { name: 'Werte' }).fill(SIZES.join(', '))
    await option.getByRole('textbox', { name: 'Werte' }).press('Enter')
    const matrix = page.getByRole('table', { name: 'Variantenmatrix' })
    await poll(() => matrix.locator('tbody tr').count()).toBe(3)
    // the shipping profile is chosen for staff (the default one), and which prices are required is said up front
    await poll(() => page.locator('[data-field="shipping_profile_id"]').innerText()).toContain('Schmuck')
    await poll(() => page.getByText('Pflicht: ein Preis je Variante in').innerText()).toContain('EUR, CHF, GBP, USD')

    for (const size of SIZES) await page.getByLabel(`Preis ${size}, EUR`).fill('1.890,00')
    // the form refuses and says what is missing and where
    await page.getByRole('button', { name: 'Produkt anlegen' }).click()
    await poll(() => page.getByRole('alert').filter({ hasText: 'Nicht gespeichert' }).innerText()).toContain('Preis 52, CHF: Preis in CHF fehlt')
    for (const size of SIZES) for (const currency of ['CHF', 'GBP', 'USD']) await page.getByLabel(`Preis ${size}, ${currency}`).fill('1.890,00')
    // what a cell read is shown once staff leave it
    expect(await page.getByLabel('Preis 52, EUR').inputValue()).toBe('1.890,00')
    await page.getByRole('button', { name: 'Produkt anlegen' }).click()
    await poll(() => page.locator('h1').innerText(), 30_000).toBe(TITLE)

    const { products } = await api.admin.product.list({ handle: HANDLE, fields: 'id,handle,shipping_profile.type,*variants,*variants.prices' })
    expect(products).toHaveLength(1)
    const product = products[0] as (typeof products)[0] & { shipping_profile?: { type: string } }
    expect(product.shipping_profile?.type).toBe('default')
    expect(product.variants!.flatMap((variant) => variant.prices!.map((price) => Number(price.amount)))).toEqual(Array(12).fill(1890))
    // its own edit form takes the handle it was given
    await page.getByRole('link', { name: 'Bearbeiten' }).click()
    await page.getByRole('button', { name: 'Speichern' }).click()
    await page.waitForURL(`**/admin/de/products/${product.id}`)

    const variants = await stockOnePieceEach(product.id)
    const size54 = variants.find((variant) => variant.title === '54')!

    // a shopper buys size 54 in the shop, a visitor of their own
    const email = uniqueEmail('aurora')
    shopperBrowser = await openBrowser({ locale: 'de-DE' })
    const shopper = shopperBrowser.page
    await shopper.goto(fresh(`/de/produkte/${HANDLE}?variant=${size54.id}`))
    await poll(() => shopper.locator('h1').innerText(), 30_000).toBe(TITLE)
    await shopper.locator('[data-testid="add-to-cart"]').click()
    await poll(() => shopper.locator('[data-testid="cart-count"]').innerText(), 30_000).toBe('1')
    await shopper.goto('/de/checkout')
    await fillCheckout(shopper, { email, address: { first: 'Erika', last: 'Mustermann', street: 'Goldgasse 1', zip: '75175', city: 'Pforzheim' } })
    await acceptConfirmations(shopper)
    await shopper.locator('[data-testid="place-order"]').click()
    await shopper.waitForURL(/\/de\/order\/order_[A-Za-z0-9]+\/confirmed$/, BACK_END)
    const [order] = await adminOrdersByEmail(email)
    const { order: bought } = await api.admin.order.retrieve(order.id, { fields: 'id,*items' })
    expect(bought.items!.map((item) => [item.variant_id, Number(item.unit_price)])).toEqual([[size54.id, 1890]])

    // staff book the transfer, pack and ship it
    await page.goto(`/admin/de/orders/${order.id}`)
    await page.getByRole('button', { name: 'Zahlungseingang buchen' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Zahlungseingang buchen' }).click()
    await poll(async () => (await api.admin.order.retrieve(order.id, { fields: 'payment_status' })).order.payment_status).toBe('captured')
    // the notice comes once the order page has read the order again: before that, it would still ask about an unpaid order
    await page
      .getByText(/Zahlungseingang gebucht/)
      .first()
      .waitFor()
    await page.getByRole('button', { name: 'Sendung bereitstellen' }).click()
    const pack = page.getByRole('dialog', { name: 'Sendung bereitstellen' })
    await poll(() => pack.locator('[data-line]').count()).toBe(1)
    // the stock location is chosen once the locations have loaded: sent before, the form asks for one instead
    await poll(() => pack.getByLabel('Lagerort').inputValue()).not.toBe('')
    await pack.getByRole('button', { name: 'Sendung bereitstellen' }).click()
    await poll(async () => (await api.admin.order.retrieve(order.id, { fields: 'fulfillment_status' })).order.fulfillment_status).toBe('fulfilled')
    await page.getByRole('group', { name: 'Nächste Schritte der Sendung 1' }).getByRole('button', { name: 'Versenden' }).click()
    const ship = page.getByRole('dialog', { name: 'Versenden' })
    await ship.getByLabel('Sendungsnummern').fill('JJD000390001890')
    await ship.getByLabel('Sendungsnummern').press('Enter')
    await ship.getByRole('button', { name: 'Versenden' }).click()
    await poll(async () => (await api.admin.order.retrieve(order.id, { fields: 'fulfillment_status' })).order.fulfillment_status).toBe('shipped')

    // the invoice travels with the shipping notice and states the price staff typed
    const shipped = await waitForMail(email, { subject: `Ihre Bestellung Nr. ${order.display_id} ist unterwegs`, timeoutMs: 60_000 })
    const invoice = shipped.attachments.find((attachment) => attachment.contentType === 'application/pdf')
    expect(invoice, 'the invoice').toBeTruthy()
    const text = await pdfText(invoice!.content)
    expect(text).toMatch(/Rechnung/)
    expect(text).toMatch(/Solitärring Aurora/)
    expect(text).toMatch(/1\.890,00\s?€/)
  }, 300_000)
})
