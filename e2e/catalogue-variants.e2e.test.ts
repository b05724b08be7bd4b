import { afterEach, describe, expect, it } from 'vitest'
import { openBrowser } from './browser'
import { medusa } from './medusa'

let browser: Awaited<ReturnType<typeof openBrowser>> | undefined
afterEach(async () => browser?.close())

type Variant = { id: string; options: Record<string, string>; amount: number; inStock: boolean }

/** A seeded ring with two alloys at different prices, its variants as Medusa prices and stocks them for Germany. */
async function ringWithAlloys() {
  const { regions } = await medusa.store.region.list({ fields: 'id,countries.iso_2' })
  const region = regions.find((r) => r.countries?.some((c) => c.iso_2 === 'de'))!
  const { products } = await medusa.store.product.list({
    region_id: region.id,
    fields:
      'id,title,handle,*options,*variants.options,*variants.options.option,*variants.calculated_price,+variants.inventory_quantity,+variants.manage_inventory',
    limit: 500,
  })
  for (const product of products) {
    const variants: Variant[] = (product.variants ?? []).map((v) => ({
      id: v.id,
      options: Object.fromEntries((v.options ?? []).map((o) => [o.option?.title ?? '', o.value])),
      amount: Number(v.calculated_price?.calculated_amount),
      inStock: v.manage_inventory === false || (v.inventory_quantity ?? 0) > 0,
    }))
    const alloys = new Set(variants.map((v) => v.options.Legierung))
    const sizes = new Set(variants.map((v) => v.options['Ringgröße']))
    if (alloys.size < 2 || sizes.size < 2 || new Set(variants.map((v) => v.amount)).size < 2) continue
    const soldOut = variants.find((v) => !v.inStock)
    if (!soldOut) continue
    return { product, variants, soldOut }
  }
  throw new Error('no seeded ring with two alloys and a sold-out variant')
}

const euros = (text: string) => Number(/([\d.]+,\d{2})\s€/.exec(text)![1].replace(/\./g, '').replace(',', '.'))

describe('choosing a variant', () => {
  it('changes price, availability and ?variant=, and a reload keeps the choice', async () => {
    const { product, variants, soldOut } = await ringWithAlloys()
    browser = await openBrowser()
    const { page, errors } = browser
    await page.goto(`/de/produkte/${product.handle}`)
    await page.locator('[data-purchase][data-hydrated="true"]').waitFor()
    const price = page.getByTestId('price')
    const first = euros(await price.innerText())

    // pick the other alloy: its price differs (Medusa's price for the same size)
    const current = new URL(page.url()).searchParams.get('variant')
    const selectedAlloy = await page
      .locator('input[name^="option-"][value^="Gold"], input[name^="option-"][value="Platin"]')
      .evaluateAll((inputs) => (inputs as HTMLInputElement[]).find((input) => input.checked)?.value)
    const other = [...new Set(variants.map((v) => v.options.Legierung))].find((alloy) => alloy !== selectedAlloy)!
    const alloyLabel = page.locator('label', { has: page.locator(`input[value="${other}"]`) })
    if (await alloyLabel.locator('input').isDisabled()) {
      // the other alloy is sold out in this size: choose a size it is in stock in first
      const size = variants.find((v) => v.options.Legierung === other && v.inStock)!.options['Ringgröße']
      await page.locator('label', { has: page.locator(`input[value="${size}"]`) }).click()
    }
    await alloyLabel.click()
    await expect.poll(() => new URL(page.url()).searchParams.get('variant')).not.toBe(current)
    const chosenId = new URL(page.url()).searchParams.get('variant')!
    const chosen = variants.find((v) => v.id === chosenId)
    expect(chosen, `?variant=${chosenId} is not a variant of ${product.handle}`).toBeDefined()
    expect(chosen!.options.Legierung).toBe(other)
    await expect.poll(async () => euros(await price.innerText())).toBe(chosen!.amount)
    // another alloy costs another amount (seed: 585 ×1, 750 ×1.3, platinum ×1.55)
    expect(chosen!.amount).not.toBe(first)

    await page.reload()
    await page.locator('[data-purchase][data-hydrated="true"]').waitFor()
    expect(await page.locator(`input[value="${other}"]`).isChecked()).toBe(true)
    expect(euros(await price.innerText())).toBe(chosen!.amount)

    // a sold-out variant: sold out, the buy button is disabled
    await page.goto(`/de/produkte/${product.handle}?variant=${soldOut.id}`)
    await expect.poll(() => page.getByTestId('availability').innerText()).toBe('Ausverkauft')
    expect(await page.locator(`button[data-variant-id="${soldOut.id}"]`).isDisabled()).toBe(true)
    expect(errors).toEqual([])
  })
})
