import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { type AdminApi, adminApi, openSignedIn, poll } from './admin-staff'
import { openBrowser, PHONE } from './browser'
import { expectNoSidewaysOverflow } from './sideways-overflow'

let browser: Awaited<ReturnType<typeof openBrowser>> | undefined
afterEach(async () => browser?.close())
const cleanup: (() => Promise<unknown>)[] = []
afterAll(async () => {
  for (const step of cleanup.reverse()) await step().catch(() => undefined)
})

const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`

/** Each variant's values by option title, as Medusa holds them. */
async function variantValues(api: AdminApi, productId: string) {
  const { variants } = await api.admin.product.listVariants(productId, { fields: 'title,*options,options.option.title', order: 'title' })
  return variants.map((variant) =>
    Object.fromEntries((variant.options ?? []).map((value) => [(value as { option?: { title?: string } }).option?.title, value.value])),
  )
}

const optionsOf = async (api: AdminApi, productId: string) =>
  (await api.admin.product.retrieve(productId, { fields: 'id,*options,*options.values' })).product.options!.map((option) => [
    option.title,
    (option.values ?? []).map((value) => value.value).sort(),
  ])

describe("a product's options on a phone (390 px, touch), in German", () => {
  it('adds an option with the value every variant gets, keeps a value variants have, renames it, and removes only an option no variant has', async () => {
    const api = await adminApi()
    const { product } = await api.admin.product.create({
      title: `Optionsring ${id}`,
      handle: `e2e-optionen-${id}`,
      status: 'draft',
      options: [{ title: 'Ringgröße', values: ['52', '54'] }],
      variants: ['52', '54'].map((size) => ({
        title: `Größe ${size}`,
        sku: `E2E-OPT-${id}-${size}`.toUpperCase(),
        options: { Ringgröße: size },
        manage_inventory: false,
        prices: [{ currency_code: 'eur', amount: 890 }],
      })),
    })
    cleanup.push(() => api.admin.product.delete(product.id))
    const { product: bare } = await api.admin.product.create({
      title: `Etui ${id}`,
      handle: `e2e-etui-${id}`,
      status: 'draft',
      options: [{ title: 'Etui', values: ['Leder'] }],
    })
    cleanup.push(() => api.admin.product.delete(bare.id))

    browser = await openBrowser({ ...PHONE, locale: 'de-DE' })
    const { page, errors } = browser
    await openSignedIn(page, `/admin/de/products/${product.id}`)
    await poll(() => page.locator('h1').innerText()).toBe(`Optionsring ${id}`)
    // the variants' table is wider than a phone: it scrolls in its own container, the page does not pan
    await page.getByRole('table', { name: 'Varianten' }).waitFor()
    await expectNoSidewaysOverflow(page, 'the product')

    // a new option: the product has variants, so staff choose the value they all get
    await page.getByRole('button', { name: 'Option hinzufügen' }).tap()
    const dialog = page.getByRole('dialog')
    await poll(() => dialog.innerText()).toContain('Die 2 Varianten des Produkts bekommen alle denselben Wert der neuen Option.')
    await dialog.getByLabel('Option', { exact: true }).fill('Gravur')
    const values = dialog.getByRole('textbox', { name: 'Werte' })
    for (const value of ['ohne', 'mit']) {
      await values.fill(value)
      await values.press('Enter')
    }
    await dialog.getByRole('button', { name: 'Speichern' }).tap()
    await poll(() => dialog.locator('[data-field="variant_value"] [role=alert]').innerText()).toContain('Wählen Sie, welchen Wert von „Gravur“ sie bekommen.')
    await dialog.getByLabel('Wert der bestehenden Varianten').selectOption('ohne')
    await expectNoSidewaysOverflow(page, 'the new option')
    await dialog.getByRole('button', { name: 'Speichern' }).tap()
    await poll(() => variantValues(api, product.id)).toEqual([
      { Ringgröße: '52', Gravur: 'ohne' },
      { Ringgröße: '54', Gravur: 'ohne' },
    ])
    await poll(() => page.locator('[data-option="Gravur"]').innerText()).toContain('mit')

    // a value the variants have stays; the refused change saves nothing
    await page.getByRole('button', { name: 'Option „Gravur“ bearbeiten' }).tap()
    const edit = page.getByRole('dialog')
    await poll(() => edit.getByTestId('option-usage').innerText()).toBe('In Gebrauch (bleiben): ohne (2 Var.).')
    await edit.getByLabel('Option', { exact: true }).fill('Gravur Hand')
    await edit.getByRole('button', { name: '„ohne“ entfernen' }).tap()
    await edit.getByRole('button', { name: 'Speichern' }).tap()
    await poll(() => edit.locator('[data-field="values"] [role=alert]').innerText()).toContain(
      '„ohne“ bleibt, solange Varianten diesen Wert haben: Größe 52, Größe 54.',
    )
    await expectNoSidewaysOverflow(page, 'the refused change')
    expect(await optionsOf(api, product.id)).toContainEqual(['Gravur', ['mit', 'ohne']])

    // renamed, "mit" replaced by "Initialen", in one request
    const editValues = edit.getByRole('textbox', { name: 'Werte' })
    await editValues.fill('ohne')
    await editValues.press('Enter')
    await edit.getByRole('button', { name: '„mit“ entfernen' }).tap()
    await editValues.fill('Initialen')
    await editValues.press('Enter')
    await edit.getByRole('button', { name: 'Speichern' }).tap()
    await poll(() => optionsOf(api, product.id)).toContainEqual(['Gravur Hand', ['Initialen', 'ohne']])
    await poll(() => variantValues(api, product.id)).toEqual([
      { Ringgröße: '52', 'Gravur Hand': 'ohne' },
      { Ringgröße: '54', 'Gravur Hand': 'ohne' },
    ])

    // an option the variants have cannot be removed: the dialog says why and offers nothing else
    await page.getByRole('button', { name: 'Option „Gravur Hand“ löschen' }).tap()
    const refusal = page.getByRole('alertdialog')
    await poll(() => refusal.innerText()).toContain('„Gravur Hand“ lässt sich nicht entfernen, solange Varianten einen Wert davon haben: Größe 52, Größe 54.')
    expect(await refusal.getByRole('button', { name: 'Löschen' }).count()).toBe(0)
    await refusal.getByRole('button', { name: 'Schließen' }).tap()

    // one no variant has goes, and the product has no options left
    await page.goto(`/admin/de/products/${bare.id}`)
    await page.getByRole('button', { name: 'Option „Etui“ löschen' }).tap()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Löschen' }).tap()
    await poll(() => optionsOf(api, bare.id)).toEqual([])
    await expectNoSidewaysOverflow(page)
    // the login screen's question for the signed-in user answers 401 before staff sign in
    expect(errors.filter((error) => !/status of 401/.test(error))).toEqual([])
  }, 180_000)
})
