import { describe, expect, it } from 'vitest'
import { sql, store } from './helpers'

describe('POST /store/password-reset-check', () => {
  const check = (body: unknown) => store('/password-reset-check', { body })

  it('tells a migrated customer without a password to set one, in German or English', async () => {
    const [customer] = await sql<{ email: string }>(
      `select c.email from customer c where c.metadata->>'needs_password_reset' = 'true' and c.deleted_at is null
       and not exists (select 1 from provider_identity p where p.provider = 'emailpass' and p.entity_id = c.email) limit 1`,
    )
    expect(customer, 'the seed has migrated customers without a password').toBeDefined()
    const german = await check({ email: customer.email.toUpperCase(), locale: 'de-DE' })
    expect(german.status).toBe(200)
    expect(german.body).toEqual({
      needsPasswordReset: true,
      message: expect.stringMatching(/^Ihr Kundenkonto wurde in unseren neuen Shop übernommen/),
      known: true,
    })
    const english = await check({ email: customer.email, locale: 'en' })
    expect(english.body).toEqual({ needsPasswordReset: true, message: expect.stringMatching(/^Your customer account has been moved/), known: true })
  })

  it('says nothing for an unknown address', async () => {
    expect((await check({ email: `niemand-${Date.now()}@example.com` })).body).toEqual({ needsPasswordReset: false, message: '', known: false })
  })

  it('answers 400 to a missing or malformed address', async () => {
    expect((await check({})).status).toBe(400)
    expect((await check({ email: 'kein@' })).status).toBe(400)
  })
})

describe('GET /store/slug-translations', () => {
  it('lists the German and English handle of every published product, active category and collection', async () => {
    const { status, body } = await store('/slug-translations')
    expect(status).toBe(200)
    const translations = body.translations as { type: string; de: string; en: string }[]
    const products = await sql<{ handle: string; en: string }>(
      `select handle, metadata->>'handle_en' as en from product where status = 'published' and deleted_at is null and metadata->>'handle_en' is not null`,
    )
    expect(products.length).toBeGreaterThan(0)
    for (const { handle, en } of products) expect(translations).toContainEqual({ type: 'product', de: handle, en })
    expect(new Set(translations.map((t) => t.type))).toEqual(new Set(['product', 'category', 'collection']))
  })
})

describe('GET /store/bank-details', () => {
  it('answers the configured account (the stack: the example account of German banking documentation)', async () => {
    const { status, body } = await store('/bank-details')
    expect(status).toBe(200)
    expect(body.bank_details).toEqual({
      account_holder: expect.any(String),
      iban: expect.stringMatching(/^DE\d{2}( ?\d{4}){4} ?\d{2}$/),
      bic: expect.any(String),
      bank_name: expect.any(String),
    })
  })
})

describe('GET /store/shipping-option-names', () => {
  it('names every shipping option in German and English', async () => {
    const { status, body } = await store('/shipping-option-names')
    expect(status).toBe(200)
    const rows = await sql<{ id: string; name: string; en: string | null }>(
      `select id, name, metadata->>'name_en' as en from shipping_option where deleted_at is null`,
    )
    expect(body.shipping_options).toHaveLength(rows.length)
    for (const row of rows) expect(body.shipping_options).toContainEqual({ id: row.id, de: row.name, en: row.en ?? row.name })
    expect(body.shipping_options.map((o: { de: string }) => o.de)).toContain('Versicherter Versand')
  })
})

describe('GET /store/option-terms', () => {
  it("gives the store's option vocabulary: the English word of each German option title and value", async () => {
    const { status, body } = await store('/option-terms')
    expect(status).toBe(200)
    const [row] = await sql<{ terms: Record<string, string> }>(`select metadata->'option_terms_en' as terms from store where deleted_at is null limit 1`)
    expect(body.terms).toEqual(row.terms)
    expect(body.terms).toMatchObject({ Platin: 'Platinum', Legierung: 'Alloy', Ringgröße: 'Ring size' })
  })
})
