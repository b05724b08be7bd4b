import { afterEach, describe, expect, it } from 'vitest'
import { type AdminApi, adminApi, openSignedIn, poll } from './admin-staff'
import { openBrowser, PHONE, WORKER_URL } from './browser'
import { putBackAtEnd } from './put-back'
import { expectNoSidewaysOverflow } from './sideways-overflow'

let browser: Awaited<ReturnType<typeof openBrowser>> | undefined
afterEach(async () => browser?.close())

// Iceland: a country the shop does not sell to (the suite shares one database: the journey puts everything back)
const COUNTRY = 'is'

const regionNamed = async (api: AdminApi, name: string) => (await api.admin.region.list({ name, fields: 'id,name,*countries' } as never)).regions[0]
const countriesOf = async (api: AdminApi, id: string) =>
  ((await api.admin.region.retrieve(id, { fields: '*countries' })).region.countries ?? []).map((country) => country.iso_2)
const shopStatus = async (path: string) => (await fetch(`${WORKER_URL}${path}`, { redirect: 'manual' })).status

/** A tax region of the journey's own (an export country: 0 %), deleted again afterwards. */
async function ownTaxRegion(api: AdminApi, country_code: string) {
  const [existing] = (await api.admin.taxRegion.list({ country_code, parent_id: 'null' } as never)).tax_regions
  if (existing) return { id: existing.id, own: false }
  const { tax_region } = await api.admin.taxRegion.create({
    country_code,
    provider_id: 'tp_system',
    default_tax_rate: { name: 'Steuerfreie Ausfuhr', code: `export-${country_code}`, rate: 0 },
  })
  return { id: tax_region.id, own: true }
}

describe('regions in the back office on a phone (German)', () => {
  it('adds Iceland to "International": the storefront lists it and /is/ answers; removing it takes it away again', async () => {
    const api = await adminApi()
    const international = await regionNamed(api, 'International')
    expect(await countriesOf(api, international.id)).not.toContain(COUNTRY)
    // every listed country names its VAT: Iceland is an export (0 %)
    const taxRegion = await ownTaxRegion(api, COUNTRY)
    const restore = putBackAtEnd(async () => {
      const countries = await countriesOf(api, international.id)
      if (countries.includes(COUNTRY)) await api.admin.region.update(international.id, { countries: countries.filter((code) => code !== COUNTRY) as string[] })
      if (taxRegion.own) await api.admin.taxRegion.delete(taxRegion.id)
    })
    browser = await openBrowser({ ...PHONE, locale: 'de-DE' })
    const { page, errors } = browser
    await openSignedIn(page, '/admin/de/regions')
    await page.getByRole('link', { name: 'International' }).tap()
    await poll(() => page.locator('h1').innerText()).toBe('International')
    await expectNoSidewaysOverflow(page)

    await page.getByRole('link', { name: 'Bearbeiten' }).tap()
    const drawer = page.getByRole('dialog')
    await drawer.locator('[data-field="countries"] [role="combobox"]').tap()
    await page.locator('[cmdk-input]').fill('Isla')
    await page.getByRole('option', { name: 'Island', exact: true }).tap()
    await page.keyboard.press('Escape')
    await poll(() => drawer.locator('[data-field="countries"] li').allInnerTexts()).toContain('Island')
    // no shipping zone reaches Iceland yet: a warning, not a refusal
    await poll(() => drawer.locator('[data-unshippable]').innerText()).toContain('Island')
    await expectNoSidewaysOverflow(page, 'the region drawer')
    await drawer.getByRole('button', { name: 'Speichern' }).tap()
    await poll(() => countriesOf(api, international.id)).toContain(COUNTRY)
    await poll(() => page.locator('[data-section="countries"] [data-unshippable]').innerText()).toContain('Island')

    // the storefront's country selector lists it at once, and the shop in Iceland answers
    const shop = await browser.context.newPage()
    await shop.goto('/de/store')
    await shop.getByRole('button', { name: 'Menü öffnen' }).tap()
    const menu = shop.getByRole('dialog', { name: 'Menü' })
    await menu.getByRole('button', { name: 'Lieferung nach: Deutschland', exact: true }).tap()
    await menu.getByRole('button', { name: 'Island', exact: true }).tap()
    await shop.waitForURL('**/is/store')
    await expectNoSidewaysOverflow(shop)
    expect(await shopStatus('/is/')).toBe(200)
    await shop.close()

    // and it goes again
    await page.getByRole('link', { name: 'Bearbeiten' }).tap()
    await page.getByRole('dialog').getByRole('button', { name: '„Island“ entfernen' }).tap()
    await page.getByRole('dialog').getByRole('button', { name: 'Speichern' }).tap()
    await poll(() => countriesOf(api, international.id)).not.toContain(COUNTRY)
    await poll(() => shopStatus('/is/')).toBe(301)
    // the login screen's question for the signed-in user answers 401 before staff sign in
    expect(errors.filter((error) => !/status of 401/.test(error))).toEqual([])
    await restore()
  })
})

