import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { WORKER_URL } from '../worker/test/int'
// @ts-expect-error: a plain .mjs module without type declarations
import { buildDir, PRODUCTION_BUILD } from './lib/client-build.mjs'
// @ts-expect-error: a plain .mjs module without type declarations
import { root } from './lib/paths.mjs'

/** The pages whose assets must keep loading: a shop page (SSR, its manifest bundled) and the back office's shell. */
const PAGES = ['/de', '/admin/de']

/**
 * Every /assets/ file a page names (scripts, modulepreloads, stylesheets — a shop page names its scripts in the
 * loader's data attributes, see worker/ssr/after-largest-paint.ts) and the ones that do not answer 200.
 */
async function pageAssets(path: string) {
  const response = await fetch(`${WORKER_URL}${path}`)
  const html = await response.text()
  const named = [...html.matchAll(/\b(?:src|href|data-entry|data-modules|data-css)="([^"]+)"/g)].flatMap((match) => match[1].split(' '))
  const urls = [...new Set(named.filter((url) => url.startsWith('/assets/')))]
  const broken: string[] = []
  await Promise.all(
    urls.map(async (url) => {
      const asset = await fetch(`${WORKER_URL}${url}`)
      await asset.arrayBuffer()
      if (asset.status !== 200) broken.push(`${url} → ${asset.status}`)
    }),
  )
  return { path, status: response.status, urls, scripts: urls.filter((url) => url.endsWith('.js')).length, broken }
}

const builtVersion = () => {
  try {
    return (JSON.parse(readFileSync(`${buildDir(PRODUCTION_BUILD)}/builds/latest.json`, 'utf8')) as { version: string }).version
  } catch {
    return null
  }
}

/** `npm run build` as a child process; resolves when it has finished. */
function runBuild(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: ['ignore', 'ignore', 'pipe'] })
    let errors = ''
    child.stderr.on('data', (chunk) => (errors += chunk))
    child.on('error', reject)
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`npm run build exited with ${code}: ${errors.slice(-2000)}`))))
  })
}

// The stack under test runs on a client build of its own (scripts/lib/client-build.mjs); `npm run build` in the same
// checkout, as a developer runs it beside `npm start` or `npm test`, must leave what the stack serves alone.
describe('a build beside a running stack', () => {
  it("keeps the shop's pages and /admin loading their assets, during and after the build", { timeout: 480_000 }, async () => {
    const before = await Promise.all(PAGES.map(pageAssets))
    for (const page of before) {
      expect(page.status, page.path).toBe(200)
      expect(page.scripts, `${page.path} names its scripts`).toBeGreaterThan(0)
      expect(page.broken, page.path).toEqual([])
    }
    const versionBefore = builtVersion()

    let building = true
    const build = runBuild().finally(() => (building = false))
    const during: Awaited<ReturnType<typeof pageAssets>>[] = []
    while (building) {
      during.push(...(await Promise.all(PAGES.map(pageAssets))))
      // now and then, not in a tight loop: the build shares two cores with the stack and the rest of the suite
      await new Promise((resolve) => setTimeout(resolve, 2000))
    }
    await build

    // the build happened (a new version in dist/client) and the checks ran while it did
    expect(builtVersion()).not.toBeNull()
    expect(builtVersion()).not.toBe(versionBefore)
    expect(during.length).toBeGreaterThan(0)
    const after = await Promise.all(PAGES.map(pageAssets))
    for (const page of [...during, ...after]) {
      expect(page.status, page.path).toBe(200)
      expect(page.scripts, `${page.path} names its scripts`).toBeGreaterThan(0)
      expect(page.broken, page.path).toEqual([])
    }
    // the stack still serves the build it started with (a new build has new hashed file names)
    expect(after.map((page) => page.urls)).toEqual(before.map((page) => page.urls))
  })
})
