import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { findRoute } from '../../routes/lib/resolve'
import type { AppEnv, Bindings } from '../env'
import { ORDER_CONFIRMATION_SCRIPT } from '../routing/order-confirmation'
import { LOAD_AFTER_LARGEST_PAINT } from '../ssr/after-largest-paint'

/**
 * Every inline script the worker writes into a page. The CSP allows exactly these by their SHA-256, not by
 * a nonce: cached HTML is shared by every visitor for minutes, so a nonce baked into it would be a constant
 * anyone can read. The page data (`application/json`) and JSON-LD are data blocks, which CSP does not govern.
 * A test renders the pages and fails on an inline script missing here.
 */
export const INLINE_SCRIPTS: readonly string[] = [LOAD_AFTER_LARGEST_PAINT, ORDER_CONFIRMATION_SCRIPT]

async function sha256(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`
}

let scriptHashes: Promise<string[]> | undefined
// computed on first use: workerd allows no crypto at global scope
const inlineScriptHashes = () => (scriptHashes ??= Promise.all(INLINE_SCRIPTS.map(sha256)))

const originOf = (value: string | undefined) => {
  try {
    return value ? new URL(value).origin : null
  } catch {
    return null
  }
}

const policy = (directives: Record<string, (string | null)[]>) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources.filter(Boolean)].join(' '))
    .join('; ')

/**
 * Stripe.js and what it talks to, as Stripe documents its policy: the script, its frames (the Payment Element,
 * 3-D Secure) and its API. Only pages that take payments admit them (see `shopPolicy`).
 */
export const STRIPE_SOURCES = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
} as const

/**
 * The shop's pages: scripts only from the shop itself plus the hashed inline ones; images from the shop
 * (the /images endpoint and /medusa/static) and YouTube's posters; the video facade's player frame from
 * youtube-nocookie.com; search may talk to a hosted Meilisearch. Never framed, no plugins, no <base>.
 * `payments`: the checkout of a shop with Stripe also admits Stripe.js (STRIPE_SOURCES), and no other page does.
 */
export async function shopPolicy(env: Pick<Bindings, 'MEILISEARCH_HOST'>, { payments = false } = {}): Promise<string> {
  const stripe = payments ? STRIPE_SOURCES : { script: [], frame: [], connect: [] }
  return policy({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(await inlineScriptHashes()), ...stripe.script],
    // inline <style> (the first paint's CSS) and style attributes (layout of widgets): not script, low risk
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https://i.ytimg.com'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", originOf(env.MEILISEARCH_HOST), ...stripe.connect],
    'frame-src': ['https://www.youtube-nocookie.com', ...stripe.frame],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  })
}

/**
 * The back office (a client app without inline scripts): its own origin only; images may also come from the media
 * storage (MEDIA_ORIGIN), and presigned uploads go to the storage's API endpoint (MEDIA_UPLOAD_ORIGIN, e.g. R2's
 * `https://<account>.r2.cloudflarestorage.com`).
 */
export function adminPolicy(env: Pick<Bindings, 'MEDIA_ORIGIN' | 'MEDIA_UPLOAD_ORIGIN'>): string {
  const media = originOf(env.MEDIA_ORIGIN)
  return policy({
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', media],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", media, originOf(env.MEDIA_UPLOAD_ORIGIN)],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  })
}

/** Powerful features the shop never uses are off for it and for any frame (the YouTube player keeps its own). */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), usb=(), payment=(self)'

/**
 * The pages that take payments: routes of their own document (`document` in routes/table.ts, the checkout, which
 * every navigation enters by a full page load, so no other page's policy applies to it), in a shop with Stripe.
 */
export const takesPayments = (env: Pick<Bindings, 'STRIPE_PUBLISHABLE_KEY'>, url: string) =>
  Boolean(env.STRIPE_PUBLISHABLE_KEY?.trim()) && findRoute(new URL(url)).route.document === true

const isHtml = (response: Response) => (response.headers.get('content-type') ?? '').startsWith('text/html')

/** The response's headers, made writable (answers of the asset layer or of fetch arrive immutable). */
function writableHeaders(c: Context<AppEnv>): Headers {
  try {
    c.res.headers.set('x-content-type-options', 'nosniff')
    return c.res.headers
  } catch {
    const response = c.res
    c.res = undefined // a plain assignment would merge the old headers in again
    c.res = new Response(response.body, response)
    return c.res.headers
  }
}

/**
 * Security headers on every answer: nosniff and a referrer policy everywhere, HSTS over https, and on HTML
 * a Content-Security-Policy (unless the answer brought its own, like the back office), a permissions policy
 * and no framing.
 */
export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await next()
  const headers = writableHeaders(c)
  headers.set('x-content-type-options', 'nosniff')
  if (!headers.has('referrer-policy')) headers.set('referrer-policy', 'strict-origin-when-cross-origin')
  if (new URL(c.req.url).protocol === 'https:') headers.set('strict-transport-security', 'max-age=31536000')
  if (!isHtml(c.res)) return
  if (!headers.has('content-security-policy')) headers.set('content-security-policy', await shopPolicy(c.env, { payments: takesPayments(c.env, c.req.url) }))
  headers.set('permissions-policy', PERMISSIONS_POLICY)
  headers.set('x-frame-options', 'DENY')
})
