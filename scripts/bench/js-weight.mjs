import { gzipSync } from 'node:zlib'
import { BENCH_CHROMIUM } from '../lib/chromium.mjs'

const gzipBytes = (buffer) => gzipSync(buffer, { level: 9 }).length

/**
 * Script and modulepreload URLs the HTML itself names: what every visit downloads before any interaction (the
 * shop's pages name them in their loader's data-entry and data-modules, worker/ssr/after-largest-paint.ts).
 */
export function scriptsInHtml(html) {
  const urls = new Set()
  for (const [, src] of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) urls.add(src)
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    for (const [, names] of tag.matchAll(/\bdata-(?:entry|modules)="([^"]*)"/g)) for (const url of names.split(' ').filter(Boolean)) urls.add(url)
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    if (!/\brel="modulepreload"/.test(tag)) continue
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1]
    if (href) urls.add(href)
  }
  return [...urls]
}

/** gzip -9 size of each script, fetched from the running worker. */
export async function weigh(baseUrl, urls) {
  const files = await Promise.all(
    urls.map(async (url) => {
      const response = await fetch(new URL(url, baseUrl))
      if (!response.ok) throw new Error(`${url}: ${response.status}`)
      const body = Buffer.from(await response.arrayBuffer())
      return { url, raw: body.length, gzip: gzipBytes(body) }
    }),
  )
  return { files, gzip: files.reduce((sum, file) => sum + file.gzip, 0), raw: files.reduce((sum, file) => sum + file.raw, 0) }
}

/** Every script Chromium actually downloads until the network is idle (dynamic imports such as the dictionary included). */
export async function scriptsInBrowser(baseUrl, path) {
  const { chromium } = await import('playwright-core')
  const { mkdtempSync, rmSync } = await import('node:fs')
  const { tmpdir } = await import('node:os')
  const { join } = await import('node:path')
  const profile = mkdtempSync(join(tmpdir(), 'bench-js-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: BENCH_CHROMIUM,
    args: CHROME_FLAGS,
    viewport: { width: 390, height: 844 },
  })
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    const urls = new Set()
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && new URL(request.url()).origin === new URL(baseUrl).origin) urls.add(new URL(request.url()).pathname)
    })
    await page.goto(new URL(path, baseUrl).href, { waitUntil: 'networkidle' })
    return [...urls]
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
}

export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

// node scripts/bench/js-weight.mjs BASE_URL [PATH]: the gzip JavaScript a page of a running stack names and loads
if (import.meta.url === `file://${process.argv[1]}`) {
  const [base, path = '/de'] = process.argv.slice(2)
  if (!base) throw new Error('usage: node scripts/bench/js-weight.mjs BASE_URL [PATH]')
  const html = await (await fetch(new URL(path, base))).text()
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
  const declared = await weigh(base, scriptsInHtml(html))
  const loaded = await weigh(base, await scriptsInBrowser(base, path))
  console.log(`${path}: named in the HTML ${kb(declared.gzip)}, loaded by Chromium until idle ${kb(loaded.gzip)} (gzip -9)`)
  for (const file of loaded.files) console.log(`  ${kb(file.gzip).padStart(9)}  ${file.url}`)
}
