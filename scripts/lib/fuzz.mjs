import http from 'node:http'
import fc from 'fast-check'

// Generated requests against a running shop worker, for the fuzz test (worker/fuzz.int.test.ts) and the
// bench: every route family with odd methods, bodies, cookies, headers and paths up to 8 KB. The
// generator is seeded, so a failure can be replayed; the runner only talks to loopback, a bounded number
// of requests at a time, each with a time limit (a request that takes longer counts as a hang).

const COUNTRIES = ['de', 'at', 'ch', 'li', 'lu', 'us', 'gb', 'fr', 'jp', 'zz', 'DE', 'Us', 'xx', '', '..', '%2e%2e', 'de%00']
const SEGMENTS = [
  'produkte',
  'products',
  'kategorien',
  'categories',
  'kollektionen',
  'collections',
  'content',
  'videos',
  'suche',
  'search',
  'store',
  'cart',
  'checkout',
  'checkout/review',
  'account',
  'order/confirmed',
  'order/confirmation',
  'wishlist',
  'contact',
  'login',
  'c',
  'en/c',
  'newsletter/unsubscribe',
]
const HANDLES = [
  'ringe',
  'eheringe',
  'neuigkeiten',
  'angebote',
  'agb',
  'impressum',
  'verlobungsring-aurelia-solitaer-030',
  'gold-ring',
  'x',
  '-',
  '.',
  '..',
  '%2F%2Fevil.example',
  '%5Cevil.example',
  '%00',
  '%ff%fe',
  'ä',
  '%C3%A4',
  '😀',
  '<script>alert(1)</script>',
  '\'"><img src=x>',
  'a/b/c/d/e/f',
  '%',
  '%%',
  'con',
  '...',
]
// Methods the runtime's HTTP server knows reach the worker; an unknown token (FOO) is answered 501 by workerd
// itself, before any code of ours runs (and on Cloudflare by its edge), so it says nothing about the shop.
const METHODS = ['GET', 'GET', 'GET', 'GET', 'HEAD', 'POST', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND', 'TRACE', 'PURGE']
/**
 * No body with these. GET and HEAD have none; after a TRACE, OPTIONS or DELETE with a body, the local
 * runtime's HTTP plumbing (workerd under Miniflare) reads the leftover bytes as the start of another
 * visitor's request and answers that one 501 "Unrecognized request method" itself, before any code of the
 * shop runs: an artifact of the local server, which says nothing about the shop (Cloudflare's edge parses
 * requests itself).
 */
const BODILESS = ['GET', 'HEAD', 'TRACE', 'OPTIONS', 'DELETE']
// (/assets/* is answered by the platform's asset layer without the worker; locally, a body sent there that it
// never reads breaks the connection the same way: it gets no bodies either)
const QUERY_NAMES = [
  'page',
  'sort',
  'variant',
  's',
  'testcountry',
  'limit',
  'offset',
  'order',
  'locale',
  'region_id',
  'country_code',
  'collection_id',
  'category_id',
  'query',
  'video',
  'url',
  'w',
  'q',
  'path',
  'type',
  'slug',
  'from',
  'to',
  'utm_source',
  'fbclid',
  'sent',
  'failed',
  'newsletter',
  'token',
  'result',
  'next',
  '__proto__',
  'a[b][c]',
]
const ODD_VALUES = [
  '',
  '0',
  '-1',
  '1e9',
  '99999999999999999999',
  'NaN',
  'null',
  'true',
  'price',
  '-price',
  'title',
  'newest',
  'price-asc',
  'variant_01KA2B3C4D5E6F7G8H9J0KMNPQ',
  'reg_x',
  'pcol_1',
  'pcat_1',
  'prod_1',
  '/static/../admin/users',
  '/medusa/static/x.webp',
  'https://evil.example/x.jpg',
  '//evil.example',
  'javascript:alert(1)',
  '%00',
  '%',
  '😀',
  'de',
  'en',
  'fr',
  '1',
  'subscribed',
  'email:email,consent:consent',
  '<b>x</b>',
  'a\u0000b',
  '\u001b[31m',
]

// text with control characters: a NUL cannot be stored by Postgres, an escape is no text anyone typed
const CONTROL_TEXTS = ['nul\u0000@example.com', 'a@exa\u0007mple.de', 'Anna\u0000 Schmidt', 'Eine Nachricht mit NUL\u0000 und Escape \u001b[0m darin', '\u0000']
const word = fc.string({ unit: 'grapheme', minLength: 0, maxLength: 24 })
const segment = fc.oneof(fc.constantFrom(...HANDLES), fc.webSegment(), word.map(encodeURIComponent))
const value = fc.oneof(fc.constantFrom(...ODD_VALUES), word, fc.integer().map(String))
const query = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...QUERY_NAMES), fc.webSegment()), value), { maxLength: 6 })
  .map((pairs) => (pairs.length ? `?${pairs.map(([name, v]) => `${encodeURIComponent(name)}=${encodeURIComponent(v)}`).join('&')}` : ''))
