import { describe, expect, it } from 'vitest'
import { WORKER_URL } from '../test/int'

/** The hashed files a page names: each name changes with its content, so a browser may keep it for good. */
async function namedAssets(path: string) {
  const html = await (await fetch(`${WORKER_URL}${path}`)).text()
  const named = [...html.matchAll(/\b(?:src|href|data-entry|data-modules|data-css)="([^"]+)"/g)].flatMap((match) => match[1].split(' '))
  return [...new Set(named.filter((url) => url.startsWith('/assets/')))]
}

describe('browser caching of the client build (public/_headers)', () => {
  it('lets browsers keep hashed files a year without asking again, on the shop and in the back office', async () => {
    for (const page of ['/de', '/admin/de']) {
      const assets = await namedAssets(page)
      expect(assets.length, page).toBeGreaterThan(0)
      for (const url of assets) {
        const response = await fetch(`${WORKER_URL}${url}`)
        await response.arrayBuffer()
        expect(response.status, url).toBe(200)
        expect(response.headers.get('cache-control'), url).toBe('public, max-age=31536000, immutable')
      }
    }
  })

  it('has browsers ask again for what keeps its name: the build marker and the pages', async () => {
    for (const path of ['/builds/latest.json', '/de']) {
      const response = await fetch(`${WORKER_URL}${path}`)
      await response.arrayBuffer()
      expect(response.headers.get('cache-control') ?? '', path).not.toMatch(/immutable/)
    }
  })
})
