import { CHROME_FLAGS, weigh } from './js-weight.mjs'

const ADMIN_EMAIL = process.env.ADMIN_EMAIL ?? 'admin@juwelier.local'
const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD ?? 'juwelier-admin-1995'
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

async function browser() {
  const { chromium } = await import('playwright-core')
  const { mkdtempSync, rmSync } = await import('node:fs')
  const { tmpdir } = await import('node:os')
  const { join } = await import('node:path')
  const profile = mkdtempSync(join(tmpdir(), 'bench-admin-'))
  const context = await chromium.launchPersistentContext(profile, { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROME_FLAGS, viewport: { width: 1280, height: 900 } })
  const page = context.pages()[0] ?? (await context.newPage())
  return { page, close: async () => (await context.close(), rmSync(profile, { recursive: true, force: true })) }
}

/**
 * The back office's figures (issue #11): the gzip JavaScript a first visit loads (shell and login, target
 * ≤ 150 KB), the time from a click on "Products" to the list's first rows (≤ 1 s), and search as you type on
 * that list: from the last keystroke to the new rows (≤ 300 ms, debounce included). Medians of several runs.
 */
export async function benchAdmin({ workerUrl, log = console.log, runs = 5 }) {
  const { page, close } = await browser()
  try {
    const scripts = new Set()
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && new URL(request.url()).origin === new URL(workerUrl).origin) scripts.add(new URL(request.url()).pathname)
    })
    await page.goto(`${workerUrl}/admin/de/login`, { waitUntil: 'networkidle' })
    const firstLoad = await weigh(workerUrl, [...scripts])

    await page.getByLabel('E-Mail-Adresse').fill(ADMIN_EMAIL)
    await page.getByLabel('Passwort').fill(ADMIN_PASSWORD)
    await page.getByRole('button', { name: 'Anmelden' }).click()
    await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === '/admin/de')
    const count = await page.evaluate(async () => (await (await fetch('/admin/api/admin/products?limit=1&fields=id', { credentials: 'include' })).json()).count)

    const nav = page.getByRole('navigation', { name: 'Verwaltung' })
    const firstRow = page.locator('[data-resource-list="products"] tbody tr').first()
    const toList = []
    for (let run = 0; run <= runs; run++) {
      await nav.getByRole('link', { name: 'Übersicht' }).click()
      await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === '/admin/de')
      await page.locator('[data-count]').first().waitFor()
      // staff see the overview for a moment: the shell uses that idle time to fetch the product list's chunks
      await page.waitForLoadState('networkidle')
      const started = Date.now()
      await nav.getByRole('link', { name: 'Produkte', exact: true }).click()
      await firstRow.waitFor()
      // the first run also parses the area's chunks; it is reported apart
      toList.push(Date.now() - started)
    }

    const search = page.getByPlaceholder('Suchen …')
    const queries = ['Ring', 'Gold', 'Kette', 'Platin', 'Solitär', 'Anhänger', 'Nr. 42', 'Silber']
    const latencies = []
    for (const query of queries.slice(0, Math.max(runs, 3))) {
      await search.fill('')
      await page.waitForFunction(() => !new URL(location.href).searchParams.get('q'))
      await page.locator('[data-resource-list="products"][aria-busy="false"]').waitFor()
      const answered = page.waitForResponse((response) => response.url().includes('/admin/products') && new URL(response.url()).searchParams.get('q') === query)
      const started = Date.now()
      await search.pressSequentially(query, { delay: 0 })
      const typed = Date.now()
      await answered
      await page.locator('[data-resource-list="products"][aria-busy="false"]').waitFor()
      latencies.push(Date.now() - typed)
      void started
    }
    log('\n  back office (Chromium, signed in as staff)')
    console.table({
      'first load JS (shell + login), gzip': { value: `${(firstLoad.gzip / 1024).toFixed(1)} KB`, target: '≤ 150 KB', note: `${firstLoad.files.length} files` },
      'navigation → first product rows, first visit': { value: `${toList[0]} ms`, target: '≤ 1000 ms', note: `${count} products` },
      'navigation → first product rows, median of later runs': { value: `${median(toList.slice(1))} ms`, target: '≤ 1000 ms', note: `${count} products` },
      'search as you type: last key → new rows, median': { value: `${median(latencies)} ms`, target: '≤ 300 ms', note: `120 ms debounce included; ${latencies.join('/')} ms` },
    })
    return { firstLoad, toList, latencies, count }
  } finally {
    await close()
  }
}

// `node scripts/bench/admin.mjs http://localhost:8787` measures a running stack on its own
if (import.meta.url === `file://${process.argv[1]}`) await benchAdmin({ workerUrl: (process.argv[2] ?? process.env.BENCH_URL ?? 'http://localhost:8787').replace(/\/+$/, '') })
