import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { isbot } from 'isbot'
import { createStore } from 'jotai'
import { renderToReadableStream } from 'react-dom/server'
import { translator } from '../../i18n'
import { dictionaries } from '../../i18n/dictionaries'
import { App, type AppState } from '../../routes/app'
import { BANK_TRANSFER_ONLY, loadLayout } from '../../routes/layout/load-layout'
import type { Bootstrap } from '../../routes/lib/bootstrap'
import { HttpError } from '../../routes/lib/errors'
import { splitCountry } from '../../routes/lib/match'
import { findRoute, resolvePage } from '../../routes/lib/resolve'
import { countryAtom } from '../../routes/lib/ui-state'
import { pageJsonLd } from '../../routes/seo/page-json-ld'
import { DEFAULT_COUNTRY, LANGUAGE_TAG, localeOf } from '../../rules/languages'
import { DEGRADED } from '../cache/stale-while-revalidate'
import type { AppEnv } from '../env'
import { isBackendUnavailable } from '../medusa/backend-unavailable'
import { RETRY_AFTER_SECONDS } from '../medusa/deadline'
import { FALLBACK_COUNTRIES } from '../regions/fallback'
import { COUNTRY_COOKIE } from '../routing/cookies'
import { clientManifest, clientStyles } from './client-manifest'
import { writePageRules } from './critical-css'
import { blockSheets, Document } from './document'
import { inProcessApi } from './in-process-api'
import { pageAssets } from './page-assets'

/**
 * Missing entities and input the API rejects are both "no such page"; a back end that failed or did not
 * answer in time is "try again in a moment" (503); everything else is our failure.
 */
function pageStatusOf(error: unknown): 404 | 500 | 503 {
  if (error instanceof HttpError && (error.status === 404 || error.status === 400)) return 404
  if (error instanceof HttpError && (error.status === 502 || error.status === 503 || error.status === 504)) return 503
  if (isBackendUnavailable(error)) return 503
  return 500
}

const PLAIN = { 404: 'Not Found', 500: 'Internal Server Error', 503: 'Service Unavailable' } as const

/** Streams the page of the request: loaders first (so the status is known), then React renders layout and page. */
export async function renderPage(c: Context<AppEnv>): Promise<Response> {
  // a cached page is rendered with only the query parameters it reads (worker/cache/html-cacheable.ts)
  const url = c.get('pageUrl') ?? new URL(c.req.url)
  const { country } = splitCountry(url.pathname, c.get('country') || DEFAULT_COUNTRY)
  const api = inProcessApi(c)
  const base = { url, country, origin: url.origin }
  const [layout, outcome] = await Promise.all([
    loadLayout({ locale: localeOf(country), country, api }),
    resolvePage(url, country, api).then(
      (page) => ({ page }),
      (error: unknown) => ({ error }),
    ),
  ])

  if ('page' in outcome) return degradedMark(c, await stream({ ...base, ...outcome.page, layout, error: null }, 200))

  const status = pageStatusOf(outcome.error)
  if (status === 500) console.error('page failed', url.pathname.slice(0, 200), outcome.error)
  if (status === 503) console.warn('page unavailable: the back end failed', url.pathname.slice(0, 200), (outcome.error as Error)?.message)
  return errorAnswer(c, errorState(base, layout, status), status)
}

/** A page that had to do without the back end somewhere is served, but never kept by the edge cache. */
function degradedMark(c: Context<AppEnv>, response: Response): Response {
  if (c.get('degraded')) response.headers.set(DEGRADED, '1')
  return response
}

/**
 * The branded error page in the visitor's language, for crawlers a plain text; a 503
 * asks to come back (Retry-After) and is never kept anywhere.
 */
async function errorAnswer(c: Context<AppEnv>, state: AppState, status: 404 | 500 | 503): Promise<Response> {
  const headers: Record<string, string> = status === 503 ? { 'retry-after': String(RETRY_AFTER_SECONDS), 'cache-control': 'no-store' } : {}
  if (isbot(c.req.header('user-agent'))) {
    console.warn(`error page withheld from crawler: ${status} ${state.url.pathname.slice(0, 200)}`, c.req.header('user-agent')?.slice(0, 200))
    return c.text(PLAIN[status], status, headers)
  }
  const response = await stream(state, status)
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value)
  return response
}