/** Up to 8 KB: the paths some clients and crawlers really send, and what a KV key cannot hold. */
const longTail = fc
  .integer({ min: 300, max: 7900 })
  .chain((length) => fc.constantFrom('x', 'ä', '%41', 'ab/').map((unit) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length)))

const pagePath = fc
  .tuple(
    fc.constantFrom(...COUNTRIES),
    fc.option(fc.constantFrom(...SEGMENTS), { nil: null }),
    fc.array(segment, { maxLength: 3 }),
    fc.oneof({ weight: 6, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: longTail }),
  )
  .map(([country, seg, rest, long]) => ['', country, ...(seg ? [seg] : []), ...rest, ...(long ? [long] : [])].join('/') || '/')

const apiPath = fc.oneof(
  fc
    .tuple(
      fc.constantFrom(...COUNTRIES),
      fc.constantFrom('de', 'en', 'fr', ''),
      fc.option(
        fc.oneof(
          segment,
          segment.map((s) => `related/${s}`),
        ),
        { nil: null },
      ),
    )
    .map(([country, locale, tail]) => `/api/products/${country}/${locale}${tail ? `/${tail}` : ''}`),
  fc.tuple(fc.constantFrom('de', 'en', 'xx'), fc.oneof(fc.constant('menu'), segment)).map(([locale, slug]) => `/api/categories/${locale}/${slug}`),
  segment.map((slug) => `/api/collections/${slug}`),
  fc.constantFrom(
    '/api/regions',
    '/api/slug-translation',
    '/api/redirect',
    '/api/contact',
    '/api/newsletter/subscribe',
    '/api/newsletter/unsubscribe',
    '/api/auth/check-password-reset',
    '/api',
    '/api/',
    '/api/nothing',
    '/api/products',
    '/api/../ops/purge',
  ),
  longTail.map((tail) => `/api/products/de/de/${tail}`),
)

const medusaPath = fc.oneof(
  fc.constantFrom(
    '/medusa/store/products',
    '/medusa/store/regions',
    '/medusa/store/carts',
    '/medusa/store/product-categories',
    '/medusa/store/collections',
    '/medusa/auth/customer/emailpass',
    '/medusa/auth/customer/emailpass/register',
    '/medusa/auth/session',
    '/medusa/auth/token/refresh',
    '/medusa/auth/user/emailpass',
    '/medusa/admin/users/me',
    '/medusa/admin/products',
    '/medusa/static/',
    '/medusa',
    '/medusa/',
    '/medusa/health',
    '/medusa/store/customers/me',
  ),
  segment.map((s) => `/medusa/store/carts/${s}`),
  segment.map((s) => `/medusa/store/products/${s}`),
  segment.map((s) => `/medusa/static/${s}`),
)

const adminPath = fc.oneof(
  fc.constantFrom(
    '/admin',
    '/admin/',
    '/admin/de',
    '/admin/en/orders',
    '/admin/fr/x',
    '/admin/de/login',
    '/admin/api',
    '/admin/api/admin/users/me',
    '/admin/api/admin/products',
    '/admin/api/auth/user/emailpass',
    '/admin/api/auth/session',
    '/admin/api/store/carts',
    '/admin/api/auth/customer/emailpass',
  ),
  segment.map((s) => `/admin/de/${s}`),
  segment.map((s) => `/admin/api/admin/${s}`),
)

