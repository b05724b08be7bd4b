import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Browser, type BrowserContext } from 'playwright-core'

// Flags that keep Debian's Chromium quiet on a machine without outside network.
const ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
]

export const WORKER_URL = process.env.WORKER_URL ?? 'http://localhost:8788'

/** A fresh Chromium with its own profile; `close()` removes the profile again. */
export async function openBrowser(options: { viewport?: { width: number; height: number }; locale?: string } = {}) {
  const profile = mkdtempSync(join(tmpdir(), 'juwelier-e2e-'))
  const context: BrowserContext = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ARGS,
    baseURL: WORKER_URL,
    viewport: options.viewport ?? { width: 1280, height: 900 },
    locale: options.locale ?? 'de-DE',
  })
  const errors: string[] = []
  context.on('weberror', (e) => errors.push(e.error().message))
  const page = context.pages()[0] ?? (await context.newPage())
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
  return {
    context,
    page,
    /** Uncaught page errors and console errors seen so far (hydration mismatches show up here). */
    errors,
    async close() {
      await context.close()
      rmSync(profile, { recursive: true, force: true })
    },
  }
}

export type { Browser }