describe('taxes and the store in the back office (English)', () => {
  it("refuses another region's country by name, edits a tax rate, and changes the store's name back and forth", async () => {
    const api = await adminApi()
    // the Faroe Islands: a tax region of the journey's own, so no other test sees its rate change
    const taxRegion = await ownTaxRegion(api, 'fo')
    const [{ id: storeId, name: storeName }] = (await api.admin.store.list({ fields: 'id,name' })).stores
    const newName = `${storeName} ${Date.now().toString(36)}`
    const restore = putBackAtEnd(async () => {
      if ((await api.admin.store.retrieve(storeId, { fields: 'name' })).store.name !== storeName) await api.admin.store.update(storeId, { name: storeName })
      if (taxRegion.own) await api.admin.taxRegion.delete(taxRegion.id)
    })
    browser = await openBrowser({ locale: 'en-GB' })
    const { page, errors } = browser
    // a country of another region, named with that region
    const international = await regionNamed(api, 'International')
    await openSignedIn(page, `/admin/en/regions/${international.id}/edit`)
    const drawer = page.getByRole('dialog')
    await drawer.locator('[data-field="countries"] [role="combobox"]').click()
    await page.locator('[cmdk-input]').fill('Switz')
    await page.getByRole('option', { name: /Switzerland/ }).click()
    await page.keyboard.press('Escape')
    await drawer.getByRole('button', { name: 'Save' }).click()
    await poll(() => drawer.locator('[data-field="countries"] [role="alert"]').innerText()).toBe(
      'Switzerland already belongs to the region “Schweiz & Liechtenstein”. Remove it there first: a country belongs to exactly one region.',
    )
    expect(await countriesOf(api, international.id)).not.toContain('ch')
    await drawer.getByRole('button', { name: 'Cancel' }).click()

    // a tax rate, edited in its region's table
    await page.goto(`/admin/en/tax-regions/${taxRegion.id}`)
    await poll(() => page.locator('h1').innerText()).toBe('Faroe Islands')
    const rates = page.locator('[data-child="rates"]')
    await rates.getByRole('button', { name: /Actions/ }).click()
    await page.getByRole('menuitem', { name: 'Edit' }).click()
    const form = page.getByRole('dialog')
    await form.getByLabel('Rate in %').fill('150')
    await form.getByRole('button', { name: 'Save' }).click()
    await poll(() => form.locator('[data-field="rate"]').innerText()).toContain('At most 100')
    await form.getByLabel('Rate in %').fill('12.5')
    await form.getByRole('button', { name: 'Save' }).click()
    const rateInMedusa = async () =>
      (await api.admin.taxRate.list({ tax_region_id: taxRegion.id, fields: 'rate,is_default' } as never)).tax_rates.find((rate) => rate.is_default)?.rate
    await poll(rateInMedusa).toBe(12.5)
    await poll(() => rates.locator('tbody').innerText()).toContain('12.5%')

    // the Settings entry opens the store itself; its name changed and back
    await page.goto('/admin/en/store')
    await page.waitForURL(`**/admin/en/store/${storeId}`)
    await poll(() => page.locator('h1').innerText()).toBe(storeName)
    for (const name of [newName, storeName]) {
      await page.getByRole('link', { name: 'Edit' }).click()
      await page.getByRole('textbox', { name: 'Name' }).fill(name)
      await page.getByRole('button', { name: 'Save' }).click()
      await poll(async () => (await api.admin.store.retrieve(storeId, { fields: 'name' })).store.name).toBe(name)
      await poll(() => page.locator('h1').innerText()).toBe(name)
    }
    expect(errors.filter((error) => !/status of 401/.test(error))).toEqual([])
    await restore()
  })
})