const otherPath = fc.oneof(
  fc.constantFrom(
    '/ops/purge',
    '/ops/slugs/sync',
    '/ops',
    '/ops/x',
    '/sitemap.xml',
    '/robots.txt',
    '/favicon.ico',
    '/builds/latest.json',
    '/assets/nope.js',
    '/',
    '//',
    '/order/confirmation',
  ),
  fc
    .tuple(
      fc.oneof(fc.constantFrom(...ODD_VALUES), segment),
      fc.constantFrom('320', '640', '1536', '0', '99999', 'x', ''),
      fc.constantFrom('95', '100', '0', '101', ''),
    )
    .map(([url, w, q]) => `/images?url=${encodeURIComponent(url)}&w=${w}&q=${q}`),
)

// Ids as they come: real ones of the stack (`known`), Medusa's shape, someone else's, made up, broken, too long
const someId = (known) => fc.oneof(...(known.length ? [{ weight: 2, arbitrary: fc.constantFrom(...known) }] : []), ID)
const ID = fc.oneof(
  fc.constantFrom(
    'order_01KA2B3C4D5E6F7G8H9J0KMNPQ',
    'order_x',
    'prod_01KA2B3C4D5E6F7G8H9J0KMNPQ',
    'variant_01KA2B3C4D5E6F7G8H9J0KMNPQ',
    'variant_',
    'prod_',
    'cus_1',
    '0',
    '-1',
    'null',
    'undefined',
    '%00',
    '%2e%2e',
    '..%2f..%2fadmin',
  ),
  segment,
  fc.integer({ min: 300, max: 2000 }).map((length) => `order_${'A'.repeat(length)}`),
)
const TOKENS = ['', 'x', 'eyJhbGciOiJIUzI1NiJ9.e30.x', 'eyJhbGciOiJub25lIn0.eyJlbWFpbCI6ImFAYi5jIn0.', 'a.b.c', '%00', 'null', '💎']
const token = fc.oneof(
  fc.constantFrom(...TOKENS),
  word,
  fc.integer({ min: 600, max: 6000 }).map((length) => 'e'.repeat(length)),
)
const param = (name, arbitrary) =>
  fc.option(
    arbitrary.map((v) => `${name}=${encodeURIComponent(v)}`),
    { nil: null },
  )
const queryOf = (...parts) => fc.tuple(...parts).map((pairs) => (pairs.some(Boolean) ? `?${pairs.filter(Boolean).join('&')}` : ''))
const SEARCH_TEXTS = [
  '\u0000',
  'ring\u0000',
  'ring',
  'Ring Gold 587',
  '*',
  '"',
  '"unclosed',
  '\\',
  '%',
  '%%',
  '../',
  '<script>alert(1)</script>',
  '🙂💍',
  'a'.repeat(300),
  ' ',
  'OR 1=1',
  'NOT',
  'title:ring',
]
const searchText = fc.oneof(fc.constantFrom(...SEARCH_TEXTS), word)
const pageNumber = fc.oneof(
  fc.constantFrom('', '0', '-1', '1', '2', '1.5', 'NaN', 'Infinity', '1e308', '99999999999999999999', 'x', '[]'),
  fc.integer().map(String),
)
const shopCountry = fc.constantFrom('de', 'at', 'ch', 'us', 'gb', 'fr', 'zz', '')

