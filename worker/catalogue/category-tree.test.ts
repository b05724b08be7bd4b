import { describe, expect, it } from 'vitest'
import { categoryBody, descendantIds, findCategory, menuOf } from './category-tree'
import type { MedusaCategory } from './medusa-types'

const categories: MedusaCategory[] = [
  {
    id: 'c_ringe',
    name: 'Ringe',
    handle: 'ringe',
    parent_category_id: null,
    metadata: { rank: 2, menu: 'product', name_en: 'Rings', handle_en: 'rings', icon: 'i-ph-diamond', image: '/static/ringe.jpg' },
  },
  { id: 'c_perlen', name: 'Perlen', handle: 'perlen', parent_category_id: null, metadata: { rank: 1, menu: 'product' } },
  { id: 'c_angebote', name: 'Angebote', handle: 'angebote-kat', parent_category_id: null, metadata: { rank: 0, menu: 'functional' } },
  { id: 'c_verlobung', name: 'Verlobungsringe', handle: 'verlobungsringe', parent_category_id: 'c_ringe', metadata: { rank: 2 } },
  {
    id: 'c_ehe',
    name: 'Eheringe',
    handle: 'eheringe',
    parent_category_id: 'c_ringe',
    metadata: { rank: 1, name_en: 'Wedding rings', handle_en: 'wedding-rings' },
  },
  { id: 'c_solitaer', name: 'Solitär', handle: 'solitaer', parent_category_id: 'c_verlobung', metadata: {} },
  { id: 'c_tief', name: 'Tief', handle: 'tief', parent_category_id: 'c_solitaer', metadata: {} },
]

describe('category menu', () => {
  it('splits product and functional categories, sorted by metadata.rank', () => {
    const { menu } = menuOf(categories, 'de', 'http://localhost:9000')
    expect(menu.product_categories.map((c) => c.handle)).toEqual(['perlen', 'ringe'])
    expect(menu.functional_categories.map((c) => c.handle)).toEqual(['angebote-kat'])
  })
  it('reads two levels of category_children, localized', () => {
    const { menu } = menuOf(categories, 'en', 'http://localhost:9000')
    const rings = menu.product_categories[1]
    expect(rings).toMatchObject({ name: 'Rings', handle: 'rings', icon: 'i-ph-diamond', image: '/medusa/static/ringe.jpg' })
    expect(rings.category_children.map((c) => c.handle)).toEqual(['wedding-rings', 'verlobungsringe'])
    expect(rings.category_children[1].category_children.map((c) => c.handle)).toEqual(['solitaer'])
    expect(rings.category_children[1].category_children[0].category_children).toEqual([])
  })
})

describe('one category', () => {
  it('is found by the handle of the locale', () => {
    expect(findCategory(categories, 'wedding-rings', 'en')?.id).toBe('c_ehe')
    expect(findCategory(categories, 'eheringe', 'de')?.id).toBe('c_ehe')
    expect(findCategory(categories, 'wedding-rings', 'de')).toBeUndefined()
  })
  it('carries its parent and children', () => {
    const { category } = categoryBody(categories, categories[4], 'en', '')
    expect(category.parent).toEqual({ handle: 'rings', name: 'Rings' })
    expect(categoryBody(categories, categories[0], 'de', '').category.parent).toBeNull()
  })
  it('descendants include every level', () => {
    expect(descendantIds(categories, 'c_ringe').sort()).toEqual(['c_ehe', 'c_ringe', 'c_solitaer', 'c_tief', 'c_verlobung'])
  })
})
