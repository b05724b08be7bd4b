import type { Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { type AdminApi, adminApi, createPublishedProduct, openSignedIn, poll } from './admin-staff'
import { openBrowser, PHONE, WORKER_URL } from './browser'
import { fillAddress, seedCart, stepOpen } from './checkout-steps'
import { putBackAtEnd } from './put-back'
import { expectNoSidewaysOverflow } from './sideways-overflow'

let browser: Awaited<ReturnType<typeof openBrowser>> | undefined
afterEach(async () => browser?.close())

type Rule = { id: string; attribute: string; operator: string; value: string }
type Option = { id: string; name: string; rules: Rule[]; service_zone: { id: string; name: string } }

/** The seeded options of the zone "Deutschland": insured shipping up to the threshold, valuables transport above. */
async function germanOptions(api: AdminApi) {
  const { shipping_options } = (await api.client.fetch('/admin/shipping-options', { query: { fields: 'id,name,*rules,*service_zone', limit: 100 } })) as {
    shipping_options: Option[]
  }
  const inGermany = shipping_options.filter((option) => option.service_zone?.name === 'Deutschland')
  const insured = inGermany.find((option) => option.name === 'Versicherter Versand')
  const valuables = inGermany.find((option) => option.name === 'Werttransport')
  if (!insured || !valuables) throw new Error('the seed ships within Germany by insured parcel and valuables transport')
  return { insured, valuables, zoneId: valuables.service_zone.id }
}

/** Text as staff read it: Intl puts no-break spaces between amount and currency. */
const plain = async (text: Promise<string>) => (await text).replace(/[\u00a0\u202f]/g, ' ')

/** An option's one cart-value rule, as the batch that restores it sends it. */
function threshold(option: Option): Rule {
  const { id, attribute, operator, value } = option.rules.find((rule) => rule.attribute === 'item_total')!
  return { id, attribute, operator, value }
}

/** What the storefront offers a cart of one piece in Germany, asked as the checkout asks (through the worker). */
async function offeredInGermany(page: Page, variantId: string) {
  const cartId = await seedCart(page, 'de', [{ variant_id: variantId, quantity: 1 }])
  await fetch(`${WORKER_URL}/medusa/store/carts/${cartId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: WORKER_URL },
    body: JSON.stringify({ shipping_address: { country_code: 'de' } }),
  })
  const answer = (await (await fetch(`${WORKER_URL}/medusa/store/shipping-options?cart_id=${cartId}`)).json()) as {
    shipping_options: { id: string; name: string }[]
  }
  return answer.shipping_options.map((option) => option.name).sort()
}

/** Opens an option's edit page from its detail and sets its one cart-value rule's amount. */
async function moveThreshold(page: Page, optionId: string, amount: string) {
  await page.goto(`/admin/de/shipping-options/${optionId}/edit`)
  const line = page.locator('[data-lines="cart_value"] [data-line="0"]')
  await line.getByLabel('Betrag').fill(amount)
  await page.getByRole('button', { name: 'Speichern' }).click()
  await page.waitForURL((url) => url.pathname === `/admin/de/shipping-options/${optionId}`)
}

/** The product page's shipping promise (the valuables limit of the country's shipping options), read afresh until it says `text`. */
async function promiseSays(page: Page, path: string, text: string) {
  await page.goto(path)
  const promises = page.locator('section[aria-labelledby="shop-promises"]')
  await poll(async () => {
    const said = await plain(promises.innerText())
    if (!said.includes(text)) await page.reload()
    return said
  }).toContain(text)
}

describe('the valuables threshold in the back office moves what the checkout offers and what the product pages promise', () => {
  it('German: 5,000 € → 3,000 € for Germany, a cart of 4,000 € is offered valuables transport where it was offered the parcel, and the product page says so', async () => {
    const api = await adminApi()
    const { insured, valuables, zoneId } = await germanOptions(api)
    const before = { insured: threshold(insured), valuables: threshold(valuables) }
    expect([before.insured.operator, before.insured.value, before.valuables.operator, before.valuables.value]).toEqual(['lte', '5000', 'gt', '5000'])
    const stamp = Date.now().toString(36)
    const { product } = await createPublishedProduct(api, `e2e-versand-${stamp}`, `Versand-Prüfstück ${stamp}`)
    const [variant] = (await api.admin.product.listVariants(product.id, { fields: 'id' })).variants
    await api.admin.product.updateVariant(product.id, variant.id, {
      prices: ['eur', 'chf', 'gbp', 'usd'].map((currency_code) => ({ currency_code, amount: 4000 })),
    })
    const restore = putBackAtEnd(async () => {
      // the suite shares one database and other journeys ship by the 5,000 € limit
      for (const [option, rule] of [
        [valuables, before.valuables],
        [insured, before.insured],
      ] as const)
        await api.client.fetch(`/admin/shipping-options/${option.id}/rules/batch`, { method: 'POST', body: { update: [rule] } })
      await api.admin.product.delete(product.id)
    })
    browser = await openBrowser({ locale: 'de-DE' })
    const { page, errors } = browser
    expect(await offeredInGermany(page, variant.id)).toEqual(['Versicherter Versand'])
    // the product page promises what the rules say (and is cached so)
    await promiseSays(
      page,
      `/de/produkte/${product.handle}`,
      'Bis 5.000,00 € Warenwert versenden wir mit einem Paketdienst, darüber mit einem sicheren Werttransport.',
    )

    // the zone's options, the rules in words
    await openSignedIn(page, `/admin/de/shipping-options?filter[service_zone_id][]=${zoneId}`)
    const rows = page.locator('[data-resource-list="shipping-options"] tbody tr')
    await poll(() => rows.count()).toBeGreaterThanOrEqual(2)
    const list = page.locator('[data-resource-list="shipping-options"]')
    await poll(() => plain(list.innerText())).toContain('über 5.000,00 € Warenwert')
    expect(await plain(list.innerText())).toContain('bis 5.000,00 € Warenwert')
    await list.getByRole('link', { name: 'Werttransport' }).click()
    await poll(() => plain(page.locator('[data-section="rules"]').innerText())).toContain('über 5.000,00 € Warenwert')

    // bad input gets its message at the field, and nothing is saved
    await page.getByRole('link', { name: 'Bearbeiten' }).click()
    const line = page.locator('[data-lines="cart_value"] [data-line="0"]')
    await line.getByLabel('Betrag').fill('dreitausend')
    await page.getByLabel('Preis EUR', { exact: true }).fill('-5')
    await page.getByRole('button', { name: 'Speichern' }).click()
    await poll(() => line.innerText()).toContain('Bitte einen Betrag eingeben, z. B. 5000 oder 4.999,99.')
    expect(await page.locator('[data-price="currency:eur"]').innerText()).toContain('Der Betrag darf nicht negativ sein.')
    expect(threshold((await germanOptions(api)).valuables).value).toBe('5000')
    await page.getByLabel('Preis EUR', { exact: true }).fill('0')

    // the threshold moves for both ways of the zone
    await line.getByLabel('Betrag').fill('3.000')
    await page.getByRole('button', { name: 'Speichern' }).click()
    await page.waitForURL((url) => url.pathname === `/admin/de/shipping-options/${valuables.id}`)
    await poll(() => plain(page.locator('[data-section="rules"]').innerText())).toContain('über 3.000,00 € Warenwert')
    await moveThreshold(page, insured.id, '3000')
    await poll(() => plain(page.locator('[data-section="rules"]').innerText())).toContain('bis 3.000,00 € Warenwert')
    const moved = await germanOptions(api)
    expect([threshold(moved.insured), threshold(moved.valuables)]).toEqual([
      { ...before.insured, value: '3000' },
      { ...before.valuables, value: '3000' },
    ])

    // the shop's checkout now offers the valuables transport for the same cart
    await seedCart(page, 'de', [{ variant_id: variant.id, quantity: 1 }])
    await page.goto('/de/checkout')
    await stepOpen(page, 'personal')
    await page.fill('#email', `e2e-versand-${stamp}@example.com`)
    await page.locator('[data-testid="step-personal"] button[type=submit]').click()
    await stepOpen(page, 'addresses')
    await fillAddress(page, 'shipping', { first: 'Clara', last: 'Brandt', street: 'Goldschmiedeweg 4', zip: '75172', city: 'Pforzheim' })
    await page.locator('[data-testid="step-addresses"] button[type=submit]').click()
    await stepOpen(page, 'shipping')
    const offered = page.locator('[data-testid="step-shipping"] input[name="shipping-option"]')
    await poll(() => offered.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))).toEqual([valuables.id])
    expect(await page.locator('[data-testid="step-shipping"]').innerText()).toContain('Werttransport')

    // and the product page promises the new limit (the subscriber purged its cached copy)
    await promiseSays(
      page,
      `/de/produkte/${product.handle}`,
      'Bis 3.000,00 € Warenwert versenden wir mit einem Paketdienst, darüber mit einem sicheren Werttransport.',
    )
    expect(errors.filter((error) => !/status of 401/.test(error))).toEqual([])
    await restore()
    const restored = await germanOptions(api)
    expect([threshold(restored.insured).value, threshold(restored.valuables).value]).toEqual(['5000', '5000'])
    // restored, a seeded piece's page promises the seeded limit again
    await promiseSays(browser!.page, '/de/produkte/gliederarmband-venezia', 'Bis 5.000,00 € Warenwert')
  })
})

describe('shipping profiles and service zones in the back office on a phone', () => {
  it('English: creates a profile, a zone with a postal code range and a shipping option in it; Medusa holds them', async () => {
    const api = await adminApi()
    const stamp = Date.now().toString(36)
    const profileName = `E2E bulky ${stamp}`
    const { stock_location: location } = await api.admin.stockLocation.create({
      name: `E2E Lager ${stamp}`,
      address: { address_1: 'Goldgasse 1', city: 'Pforzheim', country_code: 'DE' },
    })
    await api.admin.stockLocation.updateFulfillmentProviders(location.id, { add: ['manual_manual'] })
    await api.admin.stockLocation.createFulfillmentSet(location.id, { name: `E2E Versand ${stamp}`, type: 'shipping' })
    const profiles = async () => (await api.admin.shippingProfile.list({ name: profileName } as never)).shipping_profiles
    const restore = putBackAtEnd(async () => {
      // the location's fulfillment set takes its zones and their options along; then location and profile go
      const { stock_location: made } = await api.admin.stockLocation.retrieve(location.id, { fields: 'id,*fulfillment_sets' })
      for (const set of made.fulfillment_sets ?? []) await api.admin.fulfillmentSet.delete(set.id)
      await api.admin.stockLocation.delete(location.id)
      for (const profile of await profiles()) await api.admin.shippingProfile.delete(profile.id)
    })
    browser = await openBrowser({ ...PHONE, locale: 'en-GB' })
    const { page, errors } = browser
    // a shipping profile; its type must be a code
    await openSignedIn(page, '/admin/en/shipping-profiles/new')
    const drawer = page.getByRole('dialog')
    await drawer.getByLabel('Name', { exact: true }).fill(profileName)
    await drawer.getByLabel('Type').fill('Bulky goods')
    await drawer.getByRole('button', { name: 'Create' }).tap()
    await poll(() => drawer.innerText()).toContain('The format does not match')
    await drawer.getByLabel('Type').fill('bulky')
    await expectNoSidewaysOverflow(page, 'the profile drawer')
    await drawer.getByRole('button', { name: 'Create' }).tap()
    await poll(() => page.locator('h1').innerText()).toBe(profileName)
    await poll(async () => (await profiles()).map((profile) => profile.type)).toEqual(['bulky'])

    // a service zone of postal codes; without a country it says so
    await page.goto(`/admin/en/stock-locations/${location.id}`)
    await page.getByRole('button', { name: 'Add service zone' }).tap()
    const zoneDrawer = page.getByRole('dialog')
    await zoneDrawer.getByLabel('Name', { exact: true }).fill(`Pforzheim ${stamp}`)
    const area = zoneDrawer.locator('[data-line="0"]')
    await area.getByLabel('Kind of area').selectOption('zip')
    await area.getByLabel('Province/region (code)').fill('BW')
    await area.getByLabel('City').fill('Pforzheim')
    await area.getByLabel('Postal code from').fill('75000')
    await area.getByLabel('Postal code to').fill('75999')
    await zoneDrawer.getByRole('button', { name: 'Create' }).tap()
    await poll(() => area.innerText()).toContain('Please give the country (country code, e.g. DE).')
    await area.getByLabel('Country (code)').fill('DE')
    await expectNoSidewaysOverflow(page, 'the zone drawer')
    await zoneDrawer.getByRole('button', { name: 'Create' }).tap()
    const zone = page.locator(`[data-service-zone="Pforzheim ${stamp}"]`)
    await poll(() => zone.innerText()).toContain('DE · BW · Pforzheim · postal codes 75000–75999')
    const stored = async () =>
      (await api.admin.stockLocation.retrieve(location.id, { fields: '*fulfillment_sets.service_zones.geo_zones' })).stock_location.fulfillment_sets![0]
        .service_zones
    const [created] = await stored()
    expect(
      created.geo_zones.map(({ type, country_code, province_code, city, postal_expression }) => ({
        type,
        country_code,
        province_code,
        city,
        postal_expression,
      })),
    ).toEqual([{ type: 'zip', country_code: 'de', province_code: 'BW', city: 'Pforzheim', postal_expression: { from: '75000', to: '75999' } }])

    // its page: the areas, and a shipping option made there with the new profile
    await zone.getByRole('link', { name: `Open service zone “Pforzheim ${stamp}”` }).tap()
    await poll(() => page.locator('h1').innerText()).toBe(`Pforzheim ${stamp}`)
    await expectNoSidewaysOverflow(page, 'the zone page')
    await page.getByRole('button', { name: 'Shipping option in this zone' }).tap()
    const optionDrawer = page.getByRole('dialog')
    await optionDrawer.getByLabel('Name', { exact: true }).fill(`Kurier ${stamp}`)
    await optionDrawer.getByLabel('Name (English)').fill(`Courier ${stamp}`)
    await optionDrawer.locator('[data-field="shipping_profile_id"]').getByRole('combobox').tap()
    await page.locator('[cmdk-input]').fill(profileName)
    // one profile to choose: the choice closes its list
    await page.getByRole('option', { name: profileName }).tap()
    await poll(() => optionDrawer.locator('[data-field="provider_id"] select').inputValue()).toBe('manual_manual')
    await optionDrawer.getByLabel('Price EUR', { exact: true }).fill('12,50')
    await optionDrawer.getByRole('button', { name: 'Add a cart value rule' }).tap()
    await optionDrawer.locator('[data-lines="cart_value"] [data-line="0"]').getByLabel('Amount').fill('250')
    await expectNoSidewaysOverflow(page, 'the option drawer')
    await optionDrawer.getByRole('button', { name: 'Create' }).tap()
    // the English back office names the option in English; Medusa holds both names
    await poll(() => page.locator('[data-child="zone-options"] tbody').innerText()).toContain(`Courier ${stamp}`)
    expect(await page.locator('[data-child="zone-options"] tbody').innerText()).toContain('€12.50')
    const { shipping_options } = (await api.client.fetch('/admin/shipping-options', {
      query: { service_zone_id: created.id, fields: 'id,name,metadata,*prices,*rules,shipping_profile.name' },
    })) as {
      shipping_options: (Option & {
        metadata: Record<string, unknown>
        prices: { amount: number; currency_code: string }[]
        shipping_profile: { name: string }
      })[]
    }
    expect(
      shipping_options.map((option) => [
        option.name,
        option.metadata.name_en,
        option.shipping_profile.name,
        option.prices.map((price) => [price.currency_code, price.amount]),
      ]),
    ).toEqual([[`Kurier ${stamp}`, `Courier ${stamp}`, profileName, [['eur', 12.5]]]])
    expect(shipping_options[0].rules.map((rule) => `${rule.attribute} ${rule.operator} ${rule.value}`).sort()).toEqual([
      'enabled_in_store eq true',
      'is_return eq false',
      'item_total gt 250',
    ])

    // the list and the option's page fit the phone, the rules in words
    await page.goto(`/admin/en/shipping-options?q=${encodeURIComponent(`Kurier ${stamp}`)}`)
    await poll(() => page.locator('[data-resource-list="shipping-options"] tbody tr').count()).toBe(1)
    await expectNoSidewaysOverflow(page, 'the shipping options list')
    await page.getByRole('link', { name: `Courier ${stamp}` }).tap()
    await poll(() => page.locator('[data-section="rules"]').innerText()).toContain('cart value above €250.00')
    await expectNoSidewaysOverflow(page, 'the shipping option page')
    expect(errors.filter((error) => !/status of 401/.test(error))).toEqual([])
    await restore()
  })
})
