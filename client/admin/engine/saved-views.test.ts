import { describe, expect, it } from 'vitest'
import { MAX_VIEWS, viewsOf, withoutView, withView } from './saved-views'

describe('saved views in the user metadata', () => {
  const drafts = { id: 'v1', name: 'Drafts', query: 'filter[status][]=draft' }
  it('are added per list and keep the rest of the metadata', () => {
    const metadata = withView({ theme: 'dark' }, 'products', drafts)
    expect(metadata).toEqual({ theme: 'dark', admin_views: { products: [drafts] } })
    expect(viewsOf(metadata, 'products')).toEqual([drafts])
    expect(viewsOf(metadata, 'categories')).toEqual([])
  })
  it('replace a view of the same name and can be removed', () => {
    const again = { id: 'v2', name: 'drafts', query: 'filter[status][]=draft&sort=title' }
    const metadata = withView(withView(null, 'products', drafts), 'products', again)
    expect(viewsOf(metadata, 'products')).toEqual([again])
    expect(viewsOf(withoutView(metadata, 'products', 'v2'), 'products')).toEqual([])
  })
  it('ignore malformed entries and keep at most 20 per list', () => {
    expect(viewsOf({ admin_views: { products: [{ id: 1 }, drafts, 'x'] } }, 'products')).toEqual([drafts])
    expect(viewsOf({ admin_views: 'nonsense' }, 'products')).toEqual([])
    let metadata: Record<string, unknown> = {}
    for (let i = 0; i < 25; i++) metadata = withView(metadata, 'products', { id: `v${i}`, name: `View ${i}`, query: '' })
    expect(viewsOf(metadata, 'products')).toHaveLength(MAX_VIEWS)
    expect(viewsOf(metadata, 'products')[0].name).toBe('View 5')
  })
})
