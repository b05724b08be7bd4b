import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROME_FLAGS } from './js-weight.mjs'

/**
 * Lighthouse's default (mobile, simulated throttling) performance and accessibility scores of each
 * URL, one fresh Chromium for all of them. Each URL is run `runs` times and the run with the median
 * performance score is kept (Lighthouse's own advice against run-to-run variance on a busy machine).
 * Failed accessibility audits are returned so the output can name them.
 */
export async function lighthouseScores(urls, { runs = 3 } = {}) {
  const profile = mkdtempSync(join(tmpdir(), 'bench-lh-'))
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
      all.sort((a, b) => (a.categories.performance.score ?? 0) - (b.categories.performance.score ?? 0))
      const lhr = all[Math.floor(all.length / 2)]
      const failed = Object.values(lhr.audits)
        .filter((audit) => audit.score !== null && audit.score < 1 && ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode))
        .filter((audit) => lhr.categories.accessibility.auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0))
        .map((audit) => audit.id)
      results.push({
        url,
        performance: Math.round(lhr.categories.performance.score * 100),
        accessibility: Math.round(lhr.categories.accessibility.score * 100),
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
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