/** The account area, the wishlist and the order transfer pages of a country's shop. */
const accountPagePath = ({ orderIds }) =>
  fc
    .tuple(
      shopCountry,
      fc.oneof(
        fc.constantFrom(
          'register',
          'password-reset',
          'reset-password',
          'account',
          'account/orders',
          'account/addresses',
          'account/password',
          'account/personal-data',
          'wishlist',
          'login',
          'account/x',
          'account/orders/',
        ),
        fc
          .tuple(fc.constant('reset-password'), queryOf(param('token', token), param('email', fc.oneof(fc.emailAddress(), word))))
          .map(([page, q]) => `${page}${q}`),
        queryOf(param('code', token), param('state', token), param('error', fc.constantFrom('access_denied', 'x', ''))).map((q) => `auth/google/callback${q}`),
        someId(orderIds).map((id) => `account/orders/${id}`),
        fc
          .tuple(someId(orderIds), fc.constantFrom('accept', 'decline', 'x', ''), queryOf(param('token', token)))
          .map(([id, answer, q]) => `order/transfer/${id}/${answer}${q}`),
      ),
    )
    .map(([country, rest]) => `/${country}/${rest}`)

/** The search results page of a country's shop, with odd `s` and `page`. */
const searchPagePath = fc
  .tuple(shopCountry, fc.constantFrom('suche', 'search'), queryOf(param('s', searchText), param('page', pageNumber), param('sort', value)))
  .map(([country, page, q]) => `/${country}/${page}${q}`)

/** The Meilisearch API of the embedded engine, the results and config endpoints. */
const searchApiPath = fc.oneof(
  fc.constantFrom(
    '/api/search',
    '/api/search/',
    '/api/search/health',
    '/api/search/indexes',
    '/api/search/indexes/products',
    '/api/search/indexes/products/search',
    '/api/search/indexes/products/documents',
    '/api/search/indexes/nothing/search',
    '/api/search/multi-search',
    '/api/search/indexes/products/settings',
    '/api/search/keys',
  ),
  queryOf(param('q', searchText), param('limit', pageNumber), param('offset', pageNumber), param('filter', value)).map(
    (q) => `/api/search/indexes/products/search${q}`,
  ),
  fc
    .tuple(shopCountry, fc.constantFrom('de', 'en', 'fr', '', 'xx'), queryOf(param('s', searchText), param('page', pageNumber)))
    .map(([country, locale, q]) => `/api/search-results/${country}/${locale}${q}`),
  fc.tuple(shopCountry, fc.option(segment, { nil: null })).map(([country, tail]) => `/api/search-config/${country}${tail ? `/${tail}` : ''}`),
)

/** A search request as a client (or an attacker) sends it: huge limits, odd filters and sorts, bodies that are no JSON. */
const searchBody = fc.oneof(
  fc
    .record(
      {
        q: fc.oneof(searchText, fc.constant(null), fc.integer(), fc.array(word, { maxLength: 3 })),
        limit: fc.oneof(fc.constantFrom(0, -1, 1e9, 2 ** 53, 1.5, '20', null), fc.integer()),
        offset: fc.oneof(fc.constantFrom(0, -5, 1e12, 'x'), fc.integer()),
        hitsPerPage: fc.constantFrom(0, 1, 1e9, -1),
        page: fc.constantFrom(0, 1, -1, 1e9, 'x'),
        filter: fc.oneof(
          fc.constantFrom('', 'price > 10', 'country_codes = de', 'x = ', '(((', 'a IN [', 'price TO', '_geoRadius(1,2,3)', "tags = 'ring' AND NOT"),
          fc.array(fc.oneof(word, fc.array(word, { maxLength: 2 })), { maxLength: 3 }),
          fc.integer(),
          fc.constant({}),
        ),
        sort: fc.oneof(fc.constantFrom(['price:asc'], ['price:up'], ['x'], 'price:asc', [':'], [null]), fc.array(word, { maxLength: 3 })),
        facets: fc.oneof(fc.constantFrom(['*'], ['category'], 'x', null), fc.array(word, { maxLength: 3 })),
        attributesToRetrieve: fc.oneof(fc.constantFrom(['*'], [], 'x'), fc.array(word, { maxLength: 3 })),
        attributesToHighlight: fc.oneof(fc.constantFrom(['*'], 'x', [1]), fc.array(word, { maxLength: 3 })),
        attributesToCrop: fc.constantFrom(['description:-1'], ['*:1e9'], 'x'),
        cropLength: fc.constantFrom(0, -1, 1e9, 'x'),
        matchingStrategy: fc.constantFrom('all', 'last', 'frequency', 'x', 1),
        queries: fc.constantFrom([], [{}], [{ indexUid: 'products', q: 'ring', limit: 1e9 }], [{ indexUid: '../x' }], 'x'),
      },
      { requiredKeys: [] },
    )
    .map((record) => ['application/json', JSON.stringify(record)]),
  // a query with one odd setting, so the engine gets past validation into the search itself
  fc
    .tuple(
      searchText,
      fc.constantFrom(
        { limit: 1e9 },
        { limit: -1 },
        { offset: 1e12 },
        { page: 0 },
        { hitsPerPage: 1e9, page: 1e9 },
        { filter: 'price > 10' },
        { filter: '(((' },
        { filter: ['category_handles = ringe', ['collection.handle = gold', 'handle = x']] },
        { filter: 'category_handles IN [ringe, ketten] AND NOT id = 1' },
        { filter: 'handle EXISTS OR (((' },
        { attributesToCrop: ['*:1000000000'] },
        { cropLength: 1e9 },
        { facets: ['*'] },
        { facets: ['category_handles', 'collection.handle'] },
        { attributesToHighlight: ['*'], highlightPreTag: '<script>' },
        { attributesToRetrieve: ['__proto__', 'constructor'] },
        {},
      ),
    )
    .map(([q, extra]) => ['application/json', JSON.stringify({ q, ...extra })]),
  word.map((text) => ['application/json', `{"q": "${text}`]),
  fc.constantFrom(
    ['application/json', ''],
    ['application/json', '[]'],
    ['application/json', 'null'],
    ['application/json', '"ring"'],
    ['application/json', '{"limit":1e999}'],
    ['application/json', '{"q":"\ud800"}'],
    ['text/plain', 'q=ring'],
  ),
)

