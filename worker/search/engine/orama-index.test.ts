import { create, insertMultiple, save } from '@orama/orama'
import { describe, expect, it } from 'vitest'
import { FIXTURE_DOCUMENTS } from './fixtures'
import { createIndex, deserialize, FIELD_NAMES, putDocuments, serialize } from './orama-index'
import { parseSearchParams } from './params'
import { search } from './query'

async function fixtureIndex() {
  const index = createIndex()
  await putDocuments(index, FIXTURE_DOCUMENTS)
  return index
}

const titles = (index: ReturnType<typeof createIndex>, q: string) => search(index, parseSearchParams({ q })).hits.map((hit) => hit.title)

/** Orama's sorter over the same fields, as indexes saved before it was switched off carry it. */
async function sorterOnFixtures() {
  const schema = Object.fromEntries(FIELD_NAMES.map((field) => [field, 'string' as const]))
  const db = create({ schema })
  await insertMultiple(
    db,
    FIXTURE_DOCUMENTS.map((doc) =>
      Object.fromEntries([['id', doc.id], ...FIELD_NAMES.map((field) => [field, String((doc as Record<string, unknown>)[field] ?? '')])]),
    ),
  )
  return save(db).sorting
}

describe('the embedded index in memory and in KV', () => {
  it('keeps no sorted copy of the fields: results are ordered by the ranking rules', async () => {
    const raw = serialize(await fixtureIndex())
    expect(raw.sorting).toEqual({ enabled: false })
    expect(titles(deserialize(raw), 'perlenkette')[0]).toBe('Perlenkette Akoya 45 cm')
  })

  it('loads an index saved with the sorter on and saves it without', async () => {
    const legacy = { ...serialize(await fixtureIndex()), sorting: await sorterOnFixtures() }
    expect(Object.keys((legacy.sorting as { sorts: object }).sorts)).toContain('title')
    const index = deserialize(legacy)
    expect(titles(index, 'perlenkette')[0]).toBe('Perlenkette Akoya 45 cm')
    await putDocuments(index, [{ ...FIXTURE_DOCUMENTS[0], title: 'Verlobungsring Aurelia Solitär 0,50 ct' }])
    expect(titles(index, 'aurelia')[0]).toBe('Verlobungsring Aurelia Solitär 0,50 ct')
    const resaved = serialize(index)
    expect(resaved.sorting).toEqual({ enabled: false })
    expect(JSON.stringify(resaved).length).toBeLessThan(JSON.stringify(legacy).length)
  })
})
