import type { Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { dayStart } from '../rules/shop-days'
import { sessionCookie } from './account-steps'
import { type AdminApi, adminApi, openSignedIn, poll } from './admin-staff'
import { openBrowser, PHONE } from './browser'
import { registerCustomer, type Session } from './customer-fixture'
import { expectNoSidewaysOverflow } from './sideways-overflow'
import { type StockFixture, stockFixture } from './stock-fixture'

// A customer group's price list made in the back office and what the shop then charges: its members see the price on
// the product page and pay it in the cart, guests never; a list whose period has not begun gives nobody its price.

let browser: Awaited<ReturnType<typeof openBrowser>> | undefined
afterEach(async () => browser?.close())

const stamp = Date.now().toString(36)
const LISTS = 'e2e Gruppenpreis'
let api: AdminApi
let piece: StockFixture
let member: Session
let group: { id: string; name: string }

beforeAll(async () => {
  api = await adminApi()
  piece = await stockFixture('e2e-bestand-gruppenpreis')
  await piece.setAvailable({ 'Gold 587': 5, 'Gold 750': 5 })
  // lists an earlier, interrupted run left behind must not price the piece
  for (const stale of (await api.admin.priceList.list({ q: LISTS, fields: 'id' })).price_lists) await api.admin.priceList.delete(stale.id)
  member = await registerCustomer('gruppenpreis')
  group = (await api.admin.customerGroup.create({ name: `Stammkundschaft ${stamp}` })).customer_group as { id: string; name: string }
  await api.admin.customerGroup.batchCustomers(group.id, { add: [member.customerId] })
})

afterAll(async () => {
  for (const left of (await api.admin.priceList.list({ q: LISTS, fields: 'id' })).price_lists) await api.admin.priceList.delete(left.id)
  if (group) await api.admin.customerGroup.delete(group.id)
})

const spaced = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim()
const listsNamed = async (title: string) =>
  (
    await api.admin.priceList.list({
      q: title,
      fields:
        'id,title,type,status,starts_at,ends_at,price_list_rules.attribute,price_list_rules.value,prices.amount,prices.currency_code,prices.price_set.variant.id',
    })
  ).price_lists.filter((list) => list.title === title)

/** The piece's page with a variant chosen, once the page has taken over (and, signed in, asked for the customer's prices). */
async function productPage(page: Page, country: 'de' | 'gb', variantId: string) {
  await page.goto(`/${country}/${country === 'de' ? 'produkte' : 'products'}/${country === 'de' ? piece.handle : piece.handleEn}?variant=${variantId}`)
  await page.locator('[data-purchase][data-hydrated="true"]').waitFor()
}
const shownPrice = async (page: Page) => spaced(await page.locator('[data-purchase] [data-testid="price"]').innerText())

/** Adds the chosen variant and opens the cart: its one line's text. */
async function inCart(page: Page, country: 'de' | 'gb') {
  await page.locator('[data-testid="add-to-cart"]').click()
  await poll(() => page.locator('[data-testid="cart-count"]').innerText()).toBe('1')
  await page.goto(`/${country}/cart`)
  const line = page.locator('main [data-testid="cart-line"]')
  await poll(() => line.count()).toBe(1)
  return line
}

/** Chooses a day of the month shown (or the next) in a date field's calendar. */
async function chooseDay(page: Page, field: string, date: Date) {
  await page.getByRole('button', { name: new RegExp(`^${field}:`) }).click()
  const calendar = page.getByRole('dialog', { name: field })
  if (date.getMonth() !== new Date().getMonth()) await calendar.getByRole('button', { name: /Nächster Monat|Next month/ }).click()
  await calendar.locator('tbody button', { hasText: new RegExp(`^${date.getDate()}$`) }).click()
}

describe('a sale price list for a customer group, made in the back office', () => {
  it('on a phone, in German: its member sees the sale on the product page and pays it in the cart, a guest does not; deleted, it is gone', async () => {
    const title = `${LISTS} Sommer ${stamp}`
    browser = await openBrowser({ ...PHONE, locale: 'de-DE' })
    const { page, context, errors } = browser
    await openSignedIn(page, '/admin/de/price-lists/new')
    const drawer = page.getByRole('dialog')
    await drawer.getByLabel('Titel').fill(title)
    await drawer.getByLabel('Beschreibung').fill('Sommerangebot für Stammkunden')
    expect(await drawer.getByLabel('Art').inputValue()).toBe('sale')
    expect(await drawer.getByLabel('Status').inputValue()).toBe('active')
    // an end before the start is refused at the field, in the staff's language
    await chooseDay(page, 'Beginn', new Date(Date.now() + 3 * 86_400_000))
    await chooseDay(page, 'Ende', new Date(Date.now() + 2 * 86_400_000))
    await drawer.getByRole('button', { name: 'Anlegen' }).tap()
    await poll(() => drawer.locator('[data-field="ends_at"] [role="alert"]').innerText()).toBe('Das Ende darf nicht vor dem Beginn liegen')
    await drawer.getByRole('button', { name: /^Beginn leeren/ }).tap()
    await drawer.getByRole('button', { name: /^Ende leeren/ }).tap()
    await drawer.getByRole('combobox', { name: 'Kundengruppen' }).tap()
    await page.locator('[cmdk-input]').fill(group.name)
    await page.getByRole('option', { name: group.name }).tap()
    await page.keyboard.press('Escape')
    await expectNoSidewaysOverflow(page, 'the price list form')
    await drawer.getByRole('button', { name: 'Anlegen' }).tap()
    await poll(() => page.locator('h1').innerText()).toBe(title)
    await poll(() => page.locator('[data-section="overview"]').innerText()).toContain(group.name)
    const [created] = await listsNamed(title)
    expect(created).toMatchObject({ type: 'sale', status: 'active', starts_at: null, ends_at: null, rules: { 'customer.groups.id': [group.id] } })

    // the piece's Gold 587 for 4,080 € instead of 4,800 €, the regular price beside the cell
    await page.getByRole('button', { name: 'Produkte hinzufügen' }).tap()
    const adding = page.getByRole('dialog')
    await adding.getByRole('combobox', { name: 'Produkte' }).tap()
    await page.locator('[cmdk-input]').fill('Gruppenpreis')
    await page.getByRole('option', { name: piece.title }).tap()
    await page.keyboard.press('Escape')
    await adding.getByRole('button', { name: 'Weiter zu den Preisen' }).tap()
    const cell = adding.getByLabel(`Preis ${piece.title} Gold 587, EUR`, { exact: true })
    await cell.fill('4080')
    await poll(async () => spaced(await cell.locator('xpath=..').locator('[data-regular]').innerText())).toBe('regulär 4.800,00 € · −15 %')
    expect(await adding.locator('#price-list-grid-status').innerText()).toBe('Geänderte Preise: 1')
    await expectNoSidewaysOverflow(page, 'the price grid')
    await adding.getByRole('button', { name: 'Preise speichern' }).tap()
    await poll(() => page.getByRole('region', { name: 'Produkte und Preise' }).locator('tbody tr').count()).toBe(1)
    const [priced] = await listsNamed(title)
    expect(priced.prices.map((price) => [(price as unknown as { variant_id: string }).variant_id, price.currency_code, price.amount])).toEqual([
      [piece.variants['Gold 587'], 'eur', 4080],
    ])
    await expectNoSidewaysOverflow(page)

    // the member, signed in: the sale on the product page (the customer's own prices) and in the cart
    await sessionCookie(member, page)
    await productPage(page, 'de', piece.variants['Gold 587'])
    await poll(() => shownPrice(page)).toBe('4.080,00 €')
    expect(spaced(await page.locator('[data-purchase] [data-testid="original-price"]').textContent())).toBe('Originalpreis: 4.800,00 €')
    expect(spaced(await page.locator('[data-purchase] [data-testid="saving"]').innerText())).toBe('Sie sparen 720,00 €')
    const memberLine = await inCart(page, 'de')
    expect(spaced(await memberLine.innerText())).toContain('Einzelpreis: 4.080,00 €')
    expect(spaced(await memberLine.locator('[data-testid="saving"]').innerText())).toBe('Sie sparen 720,00 €')
    await expectNoSidewaysOverflow(page)

    // a guest: the regular price, nothing saved, on the page and in the cart
    await context.clearCookies()
    await productPage(page, 'de', piece.variants['Gold 587'])
    expect(await shownPrice(page)).toBe('4.800,00 €')
    expect(await page.locator('[data-purchase] [data-testid="saving"]').count()).toBe(0)
    const guestLine = await inCart(page, 'de')
    expect(spaced(await guestLine.innerText())).toContain('Einzelpreis: 4.800,00 €')
    expect(await guestLine.locator('[data-testid="saving"]').count()).toBe(0)

    // deleted in the back office: the rest of the suite sees normal prices
    await openSignedIn(page, `/admin/de/price-lists/${created.id}`)
    await page.getByRole('button', { name: 'Löschen' }).tap()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Löschen' }).tap()
    await poll(async () => (await listsNamed(title)).length).toBe(0)
    expect(errors.filter((error) => !/status of 401/.test(error))).toEqual([])
  })

  it('in English: a list whose period has not begun gives nobody its price, not even the group', async () => {
    const title = `${LISTS} Later ${stamp}`
    const start = new Date(Date.now() + 2 * 86_400_000)
    browser = await openBrowser({ locale: 'en-GB' })
    const { page, errors } = browser
    await openSignedIn(page, '/admin/en/price-lists/new')
    const drawer = page.getByRole('dialog')
    await drawer.getByLabel('Title').fill(title)
    await drawer.getByLabel('Type').selectOption('sale')
    await chooseDay(page, 'Start', start)
    await drawer.getByRole('combobox', { name: 'Customer groups' }).click()
    await page.locator('[cmdk-input]').fill(group.name)
    await page.getByRole('option', { name: group.name }).click()
    await page.keyboard.press('Escape')
    await drawer.getByRole('button', { name: 'Create' }).click()
    await poll(() => page.locator('h1').innerText()).toBe(title)
    await poll(() => page.locator('[data-section="overview"]').innerText()).toContain('Scheduled')
    const [created] = await listsNamed(title)
    const day = start.toLocaleDateString('sv-SE')
    expect(created).toMatchObject({ status: 'active', starts_at: dayStart(day), rules: { 'customer.groups.id': [group.id] } })

    await page.getByRole('button', { name: 'Add products' }).click()
    const adding = page.getByRole('dialog')
    await adding.getByRole('combobox', { name: 'Products' }).click()
    await page.locator('[cmdk-input]').fill('Gruppenpreis')
    await page.getByRole('option', { name: piece.title }).click()
    await page.keyboard.press('Escape')
    await adding.getByRole('button', { name: 'On to the prices' }).click()
    await adding.getByLabel(`Price ${piece.title} Gold 750, EUR`, { exact: true }).fill('4100')
    await adding.getByRole('button', { name: 'Save prices' }).click()
    await poll(async () => (await listsNamed(title))[0]?.prices.map((price) => price.amount)).toEqual([4100])
    await poll(() => page.getByRole('region', { name: 'Products and prices' }).locator('tbody tr').count()).toBe(1)

    // the group's member, signed in: the regular price, on the page and in the cart
    await sessionCookie(member, page)
    // the page asks for the customer's own prices: they are the regular ones
    const asked = page.waitForResponse((response) => response.url().includes(`/api/prices/de/${piece.productId}`))
    await productPage(page, 'de', piece.variants['Gold 750'])
    expect((await (await asked).json()).variants[piece.variants['Gold 750']]).toEqual({ price: { amount: 4900, currency_code: 'eur' }, original_price: null })
    expect(await shownPrice(page)).toBe('4.900,00 €')
    expect(await page.locator('[data-purchase] [data-testid="saving"]').count()).toBe(0)
    const line = await inCart(page, 'de')
    expect(spaced(await line.innerText())).toContain('4.900,00 €')
    expect(await line.locator('[data-testid="saving"]').count()).toBe(0)

    // deleted from the list's row menu
    await page.goto(`/admin/en/price-lists?q=${encodeURIComponent(title)}`)
    await page.getByRole('button', { name: `Actions for “${title}”` }).click()
    await page.getByRole('menuitem', { name: 'Delete' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await poll(async () => (await listsNamed(title)).length).toBe(0)
    expect(errors.filter((error) => !/status of 401/.test(error))).toEqual([])
  })
})
