import type { Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { type AdminApi, adminApi, openSignedIn, poll } from './admin-staff'
import { openBrowser, PHONE, WORKER_URL } from './browser'
import { seedCart } from './checkout-steps'
import { placeOrderWithCode } from './promotion-orders'
import { expectNoSidewaysOverflow } from './sideways-overflow'

let browser: Awaited<ReturnType<typeof openBrowser>> | undefined
const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  await browser?.close()
  browser = undefined
  for (const cleanup of cleanups.splice(0)) await cleanup().catch(() => undefined)
})

// the login screen's question for the signed-in user answers 401 before staff sign in
const pageErrors = (errors: string[]) => errors.filter((error) => !/status of 401/.test(error))
const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase()

type StoreProduct = {
  id: string
  variants: { id: string; manage_inventory: boolean; inventory_quantity?: number; calculated_price?: { calculated_amount: number } | null }[]
}

/** A priced variant in stock of a product filed directly under the category (by handle), from the shop's catalogue. */
async function variantOf(api: AdminApi, handle: string, country = 'de') {
  const [category] = (await api.admin.productCategory.list({ handle, fields: 'id' })).product_categories
  const { regions } = (await (await fetch(`${WORKER_URL}/api/regions`)).json()) as { regions: { id: string; countries: { iso_2: string }[] }[] }
  const region = regions.find((candidate) => candidate.countries.some((entry) => entry.iso_2 === country))!
  const query = `category_id[]=${category.id}&region_id=${region.id}&limit=50&fields=id,*variants,*variants.calculated_price,+variants.inventory_quantity,+variants.manage_inventory`
  const { products } = (await (await fetch(`${WORKER_URL}/medusa/store/products?${query}`, { headers: { origin: WORKER_URL } })).json()) as {
    products: StoreProduct[]
  }
  const variant = products
    .flatMap((product) => product.variants)
    .find((candidate) => candidate.calculated_price?.calculated_amount && (!candidate.manage_inventory || (candidate.inventory_quantity ?? 0) > 0))
  if (!variant) throw new Error(`no priced variant in stock under ${handle}`)
  return { categoryId: category.id, variantId: variant.id }
}

/** The cart as Medusa holds it (through the shop's pass-through). */
async function storeCart(cartId: string) {
  const answer = await fetch(`${WORKER_URL}/medusa/store/carts/${cartId}?fields=id,original_item_total,discount_total,*promotions`, {
    headers: { origin: WORKER_URL },
  })
  return ((await answer.json()) as { cart: { original_item_total: number; discount_total: number; promotions: { code: string }[] } }).cart
}

/** Enters a code in the cart page's promotion form. */
async function enterCode(page: Page, label: string, apply: string, code: string) {
  await page.getByLabel(label).fill(code)
  await page.getByRole('button', { name: apply }).click()
}

