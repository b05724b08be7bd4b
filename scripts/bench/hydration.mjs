// The main thread's work while a page hydrates, read from a Chromium trace: between the client entry's two User Timing
// marks (routes/lib/hydration-marks.mjs), on a phone whose CPU is slowed 4× as Lighthouse's mobile preset assumes.
import { HYDRATED_MARK, HYDRATION_START_MARK } from '../../routes/lib/hydration-marks.mjs'
import { BENCH_CHROMIUM } from '../lib/chromium.mjs'

const CPU_SLOWDOWN = 4
// the blocking part of a task, as Total Blocking Time counts it
const LONG_TASK_MS = 50
const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  // headless Chromium's own user agent counts as a crawler, which gets no scripts to hydrate
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/**
 * From one trace: the hydration's wall time between the marks, the main thread's busy time in it (top-level tasks,
 * the part inside the window), its longest task and its blocking time (each task's time past 50 ms), in ms.
 */
export function hydrationFromTrace(traceEvents) {
  const mark = (name) => traceEvents.find((event) => event.name === name && String(event.cat).includes('blink.user_timing'))
  const start = mark(HYDRATION_START_MARK)
  const end = mark(HYDRATED_MARK)
  if (!start || !end) return null
  const tasks = traceEvents.filter((event) => event.name === 'RunTask' && event.ph === 'X' && event.pid === start.pid && event.tid === start.tid)
  let busy = 0
  let longest = 0
  let blocking = 0
  for (const task of tasks) {
    const overlap = Math.min(task.ts + task.dur, end.ts) - Math.max(task.ts, start.ts)
    if (overlap <= 0) continue
    busy += overlap
    longest = Math.max(longest, task.dur)
    blocking += Math.max(0, task.dur / 1000 - LONG_TASK_MS)
  }
  return { wallMs: (end.ts - start.ts) / 1000, busyMs: busy / 1000, longestTaskMs: longest / 1000, blockingMs: blocking }
}

/** Each URL loaded `runs` times cold on an emulated phone, traced; per URL the run with the median busy time. */
export async function hydrationTimes(urls, { runs = 3 } = {}) {
  const { chromium } = await import('playwright-core')
  const browser = await chromium.launch({ executablePath: BENCH_CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu'] })
  try {
    const results = []
    for (const url of urls) {
      const all = []
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext(PHONE)
        const page = await context.newPage()
        const cdp = await context.newCDPSession(page)
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
        await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'] })
        await page.goto(url, { waitUntil: 'load' })
        await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, HYDRATED_MARK, { timeout: 60_000 })
        const trace = JSON.parse((await browser.stopTracing()).toString())
        await context.close()
        const measured = hydrationFromTrace(trace.traceEvents)
        if (!measured) throw new Error(`${url}: the trace has no hydration marks`)
        all.push(measured)
      }
      const busy = median(all.map((one) => one.busyMs))
      results.push({ url, ...all.find((one) => one.busyMs === busy), runs: all.map((one) => Math.round(one.busyMs)) })
    }
    return results
  } finally {
    await browser.close()
  }
}

/** One page's line: the main thread's work while it hydrates. */
export function hydrationLine(result) {
  const ms = (value) => `${Math.round(value)} ms`
  return `${result.url}: hydration busy ${ms(result.busyMs)} of ${ms(result.wallMs)} (runs ${result.runs.join('/')} ms) · longest task ${ms(result.longestTaskMs)} · blocking ${ms(result.blockingMs)} (CPU ${CPU_SLOWDOWN}× slower, phone)`
}

// node scripts/bench/hydration.mjs URL… measures pages of a running stack alone (BENCH_HYDRATION_RUNS, default 3)
if (import.meta.url === `file://${process.argv[1]}`) {
  const urls = process.argv.slice(2)
  if (!urls.length) throw new Error('usage: node scripts/bench/hydration.mjs URL…')
  for (const result of await hydrationTimes(urls, { runs: Number(process.env.BENCH_HYDRATION_RUNS ?? 3) })) console.log(hydrationLine(result))
}
