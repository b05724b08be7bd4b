import { Hono } from 'hono'
import { describe, expect, it, vi } from 'vitest'
import { INLINE_SCRIPTS, shopPolicy } from '../http/security-headers'
import { ORDER_CONFIRMATION_HTML } from '../routing/order-confirmation'
import { renderPage } from './render-page'

vi.mock('./client-manifest', () => ({
  clientManifest: {
    'client/entry.tsx': { file: 'assets/entry-1.js', isEntry: true },
    'client/styles.ts': { file: 'assets/styles-5.js', isEntry: true, css: ['assets/entry-2.css'] },
    'routes/catalogue/product-page.tsx': { file: 'assets/product-page-3.js', isDynamicEntry: true },
    'i18n/de/shop.json': { file: 'assets/de-4.js' },
  },
  clientStyles: {
    '/assets/entry-2.css': [
      { css: 'body{margin:0}' },
      { css: '.min-h-screen{min-height:100vh}', any: [['min-h-screen']] },
      { css: '.no-page-has-this{color:red}', any: [['no-page-has-this']] },
    ],
  },
}))

// The /api sub-app, answering fixtures in-process the way the real one does.
vi.mock('../api', async () => {
  const { Hono } = await import('hono')
  const api = new Hono()
  const ring = {
    id: 'prod_1',
    handle: 'ring-gold',
    handles: { de: 'ring-gold', en: 'gold-ring' },
    title: 'Ring aus Gold </script><script>alert(1)</script>',
    description: 'Ein schlichter Ring aus Gold 750.',
    thumbnail: '/medusa/static/ring.jpg',
    price: { amount: 1290, currency_code: 'eur' },
    collection: { handle: 'ringe', title: 'Ringe' },
    has_video: false,
    images: [{ url: '/medusa/static/ring.jpg' }],
    options: [{ id: 'opt_1', title: 'Ringgröße', label: 'Ringgröße', values: ['52', '54'], value_labels: { '52': '52', '54': '54' } }],
    variants: [
      {
        id: 'var_1',
        title: '54',
        sku: 'R-54',
        options: { Ringgröße: '54' },
        price: { amount: 1290, currency_code: 'eur' },
        original_price: null,
        in_stock: true,
        stock: { status: 'in_stock', quantity: 3 },
        material: null,
        images: [],
      },
    ],
    categories: [{ id: 'pcat_1', handle: 'ringe', name: 'Ringe' }],
    video: null,
    material: 'gold750',
    vat: { kind: 'included', rate: 19 },
    vat_note: 'inkl. 19 % MwSt.',
    valuables_limit: { amount: 5000, operator: 'gt', currency_code: 'eur' },
  }
  api.get('/categories/:locale/menu', (c) => {
    if (c.req.header('cookie')?.includes('menu=down')) return c.json({ message: 'down' }, 502)
    return c.json({
      menu: {
        product_categories: [
          {
            id: 'pcat_1',
            name: 'Ringe',
            handle: 'ringe',
            handles: { de: 'ringe', en: 'rings' },
            description: null,
            icon: 'i-ph-diamond',
            image: null,
            category_children: [],
          },
        ],
        functional_categories: [],
      },
    })
  })
  api.get('/products/:country/:locale/:handle', (c) => {
    if (c.req.param('handle') === 'ring-video')
      return c.json({ ...ring, handle: 'ring-video', has_video: true, video: { youtube_id: 'abc123', title: 'Ein Ring entsteht' } })
    if (c.req.param('handle') === 'kaputt') return c.json({ message: 'The shop back end answered 500' }, 502)
    if (c.req.param('handle') === 'haengt') return c.json({ message: 'The shop back end did not answer within 4 s' }, 503)
    if (c.req.param('handle') === 'defekt') return c.json({ message: 'Something went wrong in the shop' }, 500)
    return c.req.param('handle') === 'ring-gold' ? c.json(ring) : c.json({ message: 'No product' }, 404)
  })
  return { api }
})

const app = new Hono().get('*', renderPage as never)
const get = (path: string, headers: Record<string, string> = {}) => app.request(`https://shop.example${path}`, { headers })

