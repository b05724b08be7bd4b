import { afterEach, describe, expect, it } from 'vitest'
import { uniqueClientAddress } from '../worker/test/client-address'
import { adminApi, openSignedIn, poll } from './admin-staff'
import { openBrowser, PHONE, WORKER_URL } from './browser'
import { expectNoSidewaysOverflow } from './sideways-overflow'

let browser: Awaited<ReturnType<typeof openBrowser>> | undefined
afterEach(async () => browser?.close())

const MEDUSA_URL = (process.env.MEDUSA_URL ?? 'http://localhost:9100').replace(/\/+$/, '')

/** The store API as an app or a storefront calls it with a publishable key (through the shop's pass-through). */
async function storeProducts(token: string) {
  const response = await fetch(`${WORKER_URL}/medusa/store/products?limit=1&fields=id,title`, {
    headers: { 'x-publishable-api-key': token, 'cf-connecting-ip': uniqueClientAddress() },
  })
  return { status: response.status, body: (await response.json()) as { products?: unknown[]; message?: string } }
}

/** The admin API signed in with a secret key, as a program does (basic authentication, the key as user name). */
const withSecretKey = async (token: string) =>
  (await fetch(`${MEDUSA_URL}/admin/stores?fields=id`, { headers: { authorization: `Basic ${Buffer.from(`${token}:`).toString('base64')}` } })).status