/** The customer routes of the account area, passed through to Medusa. */
const customerPath = ({ orderIds }) =>
  fc.oneof(
    fc.constantFrom(
      '/medusa/store/customers/me/password',
      '/medusa/store/customers/me/email',
      '/medusa/store/customers/me/claimable-orders',
      '/medusa/store/customers/me/addresses',
      '/medusa/store/customers/me/orders',
      '/medusa/store/customers',
      '/medusa/store/password-reset-check',
      '/medusa/auth/customer/emailpass/reset-password',
      '/medusa/auth/customer/emailpass/update',
      '/medusa/auth/customer/google',
      '/medusa/auth/customer/google/callback',
      '/medusa/store/orders',
      '/medusa/store/orders/transfer',
    ),
    queryOf(param('code', token), param('state', token)).map((q) => `/medusa/auth/customer/google/callback${q}`),
    someId(orderIds).map((id) => `/medusa/store/orders/${id}/invoice`),
    someId(orderIds).map((id) => `/medusa/store/orders/${id}`),
    fc.tuple(someId(orderIds), fc.constantFrom('accept', 'decline', 'request', 'cancel')).map(([id, step]) => `/medusa/store/orders/${id}/transfer/${step}`),
  )

/** The embedded engine's document API for the back end's indexer: without a bearer, and with wrong ones. */
const searchOpsPath = fc.constantFrom(
  '/ops/search/indexes/products/documents',
  '/ops/search/indexes/products/documents/delete-batch',
  '/ops/search/indexes/products',
  '/ops/search/indexes/products/settings',
  '/ops/search/tasks/1',
  '/ops/search',
)

/**
 * The shop's forms almost right: a valid contact message or sign-up with one field odd, so the request gets past the
 * first checks to the code (and the back end) behind them. Sign-ups send real mails to the catcher (fuzz addresses).
 */