describe('promotions in the back office, used in the shop', () => {
  it('German: a 10 % promotion limited to the category Ringe, made in the back office, takes 10 % off a ring in the cart and nothing off a chain, until staff add the chains in one batch', async () => {
    const api = await adminApi()
    const code = `E2E-RINGE-${stamp()}`
    const ring = await variantOf(api, 'ringe')
    const chain = await variantOf(api, 'ketten')
    cleanups.push(async () => {
      const { promotions } = await api.admin.promotion.list({ code })
      for (const promotion of promotions) await api.admin.promotion.delete(promotion.id)
    })

    browser = await openBrowser({ locale: 'de-DE' })
    const { page, errors } = browser
    await openSignedIn(page, '/admin/de/promotions/new')
    await page.getByLabel('Code', { exact: true }).fill(code)
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Aktiv' })
    // a percentage above 100 is refused at its field, in German, before Medusa is asked
    await page.getByRole('textbox', { name: 'Höhe' }).fill('120')
    await page.keyboard.press('Tab')
    await page.getByRole('button', { name: 'Anlegen' }).click()
    await poll(() => page.locator('[data-field="application_method.value"]').innerText()).toContain('Ein Prozentsatz ist höchstens 100 %.')
    await page.getByRole('textbox', { name: 'Höhe' }).fill('10')
    // what is discounted: the category chosen by its name from Medusa's options
    const targets = page.locator('[data-rules="target-rules"]')
    await targets.getByRole('button', { name: 'Regel hinzufügen' }).click()
    await targets.getByLabel('Merkmal (Regel 1)').selectOption({ label: 'Kategorie' })
    await targets.getByRole('combobox', { name: 'Werte (Regel 1)' }).click()
    await page.locator('[cmdk-input]').fill('Ringe')
    await page.getByRole('option', { name: 'Ringe', exact: true }).click()
    await page.keyboard.press('Escape')
    await expect.poll(() => targets.locator('.admin-chip').allInnerTexts()).toEqual(['Ringe'])
    await page.getByRole('button', { name: 'Anlegen' }).click()
    await poll(() => page.locator('h1').innerText()).toBe(code)
    await poll(() => page.locator('[data-section="overview"]').innerText()).toMatch(/10\s%\sauf Artikel/)
    await poll(() => page.locator('[data-section="rules-target-rules"]').innerText()).toContain('Kategorie ist eine von Ringe')

    // Medusa holds it as made: active, 10 % on items, the one target rule naming the category's id
    const [promotion] = (
      await api.admin.promotion.list({
        code,
        fields: 'id,status,*application_method,*application_method.target_rules,application_method.target_rules.values.value',
      } as never)
    ).promotions
    expect(promotion).toMatchObject({ status: 'active', application_method: { type: 'percentage', value: 10, target_type: 'items' } })
    expect(promotion.application_method!.target_rules!.map((rule) => [rule.attribute, rule.operator, rule.values.map((value) => value.value)])).toEqual([
      ['items.product.categories.id', 'in', [ring.categoryId]],
    ])

    // a ring: the code applies and the discount shows
    const ringCart = await seedCart(page, 'de', [{ variant_id: ring.variantId, quantity: 1 }])
    await page.goto('/de/cart')
    await enterCode(page, 'Gutscheincode', 'Einlösen', code)
    await poll(() => page.getByTestId('promotion-code').allInnerTexts()).toEqual([code])
    await poll(() => page.getByTestId('cart-totals').innerText()).toContain('Rabatt')
    const discounted = await storeCart(ringCart)
    expect(discounted.promotions.map((applied) => applied.code)).toEqual([code])
    expect(discounted.discount_total).toBeCloseTo(discounted.original_item_total * 0.1, 1)

    // a chain: no discount, and the shopper is told why
    const chainCart = await seedCart(page, 'de', [{ variant_id: chain.variantId, quantity: 1 }])
    await page.goto('/de/cart')
    await enterCode(page, 'Gutscheincode', 'Einlösen', code)
    await poll(() => page.locator('#promotion-error').innerText()).toBe(`Der Code „${code}“ gilt nicht für die Artikel in Ihrem Warenkorb.`)
    expect(await page.getByTestId('cart-totals').innerText()).not.toContain('Rabatt')
    expect(await page.getByTestId('promotion-code').count()).toBe(0)
    const undiscounted = await storeCart(chainCart)
    expect([undiscounted.discount_total, undiscounted.promotions.length]).toEqual([0, 0])

    // staff add the chains to what is discounted (one batch call), and the chain's cart takes the code
    await page.goto(`/admin/de/promotions/${promotion.id}`)
    await page.getByRole('button', { name: 'Rabattierte Artikel bearbeiten' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('combobox', { name: 'Werte (Regel 1)' }).click()
    await page.locator('[cmdk-input]').fill('Ketten')
    await page.getByRole('option', { name: 'Ketten', exact: true }).click()
    await page.keyboard.press('Escape')
    await dialog.getByRole('button', { name: 'Speichern' }).click()
    await poll(() => page.locator('[data-section="rules-target-rules"]').innerText()).toMatch(/Kategorie ist eine von (Ringe, Ketten|Ketten, Ringe)/)
    const targetRules = async () => (await api.admin.promotion.listRules(promotion.id, 'target-rules')).rules
    expect((await targetRules()).map((rule) => rule.values.map((value) => value.value).sort())).toEqual([[ring.categoryId, chain.categoryId].sort()])
    await page.goto('/de/cart')
    await enterCode(page, 'Gutscheincode', 'Einlösen', code)
    await poll(() => page.getByTestId('promotion-code').allInnerTexts()).toEqual([code])
    expect((await storeCart(chainCart)).discount_total).toBeGreaterThan(0)
    expect(pageErrors(errors)).toEqual([])
  })

  it('English, on a phone: a campaign with a usage budget of 2 lets its promotion be redeemed twice, then the cart says the code is used up', async () => {
    const api = await adminApi()
    const suffix = stamp()
    const code = `E2E-ZWEIMAL-${suffix}`
    const name = `Two redemptions ${suffix}`
    cleanups.push(async () => {
      const { promotions } = await api.admin.promotion.list({ code })
      for (const promotion of promotions) await api.admin.promotion.delete(promotion.id)
      const { campaigns } = await api.admin.campaign.list({ campaign_identifier: `E2E-${suffix}` } as never)
      for (const campaign of campaigns) await api.admin.campaign.delete(campaign.id)
    })

    browser = await openBrowser({ ...PHONE, locale: 'en-GB' })
    const { page, errors } = browser
    // the campaign: a usage budget of 2
    await openSignedIn(page, '/admin/en/campaigns/new')
    const drawer = page.getByRole('dialog')
    await drawer.getByLabel('Name', { exact: true }).fill(name)
    await drawer.getByLabel('Identifier').fill(`E2E ${suffix}`)
    await drawer.getByLabel('Budget', { exact: true }).selectOption({ label: 'Number of redemptions' })
    await drawer.getByRole('textbox', { name: 'Limit' }).fill('2')
    await expectNoSidewaysOverflow(page, 'the campaign drawer')
    await drawer.getByRole('button', { name: 'Create' }).click()
    // an identifier with a space is refused at its field
    await poll(() => drawer.locator('[data-field="campaign_identifier"]').innerText()).toContain('Only letters, digits, - and _ – no spaces.')
    await drawer.getByLabel('Identifier').fill(`E2E-${suffix}`)
    await drawer.getByRole('button', { name: 'Create' }).click()
    await poll(() => page.locator('h1').innerText()).toBe(name)
    await poll(() => page.locator('[data-section="overview"]').innerText()).toContain('0 of 2 redemptions')
    await expectNoSidewaysOverflow(page)

    // the promotion: 10 % on items, then added to the campaign from the campaign's page
    await page.goto('/admin/en/promotions/new')
    await page.getByLabel('Code', { exact: true }).fill(code)
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Active' })
    await page.getByRole('textbox', { name: 'Amount' }).fill('10')
    await expectNoSidewaysOverflow(page, 'the new promotion')
    await page.getByRole('button', { name: 'Create' }).click()
    await poll(() => page.locator('h1').innerText()).toBe(code)
    const [promotion] = (await api.admin.promotion.list({ code })).promotions
    const [campaign] = (await api.admin.campaign.list({ campaign_identifier: `E2E-${suffix}` } as never)).campaigns
    await page.goto(`/admin/en/campaigns/${campaign.id}`)
    await page.locator('[data-child="promotions"]').getByRole('button', { name: 'Add promotions' }).click()
    const picker = page.getByRole('dialog')
    await picker.getByRole('combobox').click()
    await page.locator('[cmdk-input]').fill(code)
    await page.getByRole('option', { name: code }).click()
    await page.keyboard.press('Escape')
    await picker.getByRole('button', { name: 'Add promotions' }).click()
    await poll(() => page.locator('[data-child="promotions"] tbody').innerText()).toContain(code)
    await poll(async () => (await api.admin.promotion.retrieve(promotion.id)).promotion.campaign_id).toBe(campaign.id)

    // two orders redeem it (placed through the store API as the checkout places them)
    for (let order = 0; order < 2; order++) expect((await placeOrderWithCode(code)).discount).toBeGreaterThan(0)
    const budget = async () => (await api.admin.campaign.retrieve(campaign.id, { fields: '*budget' })).campaign.budget
    await poll(async () => Number((await budget())?.used)).toBe(2)
    await page.reload()
    await poll(() => page.locator('[data-section="overview"]').innerText()).toContain('2 of 2 redemptions')

    // the third cart: refused, in the shopper's language
    const { variantId } = await variantOf(api, 'ringe', 'us')
    const cartId = await seedCart(page, 'us', [{ variant_id: variantId, quantity: 1 }])
    await page.goto('/us/cart')
    await enterCode(page, 'Promotion code', 'Apply', code)
    await poll(() => page.locator('#promotion-error').innerText()).toBe(`The code “${code}” has been used up and can no longer be redeemed.`)
    expect(await page.getByTestId('cart-totals').innerText()).not.toContain('Discount')
    await expectNoSidewaysOverflow(page)
    expect((await storeCart(cartId)).promotions).toEqual([])
    expect(Number((await budget())?.used)).toBe(2)
    expect(pageErrors(errors)).toEqual([])
  })
})
