import { Hono } from 'hono'
import { authGuard } from './account/auth-guard'
import { admin } from './admin/admin'
import { api } from './api'
import { assetFiles } from './assets/asset-files'
import { htmlCache } from './cache/html-cache'
import { productionGuard } from './config/production-guard'
import type { AppEnv } from './env'
import { faultScope } from './faults/part-failure'
import { subrequestBudget } from './faults/subrequest-budget'
import { errorBoundary, notFound } from './http/error-boundary'
import { sameOrigin } from './http/same-origin'
import { securityHeaders } from './http/security-headers'
import { releaseUnreadBody } from './http/unread-body'
import { images } from './images/routes'
import { backendBudget } from './medusa/request-budget'
import { ops } from './ops/ops'
import { passThrough } from './proxy/pass-through'
import { CUSTOMER_SURFACE, STAFF_SURFACE } from './proxy/surfaces'
import { redirects } from './redirects/redirects-middleware'
import { countryRouting } from './routing/country-routing'
import { robots, sitemap } from './seo/routes'
import { renderPage } from './ssr/render-page'

export const app = new Hono<AppEnv>()

// CSP and friends on every answer; one error boundary and one not-found answer for everything below;
// a request waits for a hung back end at most once.
app.use('*', securityHeaders)
app.use('*', releaseUnreadBody)
app.use('*', backendBudget)
// a KV namespace or the Cache API that fails is done without, and logged once per request (faults/)
app.use('*', faultScope)
// sub-requests counted per request: optional ones are skipped while only the data's reserve is left (faults/)
app.use('*', subrequestBudget)
app.onError(errorBoundary)
app.notFound(notFound)
// A deployed worker on the example secrets (or without them) answers 503 to everything.
app.use('*', productionGuard)

app.route('/api', api)
// Medusa through the shop's origin: customers at /medusa, staff at /admin/api (proxy/surfaces.ts), both same-origin only.
app.use('/medusa/*', sameOrigin)
app.all('/medusa/*', passThrough(CUSTOMER_SURFACE))
app.all('/medusa', passThrough(CUSTOMER_SURFACE))
app.use('/admin/api/*', sameOrigin)
app.all('/admin/api/*', passThrough(STAFF_SURFACE))
app.all('/admin/api', passThrough(STAFF_SURFACE))
app.route('/ops', ops)
app.route('/images', images)
app.get('/sitemap.xml', sitemap)
app.get('/robots.txt', robots)
// The back office: a client app of its own, outside the country routing.
app.route('/admin', admin)

// Pages: the redirect table wins over everything, then the country prefix is settled, then React renders.
// Files outside /assets (favicon.ico, builds/latest.json) pass both and come from the asset layer.
// The HTML cache sits inside country routing, so the cookies routing sets are never stored.
app.use('*', redirects)
app.use('*', countryRouting)
app.use('*', authGuard)
app.use('*', assetFiles)
app.use('*', htmlCache(renderPage))
app.get('*', renderPage)
