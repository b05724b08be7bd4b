import { describe, expect, it } from 'vitest'
import { groupByCollection } from './group-hits'
import type { HitView } from './search-hit'

const hit = (id: string, collection: string | null): HitView => ({
  id,
  handle: id,
  title: id,
  description: '',
  collection,
  image: null,
  price: null,
  priceVaries: false,
})

describe('groupByCollection', () => {
  it('keeps relevance: groups in the order of their best hit, hits in their order, no collection last', () => {
    const groups = groupByCollection([hit('a', 'Perlen'), hit('b', null), hit('c', 'Trauringe'), hit('d', 'Perlen'), hit('e', 'Trauringe')])
    expect(groups.map((group) => [group.collection, group.hits.map((h) => h.id)])).toEqual([
      ['Perlen', ['a', 'd']],
      ['Trauringe', ['c', 'e']],
      [null, ['b']],
    ])
  })

  it('shows at most 12 hits a group (GROUP_LIMIT)', () => {
    const many = Array.from({ length: 15 }, (_, i) => hit(`p${i}`, 'Perlen'))
    const groups = groupByCollection([...many, hit('x', 'Ringe')])
    expect(groups[0].hits).toHaveLength(12)
    expect(groups[0].hits.at(-1)?.id).toBe('p11')
    expect(groups[1]).toEqual({ collection: 'Ringe', hits: [hit('x', 'Ringe')] })
    expect(groupByCollection([])).toEqual([])
  })
})