/**
 * The error page for a failure outside the page loaders (app.onError, unmatched methods): in the language of
 * the path's country (else the remembered one, else German), with an empty menu, so it needs no back end.
 */
export async function renderErrorPage(c: Context<AppEnv>, status: 404 | 500 | 503): Promise<Response> {
  const url = new URL(c.req.url)
  const first = url.pathname.split('/')[1]?.toLowerCase() ?? ''
  const remembered = getCookie(c, COUNTRY_COOKIE)?.toLowerCase() ?? ''
  const country = FALLBACK_COUNTRIES.includes(first) ? first : FALLBACK_COUNTRIES.includes(remembered) ? remembered : DEFAULT_COUNTRY
  const layout: AppState['layout'] = { menu: { product_categories: [], functional_categories: [] }, payment: BANK_TRANSFER_ONLY, shipping_from: null }
  try {
    return await errorAnswer(c, errorState({ url, country, origin: url.origin }, layout, status), status)
  } catch (error) {
    console.error('error page failed', url.pathname.slice(0, 200), error)
    return plainErrorPage(country, status)
  }
}

function errorState(base: Pick<AppState, 'url' | 'country' | 'origin'>, layout: AppState['layout'], status: number): AppState {
  const { route, params } = findRoute(base.url)
  return { ...base, route, params, layout, Page: null, data: null, error: { status, path: base.url.pathname } }
}

async function stream(state: AppState, status: number): Promise<Response> {
  try {
    const { page, assets } = document(state)
    const body = await renderToReadableStream(page, {
      onError: (error) => console.error('render failed', state.url.pathname.slice(0, 200), error),
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    })
    // Everything below the shell (lazy sections) is rendered before the first byte leaves: React then writes
    // it in place, without the inline scripts it streams late content with, which the CSP could not allow
    // by hash (their text varies per page) and a nonce must not (cached HTML is shared).
    await body.allReady
    const headers = new Headers({ 'content-type': 'text/html; charset=utf-8' })
    // cart, checkout and order pages belong to one visitor: no shared cache may keep them, no index lists them
    if (state.route.private || state.route.guard) {
      headers.set('cache-control', 'private, no-store')
      headers.set('x-robots-tag', 'noindex')
    }
    // the stylesheet's rules the page uses, now that its HTML is known (critical-css.ts)
    const sheets = blockSheets(assets)
    return new Response(sheets.length ? writePageRules(await new Response(body).text(), sheets) : body, { status, headers })
  } catch (error) {
    // the shell itself failed: try the error page once, and if even that fails, answer in plain words
    console.error('render failed', state.url.pathname.slice(0, 200), error)
    if (!state.error) return stream(errorState(state, state.layout, 500), 500)
    return plainErrorPage(state.country, state.error.status)
  }
}

/** The last resort when even the error page cannot be rendered: the same words without the layout. */
function plainErrorPage(country: string, status: number): Response {
  const locale = localeOf(country)
  const t = translator(locale, dictionaries[locale])
  const html = `<!doctype html><html lang="${LANGUAGE_TAG[locale]}"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${t('error.title')} ${status}</title><body style="font-family:Georgia,serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1c1917"><p>${t('error.title')} ${status}</p><p>${status === 404 ? t('error.notFound', { path: '' }) : t('error.server')}</p><p><a href="/${country}">${t('goBackToHome')}</a></p></body></html>`
  return new Response(html, { status, headers: { 'content-type': 'text/html; charset=utf-8' } })
}

function document(state: AppState) {
  const locale = localeOf(state.country)
  const store = createStore()
  store.set(countryAtom, state.country)
  const bootstrap: Bootstrap = {
    routeId: state.route.id,
    params: state.params,
    country: state.country,
    origin: state.origin,
    data: state.data,
    error: state.error,
    layout: state.layout,
  }
  const t = translator(locale, dictionaries[locale])
  const assets = pageAssets({ manifest: clientManifest, styles: clientStyles }, locale, state.error ? null : state.route)
  const jsonLd = state.error ? [] : pageJsonLd(state.route.id, state.data, { origin: state.origin, country: state.country, t })
  const page = (
    <Document lang={LANGUAGE_TAG[locale]} assets={assets} jsonLd={jsonLd} bootstrap={bootstrap}>
      <App state={state} store={store} t={t} />
    </Document>
  )
  return { page, assets }
}
