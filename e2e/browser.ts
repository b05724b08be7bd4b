import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import { devShmBytes, JOURNEY_CHROMIUM, sharedMemoryOptions } from '../scripts/lib/chromium.mjs'
import { uniqueClientAddress } from '../worker/test/client-address'
import { inFlight, stalledAsset, trackRequests } from './network-quiet'
import { PATIENCE_MS } from './patience'

// Flags that keep Debian's Chromium quiet on a machine without outside network.
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export const WORKER_URL = process.env.WORKER_URL ?? 'http://localhost:8788'

/** Headless Chromium's own user agent counts as a crawler (isbot), which gets plain-text error pages: journeys that need the real ones use this. */
export const DESKTOP_CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36'

/** What a journey's browser pretends to be: its window and, for a phone, touch and a mobile viewport. */
export type Device = { viewport: { width: number; height: number }; isMobile?: boolean; hasTouch?: boolean; userAgent?: string; deviceScaleFactor?: number }

/**
 * A phone as Chromium emulates one: a mobile viewport (the page's `<meta name=viewport>` counts, and content wider than
 * the screen makes the page pan sideways instead of squeezing as a narrow desktop window does), touch, and a phone's
 * Chrome user agent (the headless one counts as a crawler). Every journey that claims a phone runs with this.
 */
export const PHONE: Device = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
}

/** The window every other journey opens (openBrowser's default). */
export const DESKTOP: Device = { viewport: { width: 1280, height: 900 } }

/** Both languages at both widths, each language once on a phone and once on a desktop: the journeys' usual matrix. */
export const LANGUAGES_AND_WIDTHS = [
  { lang: 'de', device: PHONE, width: 'phone' },
  { lang: 'en', device: DESKTOP, width: 'desktop' },
  { lang: 'en', device: PHONE, width: 'phone' },
  { lang: 'de', device: DESKTOP, width: 'desktop' },
] as const

/** How Chromium reports what the Content-Security-Policy blocked: every journey must run without one. */
const CSP_VIOLATION = /Content Security Policy|Refused to (load|execute|apply|frame|connect|evaluate|create)|CSP violation/i

