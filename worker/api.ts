import { Hono } from 'hono'
import { FILTER_PARAMS } from '../routes/catalogue/listing-filters'
import { accountOrders } from './account/orders'
import { passwordResetCheck } from './auth/password-reset-check'
import { edgeCache } from './cache/edge-cache'
import { categories } from './catalogue/categories'
import { collections } from './catalogue/collections'
import { memberPrices } from './catalogue/member-prices'
import { products } from './catalogue/products'
import { paymentMethods } from './checkout/payment-methods'
import { shippingFrom } from './checkout/shipping-from'
import { contact } from './content/contact'
import { newsletter } from './content/newsletter'
import type { AppEnv } from './env'
import { jsonError } from './http/errors'
import { redirectLookup } from './redirects/routes'
import { regions } from './regions/routes'
import { searchConfig } from './search/config'
import { embeddedSearch } from './search/embedded/search-routes'
import { searchResults } from './search/results'
import { slugTranslation } from './slugs/routes'
import { availability } from './stock/availability'

/** The product site's own endpoints (worker/README.md), mounted under /api. Routes are relative to /api. */
export const api = new Hono<AppEnv>()

// Catalogue GETs are answered from the edge cache for a minute, then stale for ten while refreshed.
// Each keeps only the query parameters its endpoints read (products refuses unknown ones with a 400).
const catalogueCache = (params?: readonly string[]) => edgeCache({ ttl: 60, staleWhileRevalidate: 600, origin: () => api, params })
api.use('/collections/*', catalogueCache(['locale']))
api.use('/categories/*', catalogueCache([]))
api.use('/products/*', catalogueCache())
api.use('/regions', catalogueCache([]))
// each query's results for a minute (then stale while refreshed); a catalogue change purges them
api.use('/search-results/*', catalogueCache(['s', 'page', ...FILTER_PARAMS]))
api.use('/search-config/*', catalogueCache([]))

api.route('/collections', collections)
api.route('/categories', categories)
api.route('/products', products)
api.route('/regions', regions)
api.route('/payment-methods', paymentMethods)
api.route('/shipping-from', shippingFrom)
api.route('/slug-translation', slugTranslation)
api.route('/redirect', redirectLookup)
api.route('/auth/check-password-reset', passwordResetCheck)
api.route('/account/orders', accountOrders)
api.route('/contact', contact)
api.route('/newsletter', newsletter)
api.route('/availability', availability)
api.route('/prices', memberPrices)
// the embedded engine's Meilisearch API (without MEILISEARCH_HOST the storefront's meilisearch client talks to it)
api.route('/search', embeddedSearch)
api.route('/search-results', searchResults)
api.route('/search-config', searchConfig)

api.all('*', (c) => c.json({ message: `No API endpoint ${c.req.method} ${c.req.path}` }, 404))
api.onError(jsonError)
