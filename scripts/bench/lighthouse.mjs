import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { BENCH_CHROMIUM } from '../lib/chromium.mjs'
import { CHROME_FLAGS } from './js-weight.mjs'

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/**
 * Where a run's Largest Contentful Paint went (Lighthouse's `largest-contentful-paint-element`): the element and
 * the four phases, time to first byte, resource load delay, resource load time and render delay (ms).
 */
export function lcpBreakdown(lhr) {
  const audit = lhr.audits['largest-contentful-paint-element']
  const tables = audit?.details?.items ?? []
  const node = tables[0]?.items?.[0]?.node
  const phases = tables[1]?.items?.map((item) => item.timing) ?? []
  const [ttfb = 0, loadDelay = 0, loadTime = 0, renderDelay = 0] = phases
  return { element: node ? `${node.selector ?? ''} ${node.snippet ?? ''}`.trim() : '—', ttfb, loadDelay, loadTime, renderDelay }
}

/**
 * Lighthouse's default (mobile, simulated throttling) performance and accessibility scores of each
 * URL, one fresh Chromium for all of them. Each URL is run `runs` times and the run with the median
 * performance score is kept (Lighthouse's own advice against run-to-run variance on a busy machine);
 * the LCP is the median over the runs, with the breakdown of the run that had it.
 * Failed accessibility audits are returned so the output can name them.
 */
export async function lighthouseScores(urls, { runs = 3 } = {}) {
  const profile = mkdtempSync(join(tmpdir(), 'bench-lh-'))
  const chrome = await chromeLauncher.launch({
    chromePath: BENCH_CHROMIUM,
    chromeFlags: CHROME_FLAGS,
    userDataDir: profile,
  })
  try {
    const results = []
    for (const url of urls) {
      const all = []
      for (let run = 0; run < runs; run++) {
        const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] })
        all.push(lhr)
      }
      const lcps = all.map((one) => one.audits['largest-contentful-paint'].numericValue)
      const lcp = median(lcps)
      all.sort((a, b) => (a.categories.performance.score ?? 0) - (b.categories.performance.score ?? 0))
      const lhr = all[Math.floor(all.length / 2)]
      const failed = Object.values(lhr.audits)
        .filter((audit) => audit.score !== null && audit.score < 1 && ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode))
        .filter((audit) => lhr.categories.accessibility.auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0))
        // named with the elements it failed on, so the line says what to fix
        .map((audit) => {
          const nodes = (audit.details?.items ?? []).map((item) => item.node?.selector).filter(Boolean)
          return nodes.length ? `${audit.id} (${nodes.slice(0, 3).join('; ')})` : audit.id
        })
      results.push({
        url,
        performance: Math.round(lhr.categories.performance.score * 100),
        accessibility: Math.round(lhr.categories.accessibility.score * 100),
        lcp,
        lcpRuns: lcps,
        lcpBreakdown: lcpBreakdown(all.find((one) => one.audits['largest-contentful-paint'].numericValue === lcp)),
        tbt: lhr.audits['total-blocking-time'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        failedAccessibility: failed,
        error: lhr.runtimeError?.message,
        runs: all.map((one) => Math.round((one.categories.performance.score ?? 0) * 100)),
      })
    }
    return results
  } finally {
    await chrome.kill()
    rmSync(profile, { recursive: true, force: true })
  }
}

/** One page's Lighthouse line: scores, the LCP median over the runs and where the median run's LCP went. */
export function lighthouseLine(score) {
  const ms = (value) => `${Math.round(value)} ms`
  const { element, ttfb, loadDelay, loadTime, renderDelay } = score.lcpBreakdown
  const notes = [
    `performance ${score.performance} (runs ${score.runs.join('/')})`,
    `accessibility ${score.accessibility}`,
    `LCP median ${ms(score.lcp)} (runs ${score.lcpRuns.map(ms).join('/')})`,
    `TBT ${ms(score.tbt)}`,
    `CLS ${score.cls.toFixed(3)}`,
  ]
  if (score.failedAccessibility.length) notes.push(`a11y failures: ${score.failedAccessibility.join(', ')}`)
  if (score.error) notes.push(`error: ${score.error}`)
  const phases = `LCP phases: TTFB ${ms(ttfb)} · load delay ${ms(loadDelay)} · load time ${ms(loadTime)} · render delay ${ms(renderDelay)}; element ${element.slice(0, 160)}`
  return `${score.url}: ${notes.join(' · ')}\n    ${phases}`
}

// node scripts/bench/lighthouse.mjs URL… measures pages of a running stack alone (BENCH_LIGHTHOUSE_RUNS, default 3)
if (import.meta.url === `file://${process.argv[1]}`) {
  const urls = process.argv.slice(2)
  if (!urls.length) throw new Error('usage: node scripts/bench/lighthouse.mjs URL…')
  for (const score of await lighthouseScores(urls, { runs: Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3) })) console.log(lighthouseLine(score))
}