/** Reported by the page itself, so violations of frames and late scripts are seen even without a console message. */
function reportViolations() {
  document.addEventListener('securitypolicyviolation', (event) => {
    console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`)
  })
}

/**
 * A page starts its scripts only once its largest picture has been painted (worker/ssr/after-largest-paint.ts), so
 * its `load` event no longer means they have run. `goto` and `reload` wait for the document (DOMContentLoaded unless
 * the journey names another moment), then until React has taken the page over
 * (`hydrateRoot` marked the root) and the header's parts shown at this width, whose code comes right after, are
 * hydrated too: a key pressed on a part without its code is lost. A page without the shop's scripts (the back office,
 * plain answers) is not waited for, nor, after 15 s, one whose scripts never ran: the journey's own assertions then
 * tell.
 */
function waitForScriptsAfterNavigation(page: Page) {
  const scriptsRan = () =>
    page
      .waitForFunction(
        () => {
          const root = document.getElementById('root')
          if (!document.querySelector('script[data-entry]')) return true
          if (!root || !Object.keys(root).some((key) => key.startsWith('__reactContainer$'))) return false
          // the header's parts shown at this width whose code comes after hydration (routes/lib/hydrate-when-visible.tsx)
          const shown = [...root.querySelectorAll('header [id]')].filter((element) => element.getClientRects().length > 0)
          return shown.every((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')))
        },
        undefined,
        { timeout: 15_000 },
      )
      .catch(() => undefined)
  for (const method of ['goto', 'reload'] as const) {
    const navigate = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>
    Object.assign(page, {
      [method]: async (...args: unknown[]) => {
        const options = (method === 'goto' ? args[1] : args[0]) as { waitUntil?: string } | undefined
        if (!options?.waitUntil) args.splice(method === 'goto' ? 1 : 0, 1, { ...options, waitUntil: 'domcontentloaded' })
        const response = await untilAssetStalls(page, navigate(...args)).catch(async (error: Error) => {
          if (!(error instanceof StalledAsset)) throw withRequestsInFlight(page, error)
          console.warn(`${error.message}: navigating again`)
          return navigate(...args).catch((again: Error) => {
            throw withRequestsInFlight(page, again)
          })
        })
        await scriptsRan()
        return response
      },
    })
  }
}

/**
 * Now and then, in a whole run, a hashed static file never arrives in the page, though workerd's log shows it answered
 * within milliseconds (e2e/README.md): a page waiting for it (the back office's main chunk) never reaches
 * DOMContentLoaded. Production's files come from Cloudflare's asset layer. A navigation whose static file has hung
 * this long is made once more, and says so.
 */
const ASSET_STALL_MS = 20_000
class StalledAsset extends Error {}

async function untilAssetStalls<T>(page: Page, navigation: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setInterval> | undefined
  const stalled = new Promise<never>((_, reject) => {
    timer = setInterval(() => {
      const url = stalledAsset(page, ASSET_STALL_MS)
      if (url) reject(new StalledAsset(`the page has not received ${url} within ${ASSET_STALL_MS} ms`))
    }, 500)
  })
  // the navigation made again cancels this one, which then fails on its own
  navigation.catch(() => undefined)
  try {
    return await Promise.race([navigation, stalled])
  } finally {
    clearInterval(timer)
  }
}

/** A navigation that never reached its moment says which of the page's requests were still unanswered. */
function withRequestsInFlight(page: Page, error: Error) {
  error.message += `\nrequests still in flight: ${inFlight(page)}`
  return error
}

let chromiumProcess: Promise<Browser> | undefined

/**
 * One Chromium per test file, started by its first journey; `e2e/chromium.setup.ts` closes it after the file.
 * Journeys never share a context, so a journey's cookies, storage and cache are its own.
 */
const sharedChromium = () => (chromiumProcess ??= chromium.launch({ executablePath: JOURNEY_CHROMIUM, args: ARGS, ...sharedMemoryOptions(devShmBytes()) }))

/** Closes the shared Chromium (after each test file). */
export async function closeChromium() {
  const running = chromiumProcess
  chromiumProcess = undefined
  await (await running)?.close()
}

/**
 * A fresh browser context, a visitor of its own (nothing shared with another journey's); `close()` closes it again,
 * and fails the journey if the shop's Content-Security-Policy blocked anything on the way (`cspViolations`).
 */
export async function openBrowser(options: Partial<Device> & { locale?: string; baseURL?: string; reducedMotion?: 'reduce' | 'no-preference' } = {}) {
  const context: BrowserContext = await (await sharedChromium()).newContext({
    baseURL: options.baseURL ?? WORKER_URL,
    viewport: options.viewport ?? DESKTOP.viewport,
    locale: options.locale ?? 'de-DE',
    userAgent: options.userAgent,
    isMobile: options.isMobile,
    hasTouch: options.hasTouch,
    deviceScaleFactor: options.deviceScaleFactor,
    // as a visitor who asked for less motion: drawers and menus open without their slide (both apps shorten every
    // transition then), so a tap does not wait for an element to stop moving; a journey about the motion sets it back
    reducedMotion: options.reducedMotion ?? 'reduce',
    // each browser is a visitor of its own to the back end's per-client throttles (as behind Cloudflare),
    // not one loopback address shared by every journey of the run
    extraHTTPHeaders: { 'cf-connecting-ip': uniqueClientAddress() },
  })
  // not Playwright's 30 s for a navigation or an element: a back-office page's DOMContentLoaded waits until its module
  // scripts have loaded and run, which took longer than that on a busy host; every wait still ends once it is met
  context.setDefaultNavigationTimeout(PATIENCE_MS)
  context.setDefaultTimeout(PATIENCE_MS)
  const errors: string[] = []
  const cspViolations: string[] = []
  context.on('weberror', (e) => errors.push(e.error().message))
  await context.addInitScript(reportViolations)
  const watch = (page: Page) => {
    waitForScriptsAfterNavigation(page)
    trackRequests(page)
    page.on('console', (m) => {
      if (m.type() !== 'error' && m.type() !== 'warning') return
      if (CSP_VIOLATION.test(m.text())) cspViolations.push(`${page.url()}: ${m.text()}`)
      if (m.type() === 'error') errors.push(m.text())
    })
  }
  context.on('page', watch)
  const page = await context.newPage()
  return {
    context,
    page,
    /** Uncaught page errors and console errors seen so far (hydration mismatches show up here). */
    errors,
    /** What the Content-Security-Policy blocked so far; `close()` fails the journey when this is not empty. */
    cspViolations,
    async close() {
      await context.close()
      if (cspViolations.length) throw new Error(`The Content-Security-Policy blocked something during the journey:\n${[...new Set(cspViolations)].join('\n')}`)
    },
  }
}
