import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import type { Manifest } from 'vite'
import { describe, expect, it } from 'vitest'
import { routes } from '../../routes/table'
import { LANGUAGE_TAG, type Locale } from '../../rules/languages'
// @ts-expect-error: a plain .mjs module without type declarations
import { JS_BUDGETS_KB } from '../../scripts/lib/js-budgets.mjs'
import { pageAssets } from './page-assets'

const budgets = JS_BUDGETS_KB as Record<string, number>
// An integration test because it reads the client build the test stack makes (dist/test; `npm run build` makes
// production's, dist/client, with the same configuration): no build of its own, no browser, no request.
const build = new URL('../../dist/test/', import.meta.url)
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', build), 'utf8')) as Manifest
const gzipBytes = (file: string) => gzipSync(readFileSync(new URL(`.${file}`, build)), { level: 9 }).length

/** What the worker names in a page's HTML for hydration: the entry and its modules, gzip -9 each, in bytes. */
function firstLoad(routeId: string, locale: Locale) {
  const route = routes.find((candidate) => candidate.id === routeId)
  if (!route) throw new Error(`no route ${routeId} in routes/table.ts`)
  const { entry, modulepreload } = pageAssets({ manifest, styles: {} }, locale, route)
  if (!entry) throw new Error('the build has no entry')
  const files = [...new Set([entry, ...modulepreload])].map((file) => ({ file, gzip: gzipBytes(file) }))
  return { files, gzip: files.reduce((sum, { gzip }) => sum + gzip, 0) }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

describe('the JavaScript a page names for its first load (gzip)', () => {
  it.each(Object.entries(budgets))('%s stays within %d KB', (routeId, budget) => {
    for (const locale of Object.keys(LANGUAGE_TAG) as Locale[]) {
      const { files, gzip } = firstLoad(routeId, locale)
      // the heaviest files first, so a failure says where the weight is
      const heaviest = files
        .sort((a, b) => b.gzip - a.gzip)
        .map(({ file, gzip: bytes }) => `${kb(bytes)} ${file}`)
        .join(', ')
      expect(gzip / 1024, `${routeId} (${locale}): ${kb(gzip)}: ${heaviest}`).toBeLessThanOrEqual(budget)
    }
  })
})
