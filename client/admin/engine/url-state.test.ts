import { describe, expect, it } from 'vitest'
import { EMPTY_LIST_STATE, type ListState, parseListState, stringifyListState, updateListState } from './url-state'

describe('list state in the address', () => {
  it('survives a round trip', () => {
    const state: ListState = {
      page: 3,
      q: 'Ring Gold',
      sort: '-created_at',
      filters: { status: ['draft', 'published'], collection_id: ['pcol_1'] },
      columns: ['title', 'status', 'collection'],
    }
    const search = stringifyListState(state)
    expect(search).toBe(
      'q=Ring%20Gold&filter[status][]=draft&filter[status][]=published&filter[collection_id][]=pcol_1&sort=-created_at&cols[]=title&cols[]=status&cols[]=collection&page=3',
    )
    expect(parseListState(`?${search}`)).toEqual(state)
  })
  it('keeps plain lists at plain addresses', () => {
    expect(stringifyListState(EMPTY_LIST_STATE)).toBe('')
    expect(parseListState('')).toEqual(EMPTY_LIST_STATE)
  })
  it('falls back to defaults for anything malformed', () => {
    expect(parseListState('page=0&sort=title;drop&q[$gt]=1&filter=oops&cols=x')).toEqual({ ...EMPTY_LIST_STATE, columns: ['x'] })
    expect(parseListState('page=2.5').page).toBe(1)
    expect(parseListState('page=100001').page).toBe(1)
    expect(parseListState('filter[bad key]=1&filter[status]=draft').filters).toEqual({ status: ['draft'] })
  })
  it('applies the parser limits (depth 5, 20 array items, 1000 parameters)', () => {
    const many = Array.from({ length: 30 }, (_, i) => `filter[tag_id][]=t${i}`).join('&')
    expect(parseListState(many).filters.tag_id).toHaveLength(20)
    const indexed = Array.from({ length: 25 }, (_, i) => `filter[tag_id][${i}]=t${i}`).join('&')
    expect(parseListState(indexed).filters.tag_id).toHaveLength(20)
    const deep = 'filter[a][b][c][d][e][f][g]=1'
    expect(() => parseListState(deep)).not.toThrow()
    const flood = Array.from({ length: 1500 }, (_, i) => `p${i}=1`).join('&') + '&q=late'
    expect(parseListState(flood).q).toBe('')
  })
  it('goes back to page 1 when the search, a filter or the order changes', () => {
    const state = { ...EMPTY_LIST_STATE, page: 4 }
    expect(updateListState(state, { q: 'ring' }).page).toBe(1)
    expect(updateListState(state, { filters: { status: ['draft'] } }).page).toBe(1)
    expect(updateListState(state, { sort: 'title' }).page).toBe(1)
    expect(updateListState(state, { page: 5 }).page).toBe(5)
    expect(updateListState(state, { columns: ['title'] }).page).toBe(4)
  })
})
