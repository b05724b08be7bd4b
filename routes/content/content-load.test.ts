import { describe, expect, it } from 'vitest'
import type { Locale } from '../../rules/languages'
import type { Money, ValuablesLimit } from '../api-types'
import { HttpError } from '../lib/errors'
import type { PaymentMethod } from '../lib/payment-methods'
import type { LoadContext } from '../lib/types'
import { CONTENT_PAGES, CONTENT_SLUGS, loadContent } from './content-load'
import type { Block } from './document'

const ALL: PaymentMethod[] = ['bank_transfer', 'paypal', 'card']
const SEEDED: ValuablesLimit = { amount: 5000, operator: 'gt', currency_code: 'eur' }
const FREE: Money = { amount: 0, currency_code: 'eur' }

/**
 * The page as a shop taking `payment`, shipping valuables above `valuables` and within Germany from `germanShipping`
 * renders it (the loader asks /api/payment-methods for the country's methods and /api/regions for the rest).
 */
const load = (
  page: string,
  locale: Locale = 'de',
  payment: PaymentMethod[] = ALL,
  valuables: ValuablesLimit | null = SEEDED,
  country = 'de',
  germanShipping: Money | null = FREE,
) => {
  const germany = { iso_2: 'de', name: 'de', display_name: 'de', region_id: 'reg_1', tax_rate: 19, shipping_from: germanShipping }
  const api = async (path: string) => {
    if (path === '/api/regions')
      return {
        regions: [
          {
            id: 'reg_1',
            name: 'Region',
            currency_code: valuables?.currency_code ?? 'eur',
            countries: [
              { ...germany, iso_2: country, name: country, display_name: country, tax_rate: 0, valuables_limit: valuables },
              ...(country === 'de' ? [] : [germany]),
            ],
          },
        ],
      }
    expect(path).toBe(`/api/payment-methods/${country}`)
    return { providers: [], methods: payment, stripe_publishable_key: null }
  }
  return loadContent({ params: { page }, locale, country, api } as unknown as LoadContext)
}

const SPEC_PAGES = [
  'agb',
  'impressum',
  'ueber-uns',
  'perleninfo',
  'datenschutz',
  'ringgroessen',
  'diamanteninfo',
  'widerrufsrecht',
  'schmuck-verschenken',
  'zahlung-und-versand',
  'international-customers',
]

const textOf = (blocks: Block[]) => JSON.stringify(blocks)

