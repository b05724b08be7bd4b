import { afterEach, describe, expect, it } from 'vitest'
import { openBrowser } from './browser'
import { seedCart, variantInStock } from './checkout-steps'

let browser: Awaited<ReturnType<typeof openBrowser>> | undefined
afterEach(async () => {
  await browser?.close()
  browser = undefined
})

describe("the cart's code form and the limit of code attempts", () => {
  it('German: ten wrong codes are each answered, the eleventh says to wait, with the minutes', async () => {
    browser = await openBrowser({ locale: 'de-DE' })
    const { page } = browser
    await seedCart(page, 'de', [{ variant_id: await variantInStock('de'), quantity: 1 }])
    await page.goto('/de/cart')
    const error = page.locator('#promotion-error')
    for (let i = 1; i <= 10; i++) {
      const code = `RATEN-${Date.now().toString(36).toUpperCase()}-${i}`
      await page.getByLabel('Gutscheincode').fill(code)
      await page.getByRole('button', { name: 'Einlösen' }).click()
      await expect.poll(() => error.innerText()).toBe(`Den Code „${code}“ gibt es nicht. Bitte prüfen Sie die Schreibweise.`)
    }
    await page.getByLabel('Gutscheincode').fill('RATEN-ELF')
    await page.getByRole('button', { name: 'Einlösen' }).click()
    await expect.poll(() => error.innerText()).toMatch(/^Zu viele Versuche\. Bitte warten Sie 1[45] Minuten und versuchen Sie es dann erneut\.$/)
  })
})
