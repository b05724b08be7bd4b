import { afterEach, describe, expect, it } from 'vitest'
import { adminApi, openSignedIn, poll } from './admin-staff'
import { openBrowser } from './browser'
import { unlimitedVariant } from './cart-fixture'
import { call, ERIKA, json, registerCustomer } from './customer-fixture'

let browser: Awaited<ReturnType<typeof openBrowser>> | undefined
afterEach(async () => browser?.close())

describe('a phone order in the back office', () => {
  it('is taken as a draft, gets a promotion code, another shipping method, e-mail and address, is converted, and the transfer is booked as for a web order', async () => {
    const api = await adminApi()
    const customer = await registerCustomer('e2e-telefon', { first_name: 'Henriette', last_name: 'Goldschmied' })
    await json(
      call('/store/customers/me/addresses', {
        cookie: customer.cookie,
        key: (await unlimitedVariant()).publishableKey,
        body: { ...ERIKA, first_name: 'Henriette', last_name: 'Goldschmied', is_default_shipping: true },
      }),
    )
    // 5 € off the gross total, a code the customer was given on the phone
    const code = `E2E-TELEFON-${Date.now().toString(36)}`.toUpperCase()
    await api.admin.promotion.create({
      code,
      type: 'standard',
      status: 'active',
      is_automatic: false,
      is_tax_inclusive: true,
      application_method: { type: 'fixed', target_type: 'order', allocation: 'across', value: 5, currency_code: 'eur' },
    })

    browser = await openBrowser()
    const { page } = browser
    await openSignedIn(page, '/admin/de/draft-orders')
    await page.getByRole('link', { name: 'Neuer Auftragsentwurf' }).click()
    await page.waitForURL('**/admin/de/draft-orders/new')
    await page.getByRole('group', { name: 'Kunde' }).getByRole('combobox').click()
    await page.getByRole('combobox', { name: 'Kunde' }).last().fill(customer.email)
    await page.getByRole('option', { name: customer.email }).click()
    await poll(() => page.getByLabel('Ort').inputValue()).toBe(ERIKA.city)
    await poll(() => page.getByRole('combobox', { name: 'Region' }).innerText()).toBe('Europa')
    await page.getByRole('button', { name: 'Freie Position hinzufügen' }).click()
    await page.getByRole('textbox', { name: 'Bezeichnung', exact: true }).fill('Reparatur eines Rings')
    await page.getByLabel('Preis (netto, zzgl. MwSt.)').fill('40')
    const shipping = page.getByRole('combobox', { name: 'Versand' })
    await poll(() => shipping.locator('option').count()).toBeGreaterThan(2)
    await shipping.selectOption({ index: 1 })
    await page.getByRole('button', { name: 'Anlegen', exact: true }).click()
    await page.waitForURL(/\/admin\/de\/draft-orders\/order_/)
    const draftId = new URL(page.url()).pathname.split('/').at(-1)!
    const taken = await page.getByTestId('draft-total').innerText()

    // on the phone again: the customer has a code and wants the piece sent another way, at a price agreed
    await page.getByRole('button', { name: 'Versand und Rabattcodes ändern' }).click()
    const terms = page.getByRole('dialog', { name: 'Versand und Rabattcodes ändern' })
    await terms.locator('[data-flow-step="choosing"]').waitFor()
    const option = terms.getByRole('combobox', { name: 'Versand' })
    await option.selectOption({ index: 2 })
    const optionId = await option.inputValue()
    await terms.getByLabel('Versandpreis').fill('9,50')
    await terms.getByRole('textbox', { name: 'Rabattcodes' }).fill(code.toLowerCase())
    await terms.getByRole('button', { name: 'Weiter: Beträge prüfen' }).click()
    await terms.locator('[data-flow-amounts]').waitFor()
    await terms.getByRole('button', { name: 'Bestätigen' }).click()
    await poll(() => terms.getByRole('status').innerText()).toBe('Versand und Rabattcodes des Entwurfs sind geändert.')
    await terms.getByRole('button', { name: 'Fertig' }).click()
    await poll(() => page.getByTestId('draft-codes').innerText()).toBe(code)
    await poll(() => page.getByTestId('draft-total').innerText()).not.toBe(taken)
    const total = await page.getByTestId('draft-total').innerText()

    // the confirmation goes to the customer's office, the parcel to the workshop's back entrance
    const office = `buero-${customer.email}`
    await page.getByRole('button', { name: 'Kunde und E-Mail ändern' }).click()
    const who = page.getByRole('dialog', { name: 'Kunde und E-Mail ändern' })
    await who.getByLabel('E-Mail-Adresse').fill(office)
    await who.getByRole('button', { name: 'Kunde und E-Mail ändern' }).click()
    await page.getByRole('button', { name: 'Lieferadresse bearbeiten' }).click()
    const address = page.getByRole('dialog', { name: 'Lieferadresse' })
    await address.getByLabel('Adresszusatz').fill('Hintereingang Werkstatt')
    await address.getByRole('button', { name: 'Speichern' }).click()
    await poll(() => page.getByTestId('shipping_address').innerText()).toContain('Hintereingang Werkstatt')

    await page.getByRole('button', { name: 'In Bestellung umwandeln' }).click()
    const convert = page.getByRole('dialog', { name: 'In Bestellung umwandeln' })
    expect(await convert.getByTestId('convert-total').innerText()).toBe(total)
    await convert.getByRole('button', { name: 'In Bestellung umwandeln' }).click()
    await page.waitForURL(`**/admin/de/orders/${draftId}`)

    // the transfer arrives: booked in one step, as for an order of the shop, without asking for the money first
    await page.getByRole('button', { name: 'Zahlungseingang buchen' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Zahlungseingang buchen' }).click()
    await poll(() => page.getByTestId('payment-collection-status').last().innerText()).toBe('Abgeschlossen')
    expect(await page.getByRole('button', { name: 'Offenen Betrag anfordern' }).count()).toBe(0)

    const { order } = await api.admin.order.retrieve(draftId, {
      fields: 'id,status,email,payment_status,total,discount_total,customer_id,*shipping_methods,*shipping_address,*summary,promotions.code',
    })
    expect(order).toMatchObject({ status: 'pending', payment_status: 'captured', customer_id: customer.customerId, email: office })
    expect(order.shipping_address).toMatchObject({ address_1: ERIKA.address_1, address_2: 'Hintereingang Werkstatt' })
    expect(Number(order.discount_total)).toBe(5)
    expect((order as typeof order & { promotions: { code: string }[] }).promotions.map((promotion) => promotion.code)).toEqual([code])
    expect(order.shipping_methods!.map((method) => [method.shipping_option_id, Number(method.amount)])).toEqual([[optionId, 9.5]])
    expect(Number(order.summary!.pending_difference)).toBe(0)
  })
})
