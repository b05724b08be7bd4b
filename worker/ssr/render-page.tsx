import type { Context } from 'hono'
import { isbot } from 'isbot'
import { createStore } from 'jotai'
import { renderToReadableStream } from 'react-dom/server'
import { translator } from '../../i18n'
import { dictionaries } from '../../i18n/dictionaries'
import { DEFAULT_COUNTRY, LANGUAGE_TAG, localeOf } from '../../i18n/locale'
import { App, type AppState } from '../../routes/app'
import { loadLayout } from '../../routes/layout/load-layout'
import type { Bootstrap } from '../../routes/lib/bootstrap'
import { HttpError } from '../../routes/lib/errors'
import { splitCountry } from '../../routes/lib/match'
import { findRoute, resolvePage } from '../../routes/lib/resolve'
import { countryAtom } from '../../routes/lib/ui-state'
import { pageJsonLd } from '../../routes/seo/page-json-ld'
import type { AppEnv } from '../env'
import { clientManifest, clientStyles } from './client-manifest'
import { Document } from './document'
import { inProcessApi } from './in-process-api'
import { pageAssets } from './page-assets'

/** Missing entities and input the API rejects are both "no such page"; everything else is our failure. */
const statusOf = (error: unknown) => (error instanceof HttpError && (error.status === 404 || error.status === 400) ? 404 : 500)

/** Streams the page of the request: loaders first (so the status is known), then React renders layout and page. */
export async function renderPage(c: Context<AppEnv>): Promise<Response> {
  const url = new URL(c.req.url)
  const { country } = splitCountry(url.pathname, c.get('country') || DEFAULT_COUNTRY)
  const api = inProcessApi(c)
  const base = { url, country, origin: url.origin }
  const [layout, outcome] = await Promise.all([
    loadLayout({ locale: localeOf(country), api }),
    resolvePage(url, country, api).then(
      (page) => ({ page }),
      (error: unknown) => ({ error }),
    ),
  ])

  if ('page' in outcome) return stream({ ...base, ...outcome.page, layout, error: null }, 200)

  const status = statusOf(outcome.error)
  if (status === 500) console.error('page failed', url.pathname, outcome.error)
  if (isbot(c.req.header('user-agent'))) {
    console.warn(`error page withheld from crawler: ${status} ${url.pathname}`, c.req.header('user-agent'))
    return c.text(status === 404 ? 'Not Found' : 'Internal Server Error', status)
  }
  return stream(errorState(base, layout, status), status)
}

function errorState(base: Pick<AppState, 'url' | 'country' | 'origin'>, layout: AppState['layout'], status: number): AppState {
  const { route, params } = findRoute(base.url)
  return { ...base, route, params, layout, Page: null, data: null, error: { status, path: base.url.pathname } }
}

async function stream(state: AppState, status: number): Promise<Response> {
  const locale = localeOf(state.country)
  try {
    const body = await renderToReadableStream(document(state), {
      onError: (error) => console.error('render failed', state.url.pathname, error),
    })
    const headers = new Headers({ 'content-type': 'text/html; charset=utf-8' })
    // cart, checkout and order pages belong to one visitor: no shared cache may keep them, no index lists them
    if (state.route.private || state.route.guard) {
      headers.set('cache-control', 'private, no-store')
      headers.set('x-robots-tag', 'noindex')
    }
    return new Response(body, { status, headers })
  } catch (error) {
    // the shell itself failed: try the error page once, and if even that fails, answer in plain words
    if (!state.error) return stream(errorState(state, state.layout, 500), 500)
    const t = translator(locale, dictionaries[locale])
    const html = `<!doctype html><html lang="${LANGUAGE_TAG[locale]}"><meta charset="utf-8"><title>${t('error.title')}</title><p>${t('error.server')}</p><p><a href="/${state.country}">${t('goBackToHome')}</a></p></html>`
    return new Response(html, { status: 500, headers: { 'content-type': 'text/html; charset=utf-8' } })
  }
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
  return (
    <Document lang={LANGUAGE_TAG[locale]} assets={assets} jsonLd={jsonLd} bootstrap={bootstrap}>
      <App state={state} store={store} t={t} />
    </Document>
  )
}
