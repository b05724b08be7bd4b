import { Hono } from 'hono'
import type { AppEnv } from './env'
import { api } from './api'
import { assetFiles } from './assets/asset-files'
import { passThrough } from './proxy/pass-through'
import { ops } from './ops/ops'
import { redirects } from './redirects/redirects-middleware'
import { countryRouting } from './routing/country-routing'
import { renderPage } from './ssr/render-page'

export const app = new Hono<AppEnv>()

app.route('/api', api)
app.all('/medusa/*', passThrough)
app.all('/medusa', passThrough)
app.route('/ops', ops)

// Pages: the redirect table wins over everything, then the country prefix is settled, then React renders.
// Files outside /assets (favicon.ico, robots.txt, builds/latest.json) pass both and come from the asset layer.
app.use('*', redirects)
app.use('*', countryRouting)
app.use('*', assetFiles)
app.get('*', renderPage)
