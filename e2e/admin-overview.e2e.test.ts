import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { afterEach, describe, expect, it } from 'vitest'
import { openSignedIn, poll } from './admin-staff'
import { openBrowser, PHONE } from './browser'
import { placeOrder, uniqueEmail } from './customer-fixture'
import { expectNoSidewaysOverflow } from './sideways-overflow'

let browser: Awaited<ReturnType<typeof openBrowser>> | undefined
afterEach(async () => browser?.close())

type Violation = { id: string; impact: string | null; nodes: { target: string[] }[] }

describe('the overview on a phone (German)', () => {
  it('shows the to-do list, the figures with a table behind each chart and the export, with no serious axe violation', async () => {
    // an order of this week, so there are figures to chart
    await placeOrder(null, { email: uniqueEmail('overview') })
    browser = await openBrowser({ ...PHONE, locale: 'de-DE' })
    const { page, errors } = browser
    await openSignedIn(page, '/admin/de')
    await poll(() => page.locator('h1').innerText()).toBe('Übersicht')
    await page.getByTestId('to-do').waitFor()
    await poll(() => page.getByRole('heading', { name: 'Heute zu tun' }).isVisible()).toBe(true)
    await poll(() => page.getByTestId('todo-to_book').innerText()).toContain('Zahlungseingang buchen')
    // the period switch: a week's figures, then the chart's table shown
    await page.getByText('Woche', { exact: true }).click()
    await poll(() => page.getByRole('heading', { level: 2, name: /Diese Woche/ }).isVisible()).toBe(true)
    const chart = page.getByTestId('figures-eur').getByRole('figure')
    await chart.getByRole('button', { name: 'Als Tabelle zeigen' }).click()
    await poll(() => chart.getByRole('table').isVisible()).toBe(true)
    await poll(() => page.getByTestId('accounting-export').getByRole('button', { name: 'DATEV-Buchungsstapel (CSV)' }).isVisible()).toBe(true)
    await expectNoSidewaysOverflow(page)

    const axe = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
    // evaluated through the debugging protocol: an added <script> tag would be refused by the back office's CSP
    await page.evaluate(axe)
    const violations = await page.evaluate(async () => {
      const result = await (window as unknown as { axe: { run: (context: unknown) => Promise<{ violations: Violation[] }> } }).axe.run(document)
      return result.violations.map((violation) => ({ id: violation.id, impact: violation.impact, nodes: violation.nodes.map((node) => node.target.join(' ')) }))
    })
    expect(violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([])
    expect(errors).toEqual([])
  })
})