const FORM_VALID = { name: 'Anna Schmidt', message: 'Ich interessiere mich für einen Verlobungsring.', consent: true, locale: 'de', country_code: 'de' }
const FORM_ODD = {
  name: ['A', ' ', ...CONTROL_TEXTS],
  email: ['FUZZ-FORM@Example.COM', 'fuzz@', ...CONTROL_TEXTS],
  message: ['kurz', 'x'.repeat(5001), ...CONTROL_TEXTS],
  phone: ['+49 7231 12345', 'ruf an', '\u0000'],
  subject: ['Ring', '\u0000', 'x'.repeat(151)],
  consent: [false, 'on', 'false'],
  locale: ['en', 'x', '\u0000'],
  country_code: ['at', 'gb', 'zz', '\u0000'],
  return_to: ['/at/content/kontakt', '//evil.example', '/\u0000'],
  token: ['AbCdEfGhIjKlMnOpQrStUvWxYz012345', '\u0000'.repeat(24)],
  website: ['http://spam.example'],
}
const formPost = fc.tuple(fc.constantFrom(...Object.keys(FORM_ODD)), fc.nat(), fc.boolean()).map(([field, pick, asForm]) => {
  // one of 60 addresses: the back end counts messages per address, and the valid ones must get through
  const valid = { ...FORM_VALID, email: `fuzz-form-${pick % 60}@example.com` }
  const fields = { ...valid, [field]: FORM_ODD[field][pick % FORM_ODD[field].length] }
  return asForm
    ? ['application/x-www-form-urlencoded', new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString()]
    : ['application/json', JSON.stringify(fields)]
})
const FORM_PATHS = ['/api/contact', '/api/newsletter/subscribe', '/api/newsletter/unsubscribe', '/api/auth/check-password-reset']

/** A family's paths with methods of its own: mostly what its clients send, now and then any (`METHODS`). */
const sent = (name, paths, methods, body) =>
  fc
    .tuple(
      paths,
      fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...methods) }, { weight: 1, arbitrary: fc.constantFrom(...METHODS) }),
      body ?? fc.constant(undefined),
    )
    .map(([path, method, payload]) => [name, path, payload === undefined ? { method } : { method, body: payload }])

/** Every route family; `known` holds real ids and a signed-in customer's session of the stack, mixed into the made-up ones. */
const families = ({ orderIds = [], productIds = [], variantIds = [] } = {}) =>
  fc.oneof(
    { weight: 4, arbitrary: pagePath.map((path) => ['page', path]) },
    { weight: 3, arbitrary: apiPath.map((path) => ['api', path]) },
    { weight: 1, arbitrary: sent('api', fc.constantFrom(...FORM_PATHS), ['POST'], formPost) },
    { weight: 2, arbitrary: medusaPath.map((path) => ['medusa', path]) },
    { weight: 2, arbitrary: adminPath.map((path) => ['admin', path]) },
    { weight: 2, arbitrary: otherPath.map((path) => [path.startsWith('/images') ? 'images' : path.startsWith('/ops') ? 'ops' : 'other', path]) },
    { weight: 2, arbitrary: sent('account', accountPagePath({ orderIds }), ['GET', 'GET', 'GET', 'HEAD', 'POST']) },
    { weight: 1, arbitrary: sent('search', searchPagePath, ['GET', 'GET', 'HEAD']) },
    {
      weight: 2,
      arbitrary: fc.oneof(
        sent('search-api', searchApiPath, ['GET', 'GET', 'HEAD']),
        // the search endpoints themselves most often: that is where the bodies are read
        sent(
          'search-api',
          fc.oneof(
            { weight: 3, arbitrary: fc.constantFrom('/api/search/indexes/products/search', '/api/search/multi-search') },
            { weight: 1, arbitrary: searchApiPath },
          ),
          ['POST', 'POST', 'PUT', 'PATCH'],
          searchBody,
        ),
      ),
    },
    {
      weight: 1,
      arbitrary: sent(
        'stock',
        fc.tuple(shopCountry, someId([...productIds, ...variantIds])).map(([country, id]) => `/api/availability/${country}/${id}`),
        ['GET', 'GET', 'HEAD'],
      ),
    },
    { weight: 2, arbitrary: sent('customer', customerPath({ orderIds }), ['GET', 'POST', 'POST', 'DELETE']) },
    { weight: 1, arbitrary: sent('search-ops', searchOpsPath, ['GET', 'POST', 'PUT', 'DELETE']) },
  )

