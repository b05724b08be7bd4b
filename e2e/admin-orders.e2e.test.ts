import type { AdminOrder } from '@medusajs/types'
import type { Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { placeTransferOrders } from '../client/admin/test/test-orders'
import { adminApi, openSignedIn, poll, signIn } from './admin-staff'
import { openBrowser, PHONE } from './browser'
import { tapDetailAction } from './detail-action'
import { expectNoSidewaysOverflow } from './sideways-overflow'

const TEXTS = {
  de: {
    orders: 'Bestellungen',
    search: 'Bestellungen durchsuchen',
    pending: 'Zahlung ausstehend',
    markPaid: 'Zahlungseingang buchen',
    markPaidTitle: 'Zahlungseingang buchen?',
    paid: 'Bezahlt',
    booked: (count: number) => `Zahlungseingang gebucht (Bestellungen: ${count}).`,
    select: (n: number) => `„#${n}“ auswählen`,
  },
  en: {
    orders: 'Orders',
    search: 'Search Orders',
    pending: 'Awaiting payment',
    markPaid: 'Record payment received',
    markPaidTitle: 'Record payment received?',
    paid: 'Paid',
    booked: (count: number) => `Payment recorded (orders: ${count}).`,
    select: (n: number) => `Select “#${n}”`,
  },
} as const

let browser: Awaited<ReturnType<typeof openBrowser>> | undefined
afterEach(async () => browser?.close())

const paymentStates = async (orders: { id: string }[]) => {
  const api = await adminApi()
  const { orders: found } = await api.admin.order.list({ id: orders.map((order) => order.id), fields: 'id,payment_status' })
  return found.map((order) => order.payment_status)
}

async function searchOrders(page: Page, locale: 'de' | 'en', q: string) {
  await page
    .getByRole('navigation', { name: locale === 'de' ? 'Verwaltung' : 'Back office' })
    .getByRole('link', { name: TEXTS[locale].orders, exact: true })
    .click()
  await page.waitForURL(`**/admin/${locale}/orders`)
  await page.getByRole('searchbox', { name: TEXTS[locale].search }).fill(q)
  await page.waitForURL((url) => url.searchParams.get('q') === q)
  return page.locator('[data-resource-list="orders"] tbody tr')
}

describe.each(['de', 'en'] as const)('orders in the back office (%s)', (locale) => {
  const text = TEXTS[locale]

  it('finds a bank transfer by its reference and books the payment, as Medusa then records', async () => {
    const [order] = (await placeTransferOrders(1, () => `e2e-ref-${Date.now()}@example.com`)) as unknown as AdminOrder[]
    browser = await openBrowser()
    const { page } = browser
    await signIn(page, locale)
    const rows = await searchOrders(page, locale, `AURELIA-${order.display_id}`)
    await poll(() => rows.count()).toBe(1)
    expect(await rows.first().innerText()).toContain(text.pending)
    await rows.first().getByRole('link').click()
    await page.waitForURL(`**/admin/${locale}/orders/${order.id}`)
    await poll(() => page.getByTestId('bank-reference').innerText()).toBe(`AURELIA-${order.display_id}`)
    await page.getByRole('button', { name: text.markPaid }).click()
    const dialog = page.getByRole('alertdialog', { name: text.markPaidTitle })
    expect(await dialog.getByTestId('booking-list').innerText()).toContain(`AURELIA-${order.display_id}`)
    await dialog.getByRole('button', { name: text.markPaid }).click()
    await poll(() => page.getByTestId('payment-collection-status').innerText()).not.toBe(text.pending)
    await poll(() => paymentStates([order])).toEqual(['captured'])
    expect(await page.getByRole('button', { name: text.markPaid }).count()).toBe(0)
  })

  it('books three bank transfers at once from the list, after listing them', async () => {
    const tag = `e2e-bulk-${Date.now().toString(36)}`
    const orders = (await placeTransferOrders(3, (n) => `${tag}-${n}@example.com`)) as unknown as AdminOrder[]
    browser = await openBrowser()
    const { page } = browser
    await signIn(page, locale)
    const rows = await searchOrders(page, locale, tag)
    await poll(() => rows.count()).toBe(3)
    for (const order of orders) await page.getByRole('checkbox', { name: text.select(order.display_id!) }).check()
    await page
      .getByRole('region', { name: locale === 'de' ? 'Aktionen für die Auswahl' : 'Actions for the selection' })
      .getByRole('button', { name: text.markPaid })
      .click()
    const dialog = page.getByRole('alertdialog', { name: text.markPaidTitle })
    await poll(() => dialog.getByTestId('booking-list').locator('li').count()).toBe(3)
    await dialog.getByRole('button', { name: text.markPaid }).click()
    await poll(() => page.getByRole('region', { name: /Benachrichtigungen|Notifications/ }).innerText()).toContain(text.booked(3))
    await poll(() => paymentStates(orders)).toEqual(['captured', 'captured', 'captured'])
    await poll(async () => (await rows.allInnerTexts()).every((row) => row.includes(text.paid))).toBe(true)
  })
})

describe('orders on a phone and as they come in', () => {
  it('fit 390 px as rows, and the payment is booked by touch', async () => {
    const [order] = (await placeTransferOrders(1, () => `e2e-phone-${Date.now()}@example.com`)) as unknown as AdminOrder[]
    browser = await openBrowser(PHONE)
    const { page } = browser
    await openSignedIn(page, `/admin/de/orders?q=AURELIA-${order.display_id}`)
    const row = page.locator('[data-resource-list="orders"] tbody tr').first()
    await poll(() => row.innerText()).toContain(`#${order.display_id}`)
    // the number, and under it the date, the customer, the total and both states, each whole and inside the list;
    // the other columns give way
    const list = (await page.locator('[data-resource-list="orders"]').boundingBox())!
    const values = row.locator('.admin-phone-value')
    expect(await values.evaluateAll((all) => all.map((value) => value.textContent?.replace(/\s+/g, ' ').trim()))).toEqual([
      expect.stringMatching(/^Datum: \d/),
      expect.stringContaining('Erika Mustermann'),
      expect.stringMatching(/^Summe: [\d.,]+\s€$/),
      'Zahlung: Zahlung ausstehend',
      'Versand: Nicht versandt',
    ])
    for (const box of await values.evaluateAll((all) =>
      all.map((value) => {
        const rect = value.getBoundingClientRect()
        return { right: rect.right, height: rect.height }
      }),
    )) {
      expect(box.right).toBeLessThanOrEqual(list.x + list.width)
      // one line each: a total or a state is never broken in two
      expect(box.height).toBeLessThan(30)
    }
    expect(await row.innerText()).toContain('Zahlung ausstehend')
    await expectNoSidewaysOverflow(page)
    await row.getByRole('link').tap()
    await page.waitForURL(`**/admin/de/orders/${order.id}`)
    await poll(() => page.getByTestId('bank-reference').innerText()).toBe(`AURELIA-${order.display_id}`)
    await expectNoSidewaysOverflow(page)
    // what staff need before packing leads the page: the summary with the payment state, the items, the address;
    // the order's actions wait in one menu
    const top = async (section: string) => (await page.locator(`[data-section="${section}"]`).boundingBox())!.y
    const leading = [await top('summary'), await top('items'), await top('addresses')]
    expect(leading).toEqual([...leading].sort((a, b) => a - b))
    for (const later of ['payments', 'fulfillments', 'timeline', 'customer']) expect(await top(later)).toBeGreaterThan(leading[2])
    expect(leading[2]).toBeLessThan(2 * PHONE.viewport.height)
    expect(await page.getByRole('button', { name: 'Zahlungseingang buchen' }).count()).toBe(0)
    await tapDetailAction(page, 'Zahlungseingang buchen')
    await page.getByRole('alertdialog').getByRole('button', { name: 'Zahlungseingang buchen' }).tap()
    await poll(() => paymentStates([order])).toEqual(['captured'])
  })

  it('shows a new order in the list within 30 s, counted in the tab title', async () => {
    browser = await openBrowser()
    const { page } = browser
    // the page's clock: the 30 s pass at once once the order is there
    await page.clock.install()
    await openSignedIn(page, '/admin/de/orders')
    await page.locator('[data-resource-list="orders"] tbody tr').first().waitFor()
    const [order] = (await placeTransferOrders(1, () => `e2e-new-${Date.now()}@example.com`)) as unknown as AdminOrder[]
    expect(await page.locator('[data-resource-list="orders"] tbody').innerText()).not.toContain(`#${order.display_id}`)
    await page.clock.fastForward(30_000)
    await poll(() => page.locator('[data-resource-list="orders"] tbody').innerText(), 10_000).toContain(`#${order.display_id}`)
    await poll(() => page.title(), 10_000).toMatch(/^\(\d+\) Bestellungen/)
  })
})
