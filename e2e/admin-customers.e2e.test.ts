import type { Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { adminApi, openSignedIn, poll } from './admin-staff'
import { openBrowser, PHONE } from './browser'
import { expectNoSidewaysOverflow } from './sideways-overflow'

let browser: Awaited<ReturnType<typeof openBrowser>> | undefined
afterEach(async () => browser?.close())

/** A list on a phone: no sideways panning of the page, and the table itself fits its card (no scrolling inside it). */
async function expectListFits(page: Page) {
  await expectNoSidewaysOverflow(page)
  const table = page.locator('[data-resource-list] table, [data-child] table').first()
  const { scroll, client } = await table.evaluate((element) => ({ scroll: element.parentElement!.scrollWidth, client: element.parentElement!.clientWidth }))
  expect(scroll, 'the table scrolls sideways inside its card').toBeLessThanOrEqual(client)
}

const headers = (page: Page, scope: string) =>
  page.locator(`${scope} thead th`).evaluateAll((cells) =>
    cells
      .filter((cell) => cell.getBoundingClientRect().width > 0)
      .map((cell) => cell.textContent?.trim())
      .filter(Boolean),
  )

describe('customers and products in the back office on a phone (390 px, touch)', () => {
  it('finds a customer, shows the columns that matter, adds, edits and deletes an address, deletes the customer; the product list fits too', async () => {
    const api = await adminApi()
    const email = `e2e-kundin-${Date.now()}@example.com`
    const { customer } = await api.admin.customer.create({ email, first_name: 'Henriette', last_name: 'Goldschmied' })

    browser = await openBrowser({ ...PHONE, locale: 'de-DE' })
    const { page, errors } = browser
    await openSignedIn(page, `/admin/de/customers?q=${encodeURIComponent(email)}`)
    await poll(() => page.locator('[data-resource-list="customers"] tbody tr').count()).toBe(1)
    expect(await headers(page, '[data-resource-list="customers"]')).toEqual(['E-Mail-Adresse', 'Aktionen'])
    // the name that matters stands under the address, on the row's own line
    expect(
      await page.locator('[data-resource-list="customers"] tbody tr .admin-phone-value').evaluateAll((all) => all.map((value) => value.textContent)),
    ).toEqual(['Name: Henriette Goldschmied'])
    await expectListFits(page)

    await page.getByRole('link', { name: email }).tap()
    await poll(() => page.locator('h1').innerText()).toBe('Henriette Goldschmied')
    await poll(() => page.locator('[data-child="addresses"]').innerText()).toContain('Keine Daten')
    await expectNoSidewaysOverflow(page)

    // a new address in the drawer
    await page.locator('[data-child="addresses"]').getByRole('button', { name: 'Hinzufügen' }).tap()
    const drawer = page.getByRole('dialog')
    // a saved address is one to ship to: without its recipient the shop's address rule refuses it
    await drawer.getByLabel('Straße und Hausnummer').fill('Westliche Karl-Friedrich-Straße 5')
    await drawer.getByLabel('Postleitzahl').fill('75172')
    await drawer.getByLabel('Ort').fill('Pforzheim')
    await drawer.getByLabel('Ländercode').fill('DE')
    await drawer.getByRole('button', { name: 'Anlegen' }).tap()
    await poll(() => drawer.getByRole('alert').allInnerTexts()).toContain('Pflichtfeld')
    await drawer.getByLabel('Vorname').fill('Henriette')
    await drawer.getByLabel('Nachname').fill('Goldschmied')
    await expectNoSidewaysOverflow(page, 'the address drawer')
    await drawer.getByRole('button', { name: 'Anlegen' }).tap()
    await poll(() => page.locator('[data-child="addresses"] tbody').innerText()).toContain('Westliche Karl-Friedrich-Straße 5, 75172 Pforzheim')
    await expectListFits(page)
    const addresses = async () => (await api.admin.customer.retrieve(customer.id, { fields: 'addresses.city,addresses.country_code' })).customer.addresses
    await poll(async () => (await addresses()).map((address) => [address.city, address.country_code])).toEqual([['Pforzheim', 'de']])

    // edit it from its row's menu, then delete it
    await page
      .locator('[data-child="addresses"]')
      .getByRole('button', { name: /Aktionen/ })
      .tap()
    await page.getByRole('menuitem', { name: 'Bearbeiten' }).tap()
    await page.getByRole('dialog').getByLabel('Ort').fill('Karlsruhe')
    await page.getByRole('dialog').getByRole('button', { name: 'Speichern' }).tap()
    await poll(async () => (await addresses()).map((address) => address.city)).toEqual(['Karlsruhe'])
    await page
      .locator('[data-child="addresses"]')
      .getByRole('button', { name: /Aktionen/ })
      .tap()
    await page.getByRole('menuitem', { name: 'Löschen' }).tap()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Löschen' }).tap()
    await poll(async () => (await addresses()).length).toBe(0)

    // the customer deleted from its page: the confirmation says the orders stay
    await page.getByRole('button', { name: 'Löschen' }).tap()
    await poll(() => page.getByRole('alertdialog').innerText()).toContain('Die Bestellungen bleiben erhalten')
    await expectNoSidewaysOverflow(page, 'the confirmation')
    await page.getByRole('alertdialog').getByRole('button', { name: 'Löschen' }).tap()
    await page.waitForURL((url) => url.pathname === '/admin/de/customers')
    await poll(async () => (await api.admin.customer.list({ email, fields: 'id' })).customers.length).toBe(0)

    await page.goto('/admin/de/products')
    await poll(() => page.locator('[data-resource-list="products"] tbody tr').count()).toBeGreaterThan(0)
    expect(await headers(page, '[data-resource-list="products"]')).toEqual(['Produkt', 'Aktionen'])
    await expectListFits(page)
    // 401: the login screen's question for the signed-in user before staff sign in; 404: the deleted customer's page refreshed as it goes
    expect(errors.filter((error) => !/status of (401|404)/.test(error))).toEqual([])
  })
})

describe('customer groups in the back office', () => {
  it('creates a group, adds two customers in one batch, removes one, and Medusa holds the members', async () => {
    const api = await adminApi()
    const stamp = Date.now()
    const [one, two] = await Promise.all(
      ['a', 'b'].map(
        async (letter) =>
          (await api.admin.customer.create({ email: `e2e-gruppe-${letter}-${stamp}@example.com`, first_name: `Kundin ${letter.toUpperCase()}` })).customer,
      ),
    )
    const name = `Stammkundschaft ${stamp}`

    browser = await openBrowser({ locale: 'en-GB' })
    const { page, errors } = browser
    await openSignedIn(page, '/admin/en/customer-groups/new')
    await page.getByRole('dialog').getByRole('textbox', { name: 'Name' }).fill(name)
    await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click()
    await poll(() => page.locator('h1').innerText()).toBe(name)
    const [group] = (await api.admin.customerGroup.list({ name })).customer_groups

    await page.locator('[data-child="members"]').getByRole('button', { name: 'Add customers' }).click()
    const picker = page.getByRole('dialog')
    for (const customer of [one, two]) {
      // the choice opens a search of the customers (a popover of its own)
      await picker.getByRole('combobox').click()
      await page.locator('[cmdk-input]').fill(customer.email)
      await page.getByRole('option', { name: customer.email }).click()
      await page.keyboard.press('Escape')
    }
    await picker.getByRole('button', { name: 'Add customers' }).click()
    await poll(() => page.locator('[data-child="members"] tbody tr').count()).toBe(2)
    const members = async () => (await api.admin.customer.list({ groups: [group.id], fields: 'id' } as never)).customers.map((customer) => customer.id).sort()
    await poll(members).toEqual([one.id, two.id].sort())

    await page
      .locator('[data-child="members"]')
      .getByRole('checkbox', { name: new RegExp(one.email) })
      .check()
    await page.getByRole('region', { name: 'Actions for the selection' }).getByRole('button', { name: 'Remove from the group' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Remove from the group' }).click()
    await poll(members).toEqual([two.id])
    await poll(() => page.locator('[data-child="members"] tbody tr').count()).toBe(1)
    // the login screen's question for the signed-in user answers 401 before staff sign in
    expect(errors.filter((error) => !/status of 401/.test(error))).toEqual([])
  })
})
