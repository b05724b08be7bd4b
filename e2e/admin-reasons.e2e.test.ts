import { afterEach, describe, expect, it } from 'vitest'
import { adminApi, openSignedIn, poll } from './admin-staff'
import { openBrowser } from './browser'

let browser: Awaited<ReturnType<typeof openBrowser>> | undefined
afterEach(async () => browser?.close())

type Reason = { id: string; value: string; label: string; parent_return_reason_id: string | null; metadata: Record<string, unknown> | null }

describe('return reasons in the back office (German)', () => {
  it('adds a sub-reason under a seeded reason, shown indented below it; moves it to the top; deletes it', async () => {
    const api = await adminApi()
    const stamp = Date.now().toString(36)
    const label = `Stein fehlt ${stamp}`
    const {
      return_reasons: [damaged],
    } = await api.admin.returnReason.list({ value: 'damaged', fields: 'id,label' })
    const reasonOf = async () =>
      (await api.admin.returnReason.list({ q: label, fields: 'id,value,label,parent_return_reason_id,metadata' } as never)).return_reasons[0] as unknown as
        | Reason
        | undefined

    browser = await openBrowser({ locale: 'de-DE' })
    const { page, errors } = browser
    await openSignedIn(page, '/admin/de/return-reasons/new')
    const drawer = page.getByRole('dialog')
    await drawer.getByRole('textbox', { name: 'Bezeichnung (Deutsch)' }).fill(label)
    // Enter sends the form (a click would first blur the field, whose message moves the button away)
    await drawer.getByRole('textbox', { name: 'Kennung' }).fill('Stein Fehlt')
    await drawer.getByRole('textbox', { name: 'Kennung' }).press('Enter')
    // each bad input its message, nothing sent
    await poll(() => drawer.locator('[data-field="label_en"] [role="alert"]').innerText()).toBe('Pflichtfeld')
    expect(await drawer.locator('[data-field="value"] [role="alert"]').innerText()).toBe('Das Format passt nicht')
    expect(await reasonOf()).toBeUndefined()

    await drawer.getByRole('textbox', { name: 'Bezeichnung (Englisch)' }).fill(`Stone missing ${stamp}`)
    await drawer.getByRole('textbox', { name: 'Kennung' }).fill(`stone_missing_${stamp}`)
    await drawer.getByLabel('Übergeordneter Grund').selectOption(damaged!.id)
    await drawer.getByRole('button', { name: 'Anlegen' }).click()
    await poll(() => page.locator('h1').innerText()).toBe(label)
    await poll(async () => await reasonOf()).toMatchObject({
      value: `stone_missing_${stamp}`,
      parent_return_reason_id: damaged!.id,
      metadata: { label_en: `Stone missing ${stamp}` },
    })

    // the list: the sub-reason right below its parent, indented
    await page.goto('/admin/de/return-reasons')
    const rows = page.locator('[data-resource-list="return-reasons"] tbody tr')
    await poll(() => rows.filter({ hasText: label }).count()).toBe(1)
    const tree = await rows
      .locator('[data-depth]')
      .evaluateAll((cells) => cells.map((cell) => ({ label: cell.textContent?.trim(), depth: (cell as HTMLElement).dataset.depth })))
    const parentAt = tree.findIndex((row) => row.label === damaged!.label)
    const mineAt = tree.findIndex((row) => row.label === label)
    expect(mineAt).toBeGreaterThan(parentAt)
    // between the parent and it only sub-reasons of the parent (others' tests may add some)
    expect(tree.slice(parentAt + 1, mineAt + 1).every((row) => row.depth === '1')).toBe(true)

    // a parent with sub-reasons cannot be deleted (its row has no actions), the sub-reason can
    expect(
      await rows
        .filter({ hasText: damaged!.label })
        .getByRole('button', { name: /Aktionen/ })
        .count(),
    ).toBe(0)
    expect(
      await rows
        .filter({ hasText: label })
        .getByRole('button', { name: /Aktionen/ })
        .count(),
    ).toBe(1)

    // moved to the top level (Medusa drops the parent from an edit; the back end keeps it)
    await rows.filter({ hasText: label }).getByRole('link').click()
    await page.getByRole('link', { name: 'Bearbeiten' }).click()
    await page.getByRole('dialog').getByLabel('Übergeordneter Grund').selectOption('')
    await page.getByRole('dialog').getByRole('button', { name: 'Speichern' }).click()
    await poll(async () => (await reasonOf())?.parent_return_reason_id).toBeNull()

    await page.getByRole('button', { name: 'Löschen' }).click()
    await poll(() => page.getByRole('alertdialog').innerText()).toContain('Bisherige Rücksendungen und Erstattungen behalten ihn')
    await page.getByRole('alertdialog').getByRole('button', { name: 'Löschen' }).click()
    await page.waitForURL((url) => url.pathname === '/admin/de/return-reasons')
    await poll(async () => await reasonOf()).toBeUndefined()
    // 401 for "who is signed in?" before the login, 404 for the deleted reason's page refreshed as it goes
    expect(errors.filter((error) => !/status of (401|404)/.test(error))).toEqual([])
  })
})

describe('refund reasons in the back office (English)', () => {
  it('creates a refund reason with its German and English texts, edits and deletes it', async () => {
    const api = await adminApi()
    const stamp = Date.now().toString(36)
    const label = `Preisnachlass ${stamp}`
    const reasonOf = async () => (await api.admin.refundReason.list({ q: label, fields: 'id,code,label,description,metadata' })).refund_reasons[0]

    browser = await openBrowser({ locale: 'en-GB' })
    const { page, errors } = browser
    await openSignedIn(page, '/admin/en/refund-reasons')
    await page.getByRole('link', { name: 'New refund reason' }).click()
    const drawer = page.getByRole('dialog')
    await drawer.getByRole('textbox', { name: 'Label (German)' }).fill(label)
    await drawer.getByRole('textbox', { name: 'Label (English)' }).fill(`Price reduction ${stamp}`)
    await drawer.getByRole('textbox', { name: 'Description (English)' }).fill('A discount granted afterwards')
    await drawer.getByRole('button', { name: 'Create' }).click()
    await poll(() => drawer.locator('[data-field="code"] [role="alert"]').innerText()).toBe('Required')
    await drawer.getByRole('textbox', { name: 'Code' }).fill(`price_reduction_${stamp}`)
    await drawer.getByRole('button', { name: 'Create' }).click()
    await poll(() => page.locator('h1').innerText()).toBe(label)
    await poll(async () => await reasonOf()).toMatchObject({
      code: `price_reduction_${stamp}`,
      metadata: { label_en: `Price reduction ${stamp}`, description_en: 'A discount granted afterwards' },
    })

    await page.getByRole('link', { name: 'Edit' }).click()
    await page.getByRole('dialog').getByRole('textbox', { name: 'Description (English)' }).fill('')
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click()
    await poll(async () => (await reasonOf())?.metadata).toEqual({ label_en: `Price reduction ${stamp}` })

    await page.getByRole('button', { name: 'Delete' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await page.waitForURL((url) => url.pathname === '/admin/en/refund-reasons')
    await poll(async () => await reasonOf()).toBeUndefined()
    expect(errors.filter((error) => !/status of (401|404)/.test(error))).toEqual([])
  })
})
