import { describe, expect, it } from 'vitest'
import { WORKER_URL } from '../../worker/test/int'

const page = async (path: string) => {
  const response = await fetch(`${WORKER_URL}${path}`, { redirect: 'manual' })
  return { status: response.status, html: await response.text() }
}

describe('content pages rendered by the worker', () => {
  it('serves the same slug in German and English, each with its own title, description and canonical link', async () => {
    const de = await page('/de/content/zahlung-und-versand')
    expect(de.status).toBe(200)
    expect(de.html).toContain('<title>Zahlung und Versand | Juwelier Aurelia</title>')
    // the test stack's shop has no Stripe publishable key: it takes (and names) bank transfers only
    expect(de.html).toMatch(/<meta name="description" content="Bezahlen per Überweisung\. /)
    expect(de.html).toContain('/de/content/zahlung-und-versand"')

    const en = await page('/us/content/zahlung-und-versand')
    expect(en.status).toBe(200)
    expect(en.html).toContain('<title>Payment and shipping | Juwelier Aurelia</title>')
    expect(en.html).toMatch(/<h1[^>]*>Payment and shipping<\/h1>/)
    expect(en.html).toContain('<link rel="canonical" href="')
  })

  it('renders tables and lists as HTML: the ring size table has a header row and size 48', async () => {
    const { html } = await page('/us/content/ringgroessen')
    expect(html).toMatch(/<th scope="col"[^>]*>Inner diameter<\/th>/)
    expect(html).toMatch(/<th scope="row"[^>]*>48<\/th><td[^>]*>48 mm<\/td><td[^>]*>15.3 mm<\/td>/)
    expect(html).toContain('ring size 48')
  })

  it('builds made-to-measure pages from the slug and answers 404 for unknown slugs', async () => {
    expect((await page('/de/content/ketten-nach-mass')).html).toMatch(/<h1[^>]*>Ketten nach Maß<\/h1>/)
    expect((await page('/us/content/ohrringe-nach-mass')).html).toMatch(/<h1[^>]*>Made-to-measure earrings<\/h1>/)
    expect((await page('/de/content/gibt-es-nicht')).status).toBe(404)
    expect((await page('/de/content/toaster-nach-mass')).status).toBe(404)
  })

  it('lists the contact page, every content page and the made-to-measure pages in the sitemap', async () => {
    const { status, html: xml } = await page('/sitemap.xml')
    expect(status).toBe(200)
    for (const path of ['/de/contact', '/us/contact', '/de/content/datenschutz', '/us/content/ringe-nach-mass', '/de/content/schmuck-nach-mass']) {
      expect(xml).toContain(`${path}</loc>`)
    }
  })

  it('shows the contact form under /contact and /content/kontakt', async () => {
    for (const path of ['/de/contact', '/de/content/kontakt']) {
      const { status, html } = await page(path)
      expect(status).toBe(200)
      expect(html).toContain('action="/api/contact"')
      expect(html).toContain('Datenschutzerklärung')
    }
    expect((await page('/us/contact?sent=1')).html).toContain('Thank you! We will process your message promptly.')
  })
})
