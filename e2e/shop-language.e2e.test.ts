import type { Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { ibanInGroups } from '../rules/iban'
import { accountReady, cartInBrowser, type Lang, logIn, texts } from './account-steps'
import { openBrowser, PHONE } from './browser'
import { acceptConfirmations, fillAddress, stepOpen, uniqueEmail } from './checkout-steps'
import { call, json, registerCustomer } from './customer-fixture'
import { type Mail, waitForMail } from './mail-inbox'
import { BACK_END } from './patience'
import { seededGermanIn } from './seeded-german'
import { STOCK_PIECES, stockFixture } from './stock-fixture'

const IBAN = ibanInGroups('DE89 3704 0044 0532 0130 00')

let browser: Awaited<ReturnType<typeof openBrowser>> | undefined
afterEach(async () => browser?.close())

const bodyText = (page: Page) => page.locator('body').innerText()
const step = (page: Page, id: string) => page.locator(`[data-testid="step-${id}"]`)
const submitStep = (page: Page, id: string) => step(page, id).locator('button[type=submit]').click()

/** From the chosen shipping method on: bank transfer, then the review with the confirmations given. */
async function bankTransferToReview(page: Page) {
  await submitStep(page, 'shipping')
  await stepOpen(page, 'payment')
  await step(page, 'payment').locator('input[value="pp_bank-transfer_bank-transfer"]').check()
  await submitStep(page, 'payment')
  await stepOpen(page, 'review')
  await acceptConfirmations(page)
}

/** What a mail says, in its plain-text and its HTML part (tags and entities aside). */
const mailWords = (mail: Mail) =>
  `${mail.text}\n${mail.html.replace(/<[^>]+>/g, ' ').replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))}`

/** The IBAN as the page and the mail show it: one line, in groups of four. */
async function expectIbanOnOneLine(page: Page, mail: Mail) {
  const iban = page.locator('[data-testid="bank-details"] dd', { hasText: /^DE89/ })
  expect(await iban.innerText()).toBe(IBAN)
  expect(await iban.locator('span').evaluate((element) => getComputedStyle(element).whiteSpace)).toBe('nowrap')
  const rendered = await iban.evaluate((element) => element.getClientRects().length === 1 && element.getBoundingClientRect().height < 40)
  expect(rendered).toBe(true)
  expect(mail.text).toContain(`IBAN: ${IBAN}`)
  expect(mail.html).toMatch(new RegExp(`white-space:nowrap;[^>]*>${IBAN}</td>`))
}

describe('the English shop speaks English', () => {
  it('on a phone: product, checkout, confirmation and mail without a German word; a guest gets field messages', async () => {
    const t = texts('en')
    const piece = await stockFixture('e2e-bestand-sprache')
    await piece.setAvailable({ Platin: 1 })
    browser = await openBrowser({ locale: 'en-US', ...PHONE })
    const { page, errors } = browser
    const email = uniqueEmail('english-phone')

    // the picker in English: option title and values from the shop's vocabulary
    await page.goto(`/us/products/${piece.handle}?variant=${piece.variants.Platin}`)
    await page.locator('[data-purchase][data-hydrated="true"]').waitFor()
    const picker = page.locator('[data-purchase] fieldset').first()
    expect(await picker.locator('legend').textContent()).toMatch(/^Alloy\s*Platinum$/)
    expect(seededGermanIn(await page.locator('main').innerText())).toEqual([])
    await page.locator('[data-testid="add-to-cart"]').click()
    await expect.poll(() => page.locator('[data-testid="cart-count"]').innerText(), BACK_END).toBe('1')

    await page.goto('/us/checkout')
    await stepOpen(page, 'personal')
    await page.fill('#email', email)
    await submitStep(page, 'personal')
    await stepOpen(page, 'addresses')
    // a guest has nothing to choose: each empty field says what it needs
    await submitStep(page, 'addresses')
    await expect
      .poll(() => step(page, 'addresses').locator('[data-testid="field-error"]').allInnerTexts(), BACK_END)
      .toEqual(Array(6).fill(t('checkout.validation.required')))
    expect(await page.locator('[data-testid="address-alert"]').count()).toBe(0)
    await fillAddress(page, 'shipping', { first: 'John', last: 'Miller', street: '350 Fifth Avenue', zip: '10118', city: 'New York', province: 'NY' })
    await submitStep(page, 'addresses')

    // the shipping options in English, name and description
    await stepOpen(page, 'shipping')
    const option = step(page, 'shipping').locator('label').first()
    await expect.poll(() => option.innerText(), BACK_END).toContain('Insured shipping')
    expect(await option.innerText()).toContain('Insured parcel delivery')
    await option.locator('input[type=radio]').check()
    await expect.poll(() => page.locator('aside [data-testid="shipping-method-name"]').innerText(), BACK_END).toBe('Insured shipping')
    await bankTransferToReview(page)
    await expect.poll(() => page.locator('aside [data-testid="cart-line"]').innerText(), BACK_END).toContain('Platinum')
    expect(await step(page, 'addresses').innerText()).toContain('United States')
    expect(await page.locator('form:has([data-testid="place-order"]) [data-testid="tax-free"] dt').innerText()).toBe(t('cart.taxFreeExport'))
    expect(seededGermanIn(await bodyText(page))).toEqual([])

    await page.locator('[data-testid="place-order"]').click()
    await page.waitForURL(/\/us\/order\/order_[A-Za-z0-9]+\/confirmed$/)
    const orderId = new URL(page.url()).pathname.split('/')[3]!
    const summary = page.locator('[data-testid="order-summary"]')
    await expect.poll(() => summary.innerText(), BACK_END).toContain('Insured shipping')
    await expect.poll(() => summary.locator('[data-testid="cart-line"]').innerText(), BACK_END).toContain('Platinum')
    expect(await summary.innerText()).toContain('United States')
    expect(seededGermanIn(await bodyText(page))).toEqual([])

    const mail = await waitForMail(email, { timeoutMs: BACK_END.timeout })
    const words = mailWords(mail)
    expect(seededGermanIn(words)).toEqual([])
    expect(mail.text).toContain(`1 × ${STOCK_PIECES['e2e-bestand-sprache'].en} (Platinum)`)
    expect(mail.text).toContain('Insured shipping')
    expect(mail.text).toContain('United States')
    expect(mail.text).toContain(`\n${t('cart.taxFreeExport')}\n`)
    await expectIbanOnOneLine(page, mail)
    expect(errors).toEqual([])
    await piece.cancelOrder(orderId)
  })
})

async function savedAddress(cookie: string, address: Record<string, unknown>) {
  return (
    await json<{ customer: { addresses: { id: string; address_1: string }[] } }>(call('/store/customers/me/addresses', { cookie, body: address }))
  ).customer.addresses.find((saved) => saved.address_1 === address.address_1)!.id
}

describe('a signed-in customer at desktop width (German)', () => {
  it('starts the checkout with the default address; countries by name; the mail words VAT as the site does', async () => {
    const t = texts('de')
    const piece = await stockFixture('e2e-bestand-sprache')
    await piece.setAvailable({ 'Gold 750': 1 })
    const customer = await registerCustomer('default-address')
    await savedAddress(customer.cookie, {
      first_name: 'Erika',
      last_name: 'Mustermann',
      address_1: 'Werkstattweg 7',
      postal_code: '10115',
      city: 'Berlin',
      country_code: 'de',
    })
    const home = await savedAddress(customer.cookie, {
      first_name: 'Erika',
      last_name: 'Mustermann',
      address_1: 'Goldgasse 1',
      postal_code: '75175',
      city: 'Pforzheim',
      country_code: 'de',
      is_default_shipping: true,
      is_default_billing: true,
    })
    browser = await openBrowser({ locale: 'de-DE' })
    const { page, errors } = browser
    await logIn(page, 'de', customer.email, customer.password)
    await accountReady(page)
    await expect.poll(() => page.locator('[data-testid="account-content"]').innerText(), BACK_END).toContain('Deutschland')
    expect(await page.locator('[data-testid="account-content"]').innerText()).not.toMatch(/^DE$/m)

    await cartInBrowser(page, 'de', piece.variants['Gold 750'])
    await page.goto('/de/checkout')
    const opened = page.locator('[data-testid^="step-"][data-active="true"]').first()
    await opened.waitFor(BACK_END)
    if ((await opened.getAttribute('data-testid')) === 'step-personal') {
      await expect.poll(() => page.inputValue('#email'), BACK_END).toBe(customer.email)
      await submitStep(page, 'personal')
    }
    await stepOpen(page, 'addresses')
    // the default address is chosen and filled in, not "enter a new address"
    await expect.poll(() => page.inputValue('#saved-address'), BACK_END).toBe(home)
    expect(await page.inputValue('#shipping-address_1')).toBe('Goldgasse 1')
    expect(await page.inputValue('#shipping-city')).toBe('Pforzheim')
    await submitStep(page, 'addresses')
    await stepOpen(page, 'shipping')
    expect(await step(page, 'addresses').innerText()).toContain('Goldgasse 1, 75175 Pforzheim, Deutschland')
    await step(page, 'shipping').locator('input[type=radio]').first().check()
    await page.locator('aside [data-testid="shipping-method-name"]').waitFor()
    await bankTransferToReview(page)
    const vat = page.locator('form:has([data-testid="place-order"]) [data-testid="tax-included"] dt')
    await expect.poll(() => vat.innerText(), BACK_END).toBe(t('cart.taxIncluded', { rate: 19 }))
    await page.locator('[data-testid="place-order"]').click()
    await page.waitForURL(/\/de\/order\/order_[A-Za-z0-9]+\/confirmed$/)
    const orderId = new URL(page.url()).pathname.split('/')[3]!
    const summary = page.locator('[data-testid="order-summary"]')
    await expect.poll(() => summary.locator('address').first().innerText(), BACK_END).toContain('Deutschland')

    const mail = await waitForMail(customer.email, { timeoutMs: BACK_END.timeout })
    expect(mail.text).toContain(`\n${t('cart.taxIncluded', { rate: 19 })}: `)
    expect(mail.text).not.toContain('Enthaltene Steuern')
    expect(mail.text).toContain('75175 Pforzheim\nDeutschland')
    await expectIbanOnOneLine(page, mail)

    // the order in the account: the same words
    await page.goto(`/de/account/orders/${orderId}`)
    await accountReady(page)
    const addresses = page.locator('[data-testid="order-summary"] address')
    await expect.poll(() => addresses.first().innerText(), BACK_END).toContain('Deutschland')
    expect(await addresses.first().innerText()).not.toMatch(/^DE$/m)
    expect(errors.filter((error) => !/401|Failed to load resource/.test(error))).toEqual([])
    await piece.cancelOrder(orderId)
  })
})

type MaterialCase = { locale: Lang; country: string; segment: string; phone: boolean; gold: string; platinum: string }

/** A seeded piece made in both Gold 750 and platinum (the page only reads it). */
async function twoAlloys(country: string, locale: Lang) {
  const worker = process.env.WORKER_URL ?? 'http://localhost:8788'
  const list = (await (await fetch(`${worker}/api/products/${country}/${locale}?limit=100`)).json()) as { products: { handle: string }[] }
  for (const { handle } of list.products) {
    const product = (await (await fetch(`${worker}/api/products/${country}/${locale}/${handle}`)).json()) as {
      handle: string
      options: { id: string; title: string; values: string[] }[]
      variants: { id: string; options: Record<string, string>; material: string | null; in_stock: boolean }[]
    }
    // both buyable, differing in the alloy alone: the picker switches from one to the other with one press
    const gold = product.variants.find((variant) => variant.material === 'gold750' && variant.in_stock)
    const platinum =
      gold &&
      product.variants.find(
        (variant) =>
          variant.material === 'platinum' &&
          variant.in_stock &&
          Object.entries(variant.options).every(([title, value]) => title === 'Legierung' || gold.options[title] === value),
      )
    if (gold && platinum) return { product, gold, platinum }
  }
  throw new Error(`no seeded piece in Gold 750 and platinum for ${country}`)
}

describe.each<MaterialCase>([
  { locale: 'de', country: 'de', segment: 'produkte', phone: false, gold: 'Material: Gold 750', platinum: 'Material: Platin' },
  { locale: 'en', country: 'us', segment: 'products', phone: true, gold: 'Material: 750 gold (18k)', platinum: 'Material: Platinum' },
])('the material line ($locale, phone: $phone)', (material) => {
  it('follows the chosen variant like price and SKU, also from ?variant=', async () => {
    const { product, gold, platinum } = await twoAlloys(material.country, material.locale)
    browser = await openBrowser({ locale: material.locale === 'de' ? 'de-DE' : 'en-US', ...(material.phone ? PHONE : {}) })
    const { page, errors } = browser
    const line = page.locator('[data-testid="material"]')
    await page.goto(`/${material.country}/${material.segment}/${product.handle}?variant=${gold.id}`)
    await page.locator('[data-purchase][data-hydrated="true"]').waitFor()
    expect(await line.innerText()).toBe(material.gold)
    const alloy = product.options.find((option) => option.title === 'Legierung')!
    await page.locator('label', { has: page.locator(`input[name="option-${alloy.id}"][value="Platin"]`) }).click()
    await expect.poll(() => line.innerText()).toBe(material.platinum)
    expect(new URL(page.url()).searchParams.get('variant')).toBe(platinum.id)
    // the server renders the variant of the link
    await page.reload()
    expect(await line.innerText()).toBe(material.platinum)
    expect(errors).toEqual([])
  })
})