describe('renderPage', () => {
  it('marks per-visitor pages (cart, checkout, order) private and noindex, and leaves catalogue pages cacheable', async () => {
    for (const path of ['/de/cart', '/de/checkout', '/us/order/order_1/confirmed']) {
      const response = await get(path)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('cache-control'), path).toBe('private, no-store')
      expect(response.headers.get('x-robots-tag'), path).toBe('noindex')
      expect(await response.text(), path).toContain('<meta name="robots" content="noindex"/>')
    }
    expect((await get('/de/produkte/ring-gold')).headers.get('cache-control')).toBeNull()
  })

  it('marks the sign-in, account and wishlist pages private and noindex, in both languages', async () => {
    const paths = [
      '/de/login',
      '/de/register',
      '/de/password-reset',
      '/de/reset-password?token=t',
      '/de/wishlist',
      '/de/account',
      '/de/account/orders',
      '/de/account/orders/order_1',
      '/de/account/personal-data',
      '/de/account/addresses',
      '/de/account/password',
      '/us/login',
      '/us/account/orders/order_1',
      '/us/wishlist',
    ]
    for (const path of paths) {
      const response = await get(path)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('cache-control'), path).toBe('private, no-store')
      expect(response.headers.get('x-robots-tag'), path).toBe('noindex')
      expect(await response.text(), path).toContain('<meta name="robots" content="noindex"/>')
    }
  })

  it('streams a product page with title, price, head links and hydration data', async () => {
    const response = await get('/de/produkte/ring-gold')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/html')
    const html = await response.text()
    expect(html).toMatch(/^<!DOCTYPE html><html lang="de-DE">/)
    expect(html).toContain('<title>Ring aus Gold &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; | Juwelier Aurelia</title>')
    expect(html).toMatch(/1\.290,00\s€/)
    expect(html).toContain('<meta name="description" content="Ein schlichter Ring aus Gold 750."/>')
    expect(html).toContain('<link rel="canonical" href="https://shop.example/de/produkte/ring-gold"/>')
    expect(html).toContain('<link rel="alternate" hrefLang="de-CH" href="https://shop.example/ch/produkte/ring-gold"/>')
    expect(html).toContain('<link rel="alternate" hrefLang="en" href="https://shop.example/us/products/gold-ring"/>')
    // structured data for search engines sits in the head, from the server alone
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).toContain('"@type":"Product"')
    expect(head).toContain('"@type":"BreadcrumbList"')
    expect(head).not.toContain('</script><script>alert(1)')
    // the stylesheet's rules the page uses are inlined (no request before the first paint), the whole stylesheet
    // comes after the largest paint; the largest picture is preloaded first, and the scripts are named only to the
    // loader that starts them once that picture has been painted
    expect(html).toContain('<style>body{margin:0}.min-h-screen{min-height:100vh}</style>')
    expect(html).not.toContain('no-page-has-this')
    expect(html).not.toContain('data-page-rules')
    expect(html).not.toContain('<link rel="stylesheet" href="/assets/entry-2.css"/></head>')
    expect(head.indexOf('<link rel="preload" as="image"')).toBeGreaterThan(-1)
    expect(head.indexOf('<link rel="preload" as="image"')).toBeLessThan(head.indexOf('<style>'))
    expect(head).toMatch(/<link rel="preload" as="image" imageSrcSet="[^"]*w=768[^"]*" imageSizes="[^"]+" fetchPriority="high"\/>/)
    expect(html).toMatch(/<img [^>]*fetchPriority="high"/)
    expect(html).not.toContain('rel="modulepreload"')
    expect(html).not.toContain('<script type="module"')
    const loader = /<script data-entry="([^"]*)" data-modules="([^"]*)" data-css="([^"]*)" data-later-css="[^"]*">/.exec(html)!
    expect(loader[1]).toBe('/assets/entry-1.js')
    expect(loader[3].split(' ')).toContain('/assets/entry-2.css')
    expect(loader[2].split(' ')).toEqual(expect.arrayContaining(['/assets/entry-1.js', '/assets/product-page-3.js', '/assets/de-4.js']))
    // header and footer around the page
    expect(html).toContain('Shop durchsuchen')
    expect(html).toContain('href="/de/kategorien/ringe"')
    expect(html).toContain(`© ${new Date().getFullYear()} Juwelier Aurelia`)
    // the loader data is inlined without a way to break out of its script element
    const data = /<script id="app-data" type="application\/json">(.*?)<\/script>/s.exec(html)![1]
    expect(data).not.toContain('<')
    expect(JSON.parse(data)).toMatchObject({ routeId: 'product', country: 'de', error: null, data: { product: { id: 'prod_1' } } })
  })

  it('answers 404 with the error page inside header and footer for an unknown product', async () => {
    const response = await get('/de/produkte/gibt-es-nicht')
    expect(response.status).toBe(404)
    const html = await response.text()
    expect(html).toContain('Seite nicht gefunden: /de/produkte/gibt-es-nicht')
    expect(html).toContain('Zurück zur Startseite')
    expect(html).toContain('<meta name="robots" content="noindex"/>')
    expect(html).toContain('Shop durchsuchen')
    expect(html).not.toContain('product-page-3.js')
  })

  it('answers 404 for an unmatched path, in English for English countries', async () => {
    const response = await get('/us/no/such/page')
    expect(response.status).toBe(404)
    const html = await response.text()
    expect(html).toContain('<html lang="en-US">')
    expect(html).toContain('Page Not Found: /us/no/such/page')
    expect(html).toContain('Go back to home')
  })

  it('withholds the error page from crawlers and logs it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const response = await get('/de/nope', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' })
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toContain('text/plain')
    expect(await response.text()).toBe('Not Found')
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
  })

  it('turns a failing loader into a 500 error page with a friendly message', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const response = await get('/at/produkte/defekt')
    expect(response.status).toBe(500)
    const html = await response.text()
    expect(html).toContain('Entschuldigung, beim Laden dieser Seite ist etwas schiefgelaufen.')
    expect(html).toMatch(/>500<\/h1>/)
    expect(html).toContain('<title>Fehler 500</title>')
    expect(error).toHaveBeenCalled()
    error.mockRestore()
  })

  it('answers a branded 503 with Retry-After when the back end failed or did not answer, in the visitor’s language', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    for (const [path, lang, text] of [
      ['/at/produkte/haengt', 'de-DE', 'Bitte versuchen Sie es gleich noch einmal.'],
      ['/us/products/kaputt', 'en-US', 'Please try again in a moment.'],
    ]) {
      const response = await get(path)
      expect(response.status, path).toBe(503)
      expect(response.headers.get('retry-after'), path).toBe('30')
      expect(response.headers.get('cache-control'), path).toBe('no-store')
      const html = await response.text()
      expect(html, path).toContain(`<html lang="${lang}">`)
      expect(html, path).toContain(text)
      expect(html, path).toMatch(/>503<\/h1>/)
    }
    const crawler = await get('/at/produkte/haengt', { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' })
    expect(crawler.status).toBe(503)
    expect(crawler.headers.get('retry-after')).toBe('30')
    expect(await crawler.text()).toBe('Service Unavailable')
    warn.mockRestore()
  })

  it('writes no inline script but those the Content-Security-Policy allows by hash', async () => {
    const allowed = (await shopPolicy({})).split('; ').find((directive) => directive.startsWith('script-src '))!
    const sha256 = async (text: string) => `'sha256-${Buffer.from(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))).toString('base64')}'`
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const pages = await Promise.all(
      ['/de/produkte/ring-video', '/de/produkte/ring-gold', '/us/products/gold-ring', '/de/cart', '/de/checkout', '/de/nope', '/at/produkte/haengt'].map(
        async (path) => [path, await (await get(path)).text()],
      ),
    )
    let inline = 0
    for (const [path, html] of [...pages, ['/order/confirmation', ORDER_CONFIRMATION_HTML]]) {
      expect(html, path).not.toContain('$RC(')
      for (const [, attributes, body] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
        if (/\bsrc=/.test(attributes) || /type="application\/(ld\+)?json"/.test(attributes)) continue
        inline++
        expect(allowed, `${path}: ${body.slice(0, 80)}`).toContain(await sha256(body))
        expect(INLINE_SCRIPTS, path).toContain(body)
      }
    }
    expect(inline).toBeGreaterThan(0)
    warn.mockRestore()
  })

  it('still renders the page when the menu is unavailable', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const response = await get('/de/content/agb', { cookie: 'menu=down' })
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('Allgemeine Geschäftsbedingungen</h1>')
    expect(html).not.toContain('/de/kategorien/ringe')
    expect(warn).toHaveBeenCalledWith('category menu unavailable', expect.anything())
    // a page without its menu is served, but marked so the edge cache never keeps it
    expect(response.headers.get('x-edge-degraded')).toBe('1')
    expect((await get('/de/content/agb')).headers.get('x-edge-degraded')).toBeNull()
    warn.mockRestore()
  })
})