// a signed-in customer's session now and then (a request that signs it out makes the rest anonymous again: also real)
const cookies = ({ session } = {}) =>
  fc.oneof(
    fc.constant(null),
    ...(session ? [fc.constantFrom(session, `${session}; signed_in=1; locale=en`, `${session}x`)] : []),
    fc
      .array(
        fc.tuple(
          fc.constantFrom('cart_id', 'country_code', 'locale', 'connect.sid', 'admin.sid', '_medusa_jwt', 'session', 'signed_in', 'wishlist', 'x'),
          value,
        ),
        { minLength: 1, maxLength: 5 },
      )
      .map((pairs) => pairs.map(([name, v]) => `${name}=${encodeURIComponent(v)}`).join('; ')),
    fc.integer({ min: 1000, max: 6000 }).map((length) => `cart_id=${'c'.repeat(length)}`),
  )

const body = fc.oneof(
  fc.constant(null),
  fc.jsonValue({ maxDepth: 3 }).map((json) => ['application/json', JSON.stringify(json) ?? 'null']),
  fc
    .record({
      email: fc.oneof(fc.emailAddress(), word, fc.constantFrom(...CONTROL_TEXTS)),
      password: word,
      identifier: word,
      locale: fc.constantFrom('de', 'en', 'x'),
      consent: fc.boolean(),
      name: fc.oneof(word, fc.constantFrom(...CONTROL_TEXTS)),
      message: fc.oneof(word, fc.constantFrom(...CONTROL_TEXTS)),
      token: word,
    })
    .map((record) => ['application/json', JSON.stringify(record)]),
  word.map((text) => ['application/json', `{"email": ${text}`]),
  fc.webQueryParameters().map((form) => ['application/x-www-form-urlencoded', form]),
  fc
    .tuple(fc.constantFrom('application/octet-stream', 'text/plain', 'multipart/form-data; boundary=x', 'application/json'), fc.uint8Array({ maxLength: 2048 }))
    .map(([type, bytes]) => [type, Buffer.from(bytes)]),
  fc.integer({ min: 40_000, max: 120_000 }).map((length) => ['application/json', `{"message":"${'m'.repeat(length)}"}`]),
)

const headers = fc.record({
  origin: fc.oneof(fc.constant(null), fc.constant('SELF'), fc.constantFrom('https://evil.example', 'null', 'http://localhost')),
  'sec-fetch-site': fc.oneof(fc.constant(null), fc.constantFrom('same-origin', 'cross-site', 'same-site', 'none')),
  'user-agent': fc.constantFrom(
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
    'Googlebot/2.1 (+http://www.google.com/bot.html)',
    'curl/8.5',
    '',
  ),
  'accept-language': fc.oneof(fc.constant(null), fc.constantFrom('de-DE,de;q=0.9', 'en-US', '*', 'xx;q=abc')),
  accept: fc.oneof(fc.constant(null), fc.constantFrom('text/html', 'application/json', '*/*', 'image/webp')),
  'cf-ipcountry': fc.oneof(fc.constant(null), fc.constantFrom('DE', 'US', 'XX', 'T1', '')),
  authorization: fc.oneof(
    fc.constant(null),
    fc.constantFrom('Bearer x', 'Bearer ', 'Basic Zm9vOmJhcg==', 'Bearer dev-only-ops-secret-but-wrong', `Bearer ${'b'.repeat(64)}`),
  ),
  'x-forwarded-host': fc.oneof(fc.constant(null), fc.constant('evil.example')),
})

/**
 * `count` requests from `seed`: { family, method, path, headers, body }. Addresses are the fuzz's own (RFC 5737),
 * 254 of them spread over the requests, so no throttle of another test is touched. `known` (optional): `{ session, orderIds,
 * productIds, variantIds }` of the running stack, so requests also reach the code behind a valid id or session.
 */
