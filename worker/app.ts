import { Hono } from 'hono'
import type { AppEnv } from './env'
import { authGuard } from './account/auth-guard'
import { admin } from './admin/admin'
import { api } from './api'
import { htmlCache } from './cache/html-cache'
import { images } from './images/routes'
import { assetFiles } from './assets/asset-files'
import { productionGuard } from './config/production-guard'
import { passThrough } from './proxy/pass-through'
import { ops } from './ops/ops'
import { redirects } from './redirects/redirects-middleware'
import { countryRouting } from './routing/country-routing'
import { robots, sitemap } from './seo/routes'
import { renderPage } from './ssr/render-page'

export const app = new Hono<AppEnv>()

// A deployed worker on the example secrets (or without them) answers 503 to everything.
app.use('*', productionGuard)

app.route('/api', api)
app.all('/medusa/*', passThrough)
app.all('/medusa', passThrough)
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
