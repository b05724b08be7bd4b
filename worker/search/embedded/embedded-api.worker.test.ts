import { env } from 'cloudflare:workers'
import { MeilisearchApiError } from 'meilisearch'
import { describe, expect, it } from 'vitest'
import { searchClient } from '../../../routes/search/search-client'
import { ATTRIBUTES_TO_HIGHLIGHT, ATTRIBUTES_TO_RETRIEVE } from '../../../routes/search/search-document'
import { resetEngineState } from '../engine/engine-state'
import { FIXTURE_DOCUMENTS } from '../engine/fixtures'
import { MANIFEST_KEY } from '../engine/persist'
import { admin, ORIGIN, routeFetchToWorker, seed, shop } from './test/client-harness'

routeFetchToWorker()

const titles = async (q: string, lang: 'de' | 'en' = 'de', options: Record<string, unknown> = {}) => {
  const result = await shop()
    .index('products')
    .search(q, { limit: 10, attributesToRetrieve: [...ATTRIBUTES_TO_RETRIEVE], ...options })
  return result.hits.map((hit) => (lang === 'de' ? hit.title : hit.title_en) as string)
}

describe('the embedded engine through the meilisearch client', () => {
  it('refuses writes without the ops secret, with Meilisearch-shaped errors for bad input', async () => {
    const anonymous = searchClient({ host: `${ORIGIN}/ops/search`, apiKey: 'wrong' }, ORIGIN)
    await expect(anonymous.index('products').addDocuments([FIXTURE_DOCUMENTS[0]])).rejects.toMatchObject({ response: { status: 401 } })
    const error = await admin()
      .index('products')
      .addDocuments([{ id: 'bad id!', title: 'x', handle: 'x' }])
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(MeilisearchApiError)
    expect((error as MeilisearchApiError).cause).toMatchObject({ code: 'invalid_document_id' })
    const missing = await shop()
      .index('nope')
      .search('ring')
      .catch((e: unknown) => e)
    expect((missing as MeilisearchApiError).cause).toMatchObject({ code: 'index_not_found' })
    const limit = await shop()
      .index('products')
      .search('ring', { limit: -1 })
      .catch((e: unknown) => e)
    expect((limit as MeilisearchApiError).cause).toMatchObject({ code: 'invalid_search_limit' })
  })

  it('finds German words with typos, prefixes, compounds, umlauts and ß', async () => {
    await seed()
    // a typo: 'verlobngsring' finds the Verlobungsringe
    expect(await titles('verlobngsring')).toEqual(
      expect.arrayContaining(['Verlobungsring Aurelia Solitär 0,30 ct', 'Verlobungsringe-Set Lumière mit Entourage']),
    )
    // a stem: 'perl' finds Perlen
    expect(await titles('perl')).toEqual(expect.arrayContaining(['Perlenkette Akoya 45 cm', 'Ohrhänger Tropfen mit Perlen']))
    // compounds: 'ring' finds Verlobungsring and Ehering; 'kette' finds Perlenkette and Goldkette
    expect(await titles('ring')).toEqual(expect.arrayContaining(['Verlobungsring Aurelia Solitär 0,30 ct', 'Ehering Classic in Gold 587']))
    expect(await titles('kette')).toEqual(expect.arrayContaining(['Perlenkette Akoya 45 cm', 'Goldkette Venezianer']))
    // umlauts and ß both ways
    expect((await titles('ohrhanger'))[0]).toBe('Ohrhänger Tropfen mit Perlen')
    expect((await titles('ohrringe')).sort()).toEqual(['Creolen Große Straße', 'Ohrhänger Tropfen mit Perlen'])
    expect((await titles('strasse'))[0]).toBe('Creolen Große Straße')
    expect((await titles('straße'))[0]).toBe('Creolen Große Straße')
    // prefixes while typing
    expect(await titles('verl')).toEqual(expect.arrayContaining(['Verlobungsring Aurelia Solitär 0,30 ct']))
    expect((await titles('solit'))[0]).toBe('Verlobungsring Aurelia Solitär 0,30 ct')
    // nothing for nonsense
    expect(await titles('xylophon')).toEqual([])
  })

  it('finds English words and SKUs', async () => {
    await seed()
    expect((await titles('engagement ring', 'en')).slice(0, 2).sort()).toEqual([
      'Aurelia solitaire engagement ring 0.30 ct',
      'Lumière halo engagement ring set',
    ])
    expect((await titles('engagem', 'en'))[0]).toMatch(/engagement ring/)
    expect(await titles('pearls', 'en')).toEqual(expect.arrayContaining(['Akoya pearl necklace 45 cm', 'Pearl drop earrings']))
    expect((await titles('weding band', 'en'))[0]).toBe('Classic wedding band in 14k gold')
    expect((await titles('AUR-GK01-G750-45'))[0]).toBe('Goldkette Venezianer')
    expect((await titles('aur-vr01'))[0]).toBe('Verlobungsring Aurelia Solitär 0,30 ct')
  })

  it('ranks title matches above description matches and exact words above typos', async () => {
    await seed()
    const hits = await titles('brillant')
    // Aurelia names the Brillant in its description only, like Lumière; neither beats a title match, so both come
    expect(hits).toEqual(expect.arrayContaining(['Verlobungsring Aurelia Solitär 0,30 ct', 'Verlobungsringe-Set Lumière mit Entourage']))
    expect((await titles('gold'))[0]).toMatch(/^(Goldkette Venezianer|Ehering Classic in Gold 587)$/)
  })

  it('answers in Meilisearch shape: _formatted with the tags, untouched markup, paging and totals', async () => {
    await seed()
    const result = await shop()
      .index('products')
      .search('verlobungsring', {
        limit: 1,
        offset: 1,
        attributesToRetrieve: [...ATTRIBUTES_TO_RETRIEVE],
        attributesToHighlight: [...ATTRIBUTES_TO_HIGHLIGHT],
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
      })
    expect(result).toMatchObject({ query: 'verlobungsring', limit: 1, offset: 1, estimatedTotalHits: 2 })
    expect(result.hits).toHaveLength(1)
    expect(result.hits[0]._formatted?.title).toMatch(/<mark>Verlobungsringe?(-Set)?<\/mark>|<mark>Verlobungsring<\/mark>/)
    expect(Object.keys(result.hits[0]).sort()).toEqual([...ATTRIBUTES_TO_RETRIEVE, '_formatted'].sort())

    // like Meilisearch, the engine does not escape: the title comes back as written, the client shows it as text
    const xss = await shop()
      .index('products')
      .search('img', { attributesToHighlight: ['title'], highlightPreTag: '\uE000', highlightPostTag: '\uE001' })
    expect(xss.hits[0].title).toBe('<img src=x onerror=alert(1)> Anhänger')
    expect(xss.hits[0]._formatted?.title).toBe('<\uE000img\uE001 src=x onerror=alert(1)> Anhänger')

    const paged = await shop().index('products').search('ring', { hitsPerPage: 2, page: 2 })
    expect(paged).toMatchObject({ page: 2, hitsPerPage: 2 })
    expect(paged.totalHits).toBeGreaterThanOrEqual(3)
    expect(paged.totalPages).toBe(Math.ceil(paged.totalHits! / 2))
  })

  it('filters by category and collection and rejects filters it cannot read', async () => {
    await seed()
    expect(await titles('ring', 'de', { filter: 'category_handles = eheringe' })).toEqual(['Ehering Classic in Gold 587'])
    expect(await titles('', 'de', { filter: ["collection.handle = 'ringe'"] })).toEqual(['Verlobungsring Aurelia Solitär 0,30 ct'])
    expect(await titles('', 'de', { filter: 'category_handles IN [creolen, goldketten] AND NOT id = prod_creolen' })).toEqual(['Goldkette Venezianer'])
    const error = await shop()
      .index('products')
      .search('ring', { filter: 'price > 10' })
      .catch((e: unknown) => e)
    expect((error as MeilisearchApiError).cause).toMatchObject({ code: 'invalid_search_filter' })
  })

  it('drops weak matches under rankingScoreThreshold and reports _rankingScore', async () => {
    await seed()
    const all = await shop().index('products').search('ring gold', { showRankingScore: true })
    const scores = all.hits.map((hit) => hit._rankingScore!)
    expect(scores).toEqual([...scores].sort((a, b) => b - a))
    expect(scores.every((score) => score > 0 && score <= 1)).toBe(true)
    expect(scores[0]).toBeGreaterThan(scores.at(-1)!)
    const strict = await shop()
      .index('products')
      .search('ring gold', { showRankingScore: true, rankingScoreThreshold: scores.at(-1)! + 0.0001 })
    expect(strict.hits.length).toBeLessThan(all.hits.length)
    expect(strict.hits.length).toBeGreaterThan(0)
  })

  it('keeps documents current: replace, partial update, delete, and survives a fresh isolate through KV', async () => {
    await seed()
    const index = admin().index('products')
    await index.addDocuments([{ ...FIXTURE_DOCUMENTS[6], title: 'Ankerkette Mariner', title_en: 'Mariner anchor chain' }]).waitTask()
    expect(await titles('venezianer')).toEqual([])
    expect(await titles('ankerkette')).toEqual(['Ankerkette Mariner'])
    await index.updateDocuments([{ id: 'prod_goldkette', title_en: 'Mariner cable chain' }]).waitTask()
    expect(await titles('cable', 'en')).toEqual(['Mariner cable chain'])
    expect(await titles('ankerkette')).toEqual(['Ankerkette Mariner'])
    await index.deleteDocuments(['prod_goldkette']).waitTask()
    expect(await titles('ankerkette')).toEqual([])
    await index.deleteDocument('prod_creolen').waitTask()

    const manifest = await env.SEARCH_INDEX.get<{ documents: number; chunks: number }>(MANIFEST_KEY, 'json')
    expect(manifest).toMatchObject({ documents: FIXTURE_DOCUMENTS.length - 2, chunks: 1 })
    resetEngineState()
    expect((await titles('perlenkette'))[0]).toBe('Perlenkette Akoya 45 cm')
    const { results, total } = await index.getDocuments({ fields: ['id'], limit: 100 })
    expect(total).toBe(FIXTURE_DOCUMENTS.length - 2)
    expect(results.map((doc) => doc.id)).not.toContain('prod_creolen')
    expect((await index.getStats()).numberOfDocuments).toBe(FIXTURE_DOCUMENTS.length - 2)
  })
})