describe('publishable keys in the back office (German)', () => {
  it('creates a key for the test, links a sales channel, the store API answers it; revoked, the store API refuses it', async () => {
    const api = await adminApi()
    const title = `E2E-Kasse ${Date.now().toString(36)}`
    const { stores } = await api.admin.store.list({ fields: 'default_sales_channel_id' })
    const { sales_channel: channel } = await api.admin.salesChannel.retrieve(stores[0]!.default_sales_channel_id!, { fields: 'id,name' })
    const keyOf = async () =>
      (await api.admin.apiKey.list({ q: title, fields: 'id,token,revoked_at,*sales_channels' } as never)).api_keys[0] as unknown as
        | { id: string; token: string; revoked_at: string | null; sales_channels: { id: string }[] }
        | undefined

    browser = await openBrowser({ locale: 'de-DE' })
    const { page, errors } = browser
    await openSignedIn(page, '/admin/de/api-keys')
    await page.getByRole('link', { name: 'Neuer öffentlicher Schlüssel' }).click()
    const drawer = page.getByRole('dialog')
    // nothing is sent without a name
    await drawer.getByRole('button', { name: 'Anlegen' }).click()
    await poll(() => drawer.locator('[data-field="title"] [role="alert"]').innerText()).toBe('Pflichtfeld')
    await drawer.getByRole('textbox', { name: 'Bezeichnung' }).fill(title)
    await drawer.getByRole('button', { name: 'Anlegen' }).click()
    await poll(() => page.locator('h1').innerText()).toBe(title)
    await expect.poll(async () => (await keyOf())?.token).toMatch(/^pk_/)
    const { token } = (await keyOf())!
    await poll(() => page.locator('[data-section="overview"]').innerText()).toContain(token)
    // without a sales channel the key shows nothing
    expect((await storeProducts(token)).status).toBe(400)

    await page.locator('[data-child="sales-channels"]').getByRole('button', { name: 'Verkaufskanäle hinzufügen' }).click()
    const picker = page.getByRole('dialog')
    await picker.getByRole('combobox').click()
    await page.locator('[cmdk-input]').fill(channel.name)
    await page.getByRole('option', { name: channel.name }).click()
    await page.keyboard.press('Escape')
    await picker.getByRole('button', { name: 'Verkaufskanäle hinzufügen' }).click()
    await poll(() => page.locator('[data-child="sales-channels"] tbody').innerText()).toContain(channel.name)
    await poll(async () => (await keyOf())?.sales_channels.map((linked) => linked.id)).toEqual([channel.id])
    await poll(async () => (await storeProducts(token)).status).toBe(200)
    expect((await storeProducts(token)).body.products?.length).toBe(1)

    // the confirmation says what revoking stops; this key is not the shop's own, so no red warning
    await page.getByRole('button', { name: 'Widerrufen' }).click()
    const confirm = page.getByRole('alertdialog')
    await poll(() => confirm.locator('[data-revoke-consequences]').getAttribute('aria-busy')).toBe('false')
    expect(await confirm.innerText()).toContain('Aufrufe des Shops (oder einer App) mit diesem Schlüssel werden ab sofort abgelehnt')
    expect(await confirm.locator('[data-shop-key-warning]').count()).toBe(0)
    await confirm.getByRole('button', { name: 'Widerrufen' }).click()
    await poll(() => page.locator('[data-section="overview"]').innerText()).toContain('Widerrufen am')
    await poll(async () => (await keyOf())?.revoked_at).not.toBeNull()
    const refused = await storeProducts(token)
    expect(refused.status).toBe(400)
    expect(refused.body.message).toMatch(/publishable key/i)

    // once revoked it can be deleted
    await page.getByRole('button', { name: 'Löschen' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Löschen' }).click()
    await page.waitForURL((url) => url.pathname === '/admin/de/api-keys')
    await poll(async () => await keyOf()).toBeUndefined()
    // 401 for "who is signed in?" before the login, 404 for the deleted key's page refreshed as it goes
    expect(errors.filter((error) => !/status of (401|404)/.test(error))).toEqual([])
  })

  it("warns in red before the shop's own key is revoked, and leaves it when cancelled", async () => {
    const api = await adminApi()
    const { api_keys: keys } = await api.admin.apiKey.list({ type: 'publishable', order: 'created_at', fields: 'id,title,token,revoked_at' } as never)
    const shopKey = keys.find((key) => key.token === process.env.MEDUSA_PUBLISHABLE_KEY)!
    expect(shopKey).toBeDefined()

    browser = await openBrowser({ locale: 'de-DE' })
    const { page } = browser
    await openSignedIn(page, `/admin/de/api-keys/${shopKey.id}`)
    await poll(() => page.locator('[data-section="overview"]').innerText()).toContain('dem Shop selbst')
    await page.getByRole('button', { name: 'Widerrufen' }).click()
    const warning = page.getByRole('alertdialog').locator('[data-shop-key-warning]')
    await poll(() => warning.innerText()).toContain('ist der Schlüssel, den der Shop selbst verwendet')
    expect(await warning.getAttribute('class')).toContain('text-red-800')
    await page.getByRole('alertdialog').getByRole('button', { name: 'Abbrechen' }).click()
    expect((await api.admin.apiKey.retrieve(shopKey.id)).api_key.revoked_at).toBeNull()
    expect((await storeProducts(process.env.MEDUSA_PUBLISHABLE_KEY!)).status).toBe(200)
  })
})

describe('secret keys in the back office (English, on a phone)', () => {
  it('creates a secret key shown once, a program signs in with it, revoked it is refused, then deleted', async () => {
    const api = await adminApi()
    const title = `E2E program ${Date.now().toString(36)}`
    browser = await openBrowser({ ...PHONE, locale: 'en-GB' })
    const { page, errors } = browser
    await openSignedIn(page, '/admin/en/api-keys')
    await page.getByRole('button', { name: 'New secret key' }).tap()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Create' }).tap()
    await poll(() => dialog.locator('[data-field="title"] [role="alert"]').innerText()).toBe('Required')
    await dialog.getByRole('textbox', { name: 'Name' }).fill(title)
    await expectNoSidewaysOverflow(page, 'the new secret key dialog')
    await dialog.getByRole('button', { name: 'Create' }).tap()
    const shown = dialog.locator('[data-once-result] input')
    await poll(() => shown.inputValue()).toMatch(/^sk_/)
    const token = await shown.inputValue()
    expect(await withSecretKey(token)).toBe(200)
    await expectNoSidewaysOverflow(page, 'the shown secret key')
    await dialog.getByRole('button', { name: 'Done' }).tap()
    // gone once closed: the list shows only its ends
    expect(await page.content()).not.toContain(token)

    await page.goto(`/admin/en/api-keys?q=${encodeURIComponent(title)}&filter[type][]=secret`)
    const row = page.locator('[data-resource-list="api-keys"] tbody tr', { hasText: title })
    await poll(() => row.count()).toBe(1)
    await expectNoSidewaysOverflow(page)
    await row.getByRole('button', { name: /Actions/ }).tap()
    await page.getByRole('menuitem', { name: 'Revoke' }).tap()
    const confirm = page.getByRole('alertdialog')
    await poll(() => confirm.innerText()).toContain('Programs that sign in with this key will be refused from then on.')
    await confirm.getByRole('button', { name: 'Revoke' }).tap()
    await poll(() => row.innerText()).toContain('Revoked on')
    expect(await withSecretKey(token)).toBe(401)

    await row.getByRole('button', { name: /Actions/ }).tap()
    await page.getByRole('menuitem', { name: 'Delete' }).tap()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).tap()
    await poll(async () => (await api.admin.apiKey.list({ q: title, fields: 'id' } as never)).api_keys.length).toBe(0)
    expect(errors.filter((error) => !/status of 401/.test(error))).toEqual([])
  })
})