export function fuzzRequests(count, seed, known = {}) {
  const request = fc.record({
    family: families(known),
    method: fc.constantFrom(...METHODS),
    cookie: cookies(known),
    body,
    headers,
    ip: fc.integer({ min: 1, max: 254 }),
  })
  return fc
    .sample(request, { seed, numRuns: count })
    .map(({ family: [name, path, own], method: anyMethod, cookie: jar, body: anyBody, headers: extra, ip }) => {
      // a family's own method and body (a search request) where it has them, else the generic kinds
      const method = own?.method ?? anyMethod
      const payload = own && 'body' in own ? own.body : anyBody
      return {
        family: name,
        method,
        // as a browser sends it (spaces and non-ASCII percent-encoded), at most 8 KB
        path: path
          .replace(/[^\x21-\x7e]/gu, (char) => encodeURIComponent(char))
          .slice(0, 8192)
          .replace(/%[0-9A-Fa-f]?$/, ''),
        cookie: jar,
        body: BODILESS.includes(method) || path.startsWith('/assets/') ? null : payload,
        headers: { ...extra, 'cf-connecting-ip': `203.0.113.${ip}` },
      }
    })
}

/**
 * Sends the requests to `baseUrl` (loopback only), `concurrency` at a time, each given `timeoutMs`.
 * Returns counts per status and family, the 5xx answers and the requests that hung (with what was sent).
 */
export async function runFuzz(baseUrl, requests, { concurrency = 6, timeoutMs = 20_000 } = {}) {
  const url = new URL(baseUrl)
  if (!['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)) throw new Error(`the fuzz only targets loopback, not ${url.hostname}`)
  // a connection of its own per request (`agent: false`): a request the server answers before reading its body (a
  // 413, a 405) must not leave that body on a kept-alive connection, where the local server would read it as the next
  // request. A shared agent without keep-alive is not enough: it hands a request waiting for a free socket the socket
  // its last answer came on, which the server is closing ("socket hang up", "ECONNRESET").
  const statuses = {}
  const families = {}
  const serverErrors = []
  const hangs = []
  const failures = []
  let next = 0
  const started = performance.now()
  const one = (request) =>
    new Promise((resolve) => {
      const headers = {}
      for (const [name, value] of Object.entries(request.headers)) if (value !== null) headers[name] = value === 'SELF' ? url.origin : value
      if (request.cookie) headers.cookie = request.cookie
      let payload = null
      if (request.body) {
        headers['content-type'] = request.body[0]
        payload = Buffer.isBuffer(request.body[1]) ? request.body[1] : Buffer.from(request.body[1])
      }
      const sent = http.request({ host: url.hostname, port: url.port, method: request.method, path: request.path, headers, agent: false }, (response) => {
        const chunks = []
        let size = 0
        response.on('data', (chunk) => {
          if (size < 600) chunks.push(chunk)
          size += chunk.length
        })
        response.on('end', () => {
          const status = response.statusCode ?? 0
          statuses[status] = (statuses[status] ?? 0) + 1
          families[request.family] = (families[request.family] ?? 0) + 1
          if (status >= 500)
            serverErrors.push({ status, method: request.method, path: request.path.slice(0, 160), body: Buffer.concat(chunks).toString('utf8').slice(0, 300) })
          resolve()
        })
        response.on('error', () => resolve())
      })
      sent.setTimeout(timeoutMs, () => {
        hangs.push({ method: request.method, path: request.path.slice(0, 160) })
        sent.destroy(new Error('hang'))
      })
      sent.on('error', (error) => {
        if (error.message !== 'hang') failures.push({ method: request.method, path: request.path.slice(0, 160), error: error.message })
        resolve()
      })
      if (payload) sent.end(payload)
      else sent.end()
    })
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests.length) await one(requests[next++])
    }),
  )
  return { sent: requests.length, seconds: (performance.now() - started) / 1000, statuses, families, serverErrors, hangs, failures }
}

/** The 5xx answers grouped by status, method and route family, one example each: what to look at first. */
export function errorSummary(serverErrors) {
  const groups = new Map()
  for (const error of serverErrors) {
    const key = `${error.status} ${error.method} ${error.path.split('/').slice(0, 3).join('/').slice(0, 60)}`
    const group = groups.get(key) ?? { count: 0, example: error }
    group.count++
    groups.set(key, group)
  }
  return [...groups].map(([key, { count, example }]) => `${key} ×${count}: ${example.path} → ${example.body}`).join('\n')
}
