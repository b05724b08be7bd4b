import type { Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { dictionaries } from '../i18n/dictionaries'
import { openBrowser } from './browser'
import { browserCartId, fillAddress, seedCart, stepOpen, uniqueEmail, variantInStock } from './checkout-steps'
import { BACK_END } from './patience'

let browser: Awaited<ReturnType<typeof openBrowser>> | undefined
afterEach(async () => browser?.close())

const de = dictionaries.de
const v = de.checkout.validation
const errorsOf = async (page: Page, step: string) =>
  (await page.locator(`[data-testid="step-${step}"] [data-testid="field-error"]`).allInnerTexts()).map((text) => text.trim())

describe('checkout validation (German)', () => {
  it('names every missing or malformed entry: email, address, shipping, payment and each confirmation', async () => {
    browser = await openBrowser()
    const { page, errors } = browser
    await seedCart(page, 'de', [{ variant_id: await variantInStock('de'), quantity: 1 }])
    await page.goto('/de/checkout')
    await stepOpen(page, 'personal')

    const submit = (step: string) => page.locator(`[data-testid="step-${step}"] button[type=submit]`).click()
    await submit('personal')
    await expect.poll(() => errorsOf(page, 'personal'), BACK_END).toEqual([v.required])
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('email')
    await page.fill('#email', 'anna@beispiel')
    await submit('personal')
    await expect.poll(() => errorsOf(page, 'personal'), BACK_END).toEqual([v.email])
    await page.fill('#email', uniqueEmail('validation'))
    await submit('personal')

    await stepOpen(page, 'addresses')
    await submit('addresses')
    // first name, last name, street, ZIP and city are required; a guest has no saved address to be told to choose
    await expect.poll(() => errorsOf(page, 'addresses'), BACK_END).toEqual(Array(5).fill(v.required))
    expect(await page.locator('[data-testid="address-alert"]').count()).toBe(0)
    expect(await page.locator('#saved-address').count()).toBe(0)
    await fillAddress(page, 'shipping', { first: 'Anna', last: 'Schmidt', street: 'Hauptstraße 12', zip: '1011', city: 'Berlin', phone: 'bitte anrufen' })
    await submit('addresses')
    await expect.poll(() => errorsOf(page, 'addresses'), BACK_END).toEqual([v.zip.postalCode.replace('{{example}}', '10115'), v.phone])
    await page.fill('#shipping-postal_code', '10115')
    await page.fill('#shipping-phone', '+49 30 1234567')
    await submit('addresses')

    await stepOpen(page, 'shipping')
    await submit('shipping')
    await expect.poll(() => errorsOf(page, 'shipping'), BACK_END).toEqual([v.chooseShipping])
    await page.locator('[data-testid="step-shipping"] input[type=radio]').first().check()
    await page.locator('aside [data-testid="shipping-method-name"]').waitFor()
    await submit('shipping')

    await stepOpen(page, 'payment')
    await submit('payment')
    await expect.poll(() => errorsOf(page, 'payment'), BACK_END).toEqual([de.messages.choosePaymentMethod])
    await page.check('input[value="pp_bank-transfer_bank-transfer"]')
    await submit('payment')

    await stepOpen(page, 'review')
    const place = page.locator('[data-testid="place-order"]')
    await place.click()
    await expect.poll(() => errorsOf(page, 'review'), BACK_END).toEqual([v.terms, v.revocation, v.privacy])
    await page.check('#consent-terms')
    await place.click()
    await expect.poll(() => errorsOf(page, 'review'), BACK_END).toEqual([v.revocation, v.privacy])
    await page.check('#consent-revocation')
    await place.click()
    await expect.poll(() => errorsOf(page, 'review'), BACK_END).toEqual([v.privacy])
    await page.check('#consent-privacy')
    await page.check('#create-account')
    await page.fill('#account-password', 'kurz')
    await place.click()
    await expect.poll(() => errorsOf(page, 'review'), BACK_END).toEqual([v.password])
    // nothing was ordered while the form was incomplete
    expect(await browserCartId(page)).toMatch(/^cart_/)
    expect(page.url()).toMatch(/\/de\/checkout$/)
    expect(errors).toEqual([])
  })
})