describe('loadContent', () => {
  it('has every editorial page of the shop in both languages, with title, description and body', async () => {
    expect([...CONTENT_PAGES].sort()).toEqual([...SPEC_PAGES].sort())
    for (const slug of CONTENT_PAGES) {
      const [de, en] = [await load(slug, 'de'), await load(slug, 'en')]
      for (const { document } of [de, en]) {
        expect(document.title, slug).not.toBe('')
        expect(document.description.length, slug).toBeLessThanOrEqual(170)
        expect(document.blocks.length, slug).toBeGreaterThan(2)
        expect(textOf(document.blocks), slug).not.toMatch(/lorem|ipsum/i)
      }
      expect(de.document.title, slug).not.toBe(en.document.title)
    }
  })

  it("states the shop's facts: shipping, payment, withdrawal, the hand model's ring size, the alloys", async () => {
    const shipping = textOf((await load('zahlung-und-versand', 'en')).document.blocks).toLowerCase()
    for (const fact of ['free', 'insured', '€5,000', 'parcel carrier', 'valuables transport', 'customs', 'paypal', 'credit card', 'bank transfer'])
      expect(shipping).toContain(fact)
    expect(textOf((await load('widerrufsrecht', 'de')).document.blocks)).toContain('vierzehn Tage')
    expect(textOf((await load('ringgroessen', 'de')).document.blocks)).toContain('Ringgröße 48')
    expect(textOf((await load('diamanteninfo', 'en')).document.blocks)).toMatch(/587 or 750 and in platinum/)
  })

  it('names exactly the payment methods the shop takes, in its promises and its legal text', async () => {
    const PAYMENT_PAGES = ['agb', 'zahlung-und-versand', 'international-customers', 'datenschutz']
    const full = async (slug: string, locale: Locale, payment: PaymentMethod[]) => {
      const { document } = await load(slug, locale, payment)
      return `${document.description} ${textOf(document.blocks)}`
    }
    for (const slug of PAYMENT_PAGES) {
      for (const locale of ['de', 'en'] as const) {
        const bankOnly = await full(slug, locale, ['bank_transfer'])
        expect(bankOnly, `${slug} ${locale}`).not.toMatch(/PayPal|Kreditkarte|credit card|Stripe/i)
        expect(bankOnly, `${slug} ${locale}`).toMatch(/Überweisung|bank transfer/i)
      }
      expect(await full(slug, 'de', ALL), slug).toMatch(/PayPal[\s\S]*Kreditkarte|Kreditkarte[\s\S]*PayPal/)
    }
    expect((await load('zahlung-und-versand', 'de', ['bank_transfer'])).document.description).toMatch(/^Bezahlen per Überweisung\. /)
    expect((await load('zahlung-und-versand', 'en', ALL)).document.description).toMatch(/^Pay by bank transfer, PayPal or credit card\. /)
    expect(textOf((await load('agb', 'de', ['bank_transfer', 'card'])).document.blocks)).toContain(
      'Sie können per Überweisung (Vorkasse) oder Kreditkarte bezahlen. Bei Vorkasse',
    )
    // Stripe's cookies are listed where Stripe's form can set them
    expect(textOf((await load('datenschutz', 'en', ['bank_transfer', 'paypal'])).document.blocks)).toContain('__stripe_mid')
  })

  it("states the valuables limit the country's shipping options apply, in its currency, on every page that names it", async () => {
    const VALUABLES_PAGES = ['agb', 'zahlung-und-versand', 'international-customers', 'datenschutz', 'widerrufsrecht']
    const full = async (slug: string, locale: Locale, valuables: ValuablesLimit | null, country = 'de') => {
      const { document } = await load(slug, locale, ALL, valuables, country)
      return `${document.description} ${textOf(document.blocks)}`.replace(/[\u00a0\u202f]/g, ' ')
    }
    for (const slug of VALUABLES_PAGES) {
      expect(await full(slug, 'de', { amount: 3000, operator: 'gt', currency_code: 'eur' }), slug).toContain('über 3.000 €')
      expect(await full(slug, 'en', { amount: 3000, operator: 'gt', currency_code: 'eur' }), slug).toContain('more than €3,000')
      expect(await full(slug, 'de', { amount: 4750, operator: 'gt', currency_code: 'chf' }, 'ch'), slug).toContain('über 4.750 CHF')
      expect(await full(slug, 'en', { amount: 4250, operator: 'gte', currency_code: 'gbp' }, 'gb'), slug).toContain('£4,250 or more')
      // no such rule: the same statements without an amount
      for (const locale of ['de', 'en'] as const) {
        const unstated = await full(slug, locale, null)
        expect(unstated, `${slug} ${locale}`).toMatch(/Werttransport|valuables transport/)
        expect(unstated, `${slug} ${locale}`).not.toMatch(/\d[.,]\d{3}/)
      }
    }
    const shipping = await full('zahlung-und-versand', 'de', { amount: 2999.5, operator: 'gte', currency_code: 'eur' })
    expect(shipping).toContain('**Unter 2.999,50 € Warenwert** versenden wir mit einem Paketdienst')
    expect(shipping).toContain('**Ab 2.999,50 € Warenwert** liefert ein sicherer Werttransport')
    expect(await full('international-customers', 'en', { amount: 5500, operator: 'gt', currency_code: 'usd' }, 'us')).toContain(
      'Goods worth up to $5,500 travel with a parcel carrier, goods worth more than $5,500 by secure valuables transport.',
    )
  })

  it('names free shipping within Germany only while its shipping options are free, else their price or the checkout', async () => {
    const full = async (slug: string, locale: Locale, germanShipping: Money | null, country = 'de') => {
      const { document } = await load(slug, locale, ALL, SEEDED, country, germanShipping)
      return `${document.description} ${textOf(document.blocks)}`.replace(/[\u00a0\u202f]/g, ' ')
    }
    for (const slug of ['agb', 'zahlung-und-versand', 'ueber-uns']) {
      expect(await full(slug, 'de', FREE), slug).toMatch(/innerhalb Deutschlands (kostenlos|liefern wir versandkostenfrei|versenden wir kostenlos)/i)
      expect(await full(slug, 'en', FREE, 'at'), slug).toMatch(/within Germany is free|free within Germany/)
      for (const paid of [{ amount: 9.9, currency_code: 'eur' }, null]) {
        expect(await full(slug, 'de', paid), slug).not.toMatch(/kostenlos|versandkostenfrei/i)
        expect(await full(slug, 'en', paid, 'us'), slug).not.toMatch(/\bfree\b/i)
      }
    }
    const table = async (locale: Locale, germanShipping: Money | null) => {
      const block = (await load('zahlung-und-versand', locale, ALL, SEEDED, 'de', germanShipping)).document.blocks.find((candidate) => 'table' in candidate)
      return block && 'table' in block ? block.table.rows[0].map((cell) => cell.replace(/[\u00a0\u202f]/g, ' ')) : []
    }
    expect(await table('de', FREE)).toEqual(['Deutschland', '1–3 Werktage', 'kostenlos'])
    expect(await table('de', { amount: 9.9, currency_code: 'eur' })).toEqual(['Deutschland', '1–3 Werktage', 'ab 9,90 €'])
    expect(await table('en', { amount: 9.9, currency_code: 'eur' })).toEqual(['Germany', '1–3 working days', 'from €9.90'])
    expect(await table('en', null)).toEqual(['Germany', '1–3 working days', 'shown at checkout'])
    expect(await full('zahlung-und-versand', 'de', { amount: 9.9, currency_code: 'eur' })).toContain('**Innerhalb Deutschlands versenden wir ab 9,90 €.**')
  })

  it('tables ring sizes with circumference and diameter', async () => {
    const table = (await load('ringgroessen', 'en')).document.blocks.find((block) => 'table' in block)
    expect(table && 'table' in table && table.table.rows).toContainEqual(['48', '48 mm', '15.3 mm', '4.5'])
  })

  it('builds made-to-measure pages from the product word of the slug, in the language', async () => {
    expect((await load('ringe-nach-mass', 'de')).document.title).toBe('Ringe nach Maß')
    expect((await load('ketten-nach-mass', 'en')).document.title).toBe('Made-to-measure necklaces')
    expect((await load('ohrringe-nach-mass', 'en')).document.description).toContain('earrings')
  })

  it('names every slug that has a page, for the sitemap', async () => {
    expect(CONTENT_SLUGS).toContain('schmuck-nach-mass')
    for (const slug of CONTENT_SLUGS) expect((await load(slug, 'en')).slug).toBe(slug)
  })

  it('answers 404 for other slugs, also for product words the shop does not make', async () => {
    for (const slug of ['gibt-es-nicht', 'toaster-nach-mass', 'kontakt', '__proto__', 'constructor']) {
      await expect(load(slug)).rejects.toBeInstanceOf(HttpError)
      await expect(load(slug)).rejects.toMatchObject({ status: 404 })
    }
  })
})
