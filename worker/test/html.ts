// Helpers of integration tests that read pages' HTML or act as the shop's admin.
import { existsSync, readFileSync } from 'node:fs'
import { parseEnv } from 'node:util'
import { PATIENCE_MS } from '../../e2e/patience'
import { WORKER_URL } from './int'

export async function getHtml(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${WORKER_URL}${path}`, { redirect: 'manual', headers })
  return { status: response.status, html: await response.text(), headers: response.headers }
}

/**
 * `read` (by default a plain read) of `path` just after a read stored it in the edge cache, stored and read again
 * while the answer is a MISS: another file's change of products, prices or shipping on the same stack purges every
 * stored page (a new generation) now and then in between. The last answer, after a few tries.
 */
export async function readStored(path: string, read: (path: string) => ReturnType<typeof getHtml> = getHtml) {
  let answer = await getHtml(path)
  for (let attempt = 0; attempt < 5; attempt++) {
    answer = await read(path)
    if (answer.headers.get('x-edge-cache') !== 'MISS') return answer
    await getHtml(path)
  }
  return answer
}

/** Every JSON-LD object of a page (arrays flattened). */
export function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].flatMap((match) => [JSON.parse(match[1])].flat())
}

/**
 * A product page the edge cache has not seen: a well-formed variant id is part of its key (the page shows
 * the default variant for an unknown one). Other pages read no `variant`, so for them it is the cached page.
 */
export const fresh = (path: string) => {
  const id = Array.from(crypto.getRandomValues(new Uint8Array(26)), (byte) => '0123456789ABCDEFGHJKMNPQRSTVWXYZ'[byte % 32]).join('')
  return `${path}${path.includes('?') ? '&' : '?'}variant=variant_${id}`
}

/** ADMIN_EMAIL and ADMIN_PASSWORD of the stack: the shell's, else the project's .env (the stack seeds that admin). */
export function adminCredentials(): { email: string; password: string } {
  const file = new URL('../../.env', import.meta.url)
  const fromFile = existsSync(file) ? parseEnv(readFileSync(file, 'utf8')) : {}
  const email = process.env.ADMIN_EMAIL ?? fromFile.ADMIN_EMAIL
  const password = process.env.ADMIN_PASSWORD ?? fromFile.ADMIN_PASSWORD
  if (!email || !password) throw new Error('ADMIN_EMAIL and ADMIN_PASSWORD must be set (.env)')
  return { email, password }
}

/** A page's text with its non-breaking spaces as plain ones (amounts and units are joined by them). */
export const plain = (html: string) => html.replace(/[\u00a0\u202f]/g, ' ')

/** Reads a page until it says `text` (the purge comes after the subscriber's quiet second); its last HTML. */
export async function pageSaying(path: string, text: string) {
  const deadline = Date.now() + PATIENCE_MS
  let html = plain((await getHtml(path)).html)
  while (!html.includes(text) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250))
    html = plain((await getHtml(path)).html)
  }
  return html
}
