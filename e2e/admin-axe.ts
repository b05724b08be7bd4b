import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REGISTERED } from '../client/admin/resources/registry'
import { openSignedIn } from './admin-staff'
import { openBrowser, PHONE } from './browser'
import { PATIENCE_MS } from './patience'

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
type Violation = { id: string; impact: string | null; nodes: { target: string[] }[] }

/** Axe's serious and critical findings on the page as it shows now, each with the elements it found. */
async function seriousViolations(page: Page): Promise<string[]> {
  // evaluated through the debugging protocol (an added <script> tag would be refused by the back office's CSP), once
  // per document: screens after the first are reached inside the app, as staff reach them
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE)
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: Violation[] }> } }).axe
    // only the violations are reported: the passes' and the incomplete checks' details are not gathered
    return (await axe.run(document, { resultTypes: ['violations'] })).violations
  })
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

/** How long a screen shows nothing busy before it counts as drawn: a section starts its query as it mounts, within a frame. */
const SETTLED_FOR_MS = 300

/**
 * Opens a screen and waits until it has drawn what it loads: its heading, then nothing busy or loading left (the
 * back office marks loading parts `aria-busy`), for a moment in a row (`SETTLED_FOR_MS`).
 * The first screen is loaded; the others are reached by the app's own navigation (the router follows
 * `history.pushState`), as a link tap would, without loading and starting the back office again.
 */
async function show(page: Page, path: string) {
  if (page.url().includes('/admin/')) {
    await page.evaluate((to) => {
      ;(window as unknown as { settledSince?: number }).settledSince = undefined
      history.pushState(null, '', to)
    }, path)
  } else await page.goto(path)
  await page.waitForFunction(
    ({ to, settledFor }) => {
      const state = window as unknown as { settledSince?: number }
      const busy = document.querySelector('[aria-busy="true"], [data-loading], .animate-spin')
      // a screen may lead on (the one store's list to its page): arrived is the path asked for or one below it
      const arrived = `${location.pathname}${location.search}`.startsWith(to)
      if (busy || !arrived || !document.querySelector('main h1')) state.settledSince = undefined
      else state.settledSince ??= Date.now()
      return state.settledSince !== undefined && Date.now() - state.settledSince > settledFor
    },
    { to: path, settledFor: SETTLED_FOR_MS },
    { timeout: PATIENCE_MS, polling: 100 },
  )
}

/** The screens of an area: its list, the first row's detail and the create form, where it has them. */
async function screensOf(page: Page, base: string, route: string): Promise<string[]> {
  await show(page, `${base}${route}`)
  // the list has settled (show): a link it lacks will not come, so it is read at once rather than waited for
  const hrefOf = async (selector: string) => {
    const link = page.locator(selector).first()
    return (await link.count()) ? link.getAttribute('href') : null
  }
  const detail = await hrefOf('main tbody tr a[href]')
  const create = await hrefOf(`main a[href$="${route}/new"]`)
  return [detail, create].filter((href): href is string => Boolean(href) && href !== `${base}${route}`)
}

/**
 * Every back-office screen in one language at one width has no serious or critical axe violation. The two passes
 * (German on a desktop, English on a phone) are files of their own, so the suite's shards run them side by side.
 */
export function everyScreenPasses(locale: 'de' | 'en', width: 'desktop' | 'phone') {
  describe(`every back-office screen (${locale}, ${width}) has no serious or critical axe violation`, () => {
    const base = `/admin/${locale}`
    let browser: Awaited<ReturnType<typeof openBrowser>> | undefined
    afterAll(async () => browser?.close())
    beforeAll(async () => {
      browser = await openBrowser(width === 'phone' ? { ...PHONE, locale: 'en-GB' } : {})
      await openSignedIn(browser.page, base)
    })

    it('the overview and the profile', { timeout: 300_000 }, async () => {
      const found: Record<string, string[]> = {}
      for (const path of [base, `${base}/profile`]) {
        await show(browser!.page, path)
        found[path] = await seriousViolations(browser!.page)
      }
      expect(Object.entries(found).flatMap(([path, problems]) => problems.map((problem) => `${path} ${problem}`))).toEqual([])
    })

    it.each(REGISTERED.map(([name, entry]) => [name, entry.route] as const))('%s: list, detail and create form', { timeout: 300_000 }, async (_, route) => {
      const page = browser!.page
      const more = await screensOf(page, base, route)
      const found: Record<string, string[]> = { [route]: await seriousViolations(page) }
      for (const path of more) {
        await show(page, path)
        found[path] = await seriousViolations(page)
      }
      expect(Object.entries(found).flatMap(([path, problems]) => problems.map((problem) => `${path} ${problem}`))).toEqual([])
    })
  })
}
