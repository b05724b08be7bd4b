import type { CategoryNode, CategoryResponse, MenuResponse } from '../../routes/api-types'
import type { Locale } from '../../rules/languages'
import { imageUrl } from './images'
import { handlesOf, localized, localizedOrNull } from './localize'
import type { MedusaCategory } from './medusa-types'

/** Menu order: `metadata.rank`, then Medusa's rank, then the name. */
function sortKey(category: MedusaCategory): number {
  const rank = Number(category.metadata?.rank)
  return Number.isFinite(rank) ? rank : (category.rank ?? Number.MAX_SAFE_INTEGER)
}

const byRank = (a: MedusaCategory, b: MedusaCategory) => sortKey(a) - sortKey(b) || a.name.localeCompare(b.name)

/** Children of a category (or the roots for null), sorted. */
function childrenOf(categories: MedusaCategory[], parentId: string | null): MedusaCategory[] {
  return categories.filter((category) => (category.parent_category_id ?? null) === parentId).sort(byRank)
}

/** Ids of the category and everything below it. */
export function descendantIds(categories: MedusaCategory[], id: string): string[] {
  const ids = [id]
  for (let i = 0; i < ids.length; i++) {
    for (const child of categories) if (child.parent_category_id === ids[i] && !ids.includes(child.id)) ids.push(child.id)
  }
  return ids
}

const metadataText = (category: MedusaCategory, key: string) => {
  const value = category.metadata?.[key]
  return typeof value === 'string' && value !== '' ? value : null
}

/** A category for the API with `depth` levels of category_children (the menu reads two). */
function categoryNode(categories: MedusaCategory[], category: MedusaCategory, locale: Locale, backendUrl: string, depth = 2): CategoryNode {
  const handles = handlesOf(category)
  return {
    id: category.id,
    name: localized(locale, category.name, category.metadata, 'name'),
    handle: handles[locale],
    handles,
    description: localizedOrNull(locale, category.description || null, category.metadata, 'description'),
    icon: metadataText(category, 'icon'),
    image: imageUrl(metadataText(category, 'image'), backendUrl),
    category_children: depth > 0 ? childrenOf(categories, category.id).map((child) => categoryNode(categories, child, locale, backendUrl, depth - 1)) : [],
  }
}

/** Top-level categories: `metadata.menu = 'functional'` ones are direct links, all others product menus. */
export function menuOf(categories: MedusaCategory[], locale: Locale, backendUrl: string): MenuResponse {
  const roots = childrenOf(categories, null)
  const node = (category: MedusaCategory) => categoryNode(categories, category, locale, backendUrl)
  return {
    menu: {
      product_categories: roots.filter((category) => category.metadata?.menu !== 'functional').map(node),
      functional_categories: roots.filter((category) => category.metadata?.menu === 'functional').map(node),
    },
  }
}

/** Finds a category by its handle in the locale (English: `metadata.handle_en`, else the German handle). */
export function findCategory(categories: MedusaCategory[], slug: string, locale: Locale): MedusaCategory | undefined {
  return categories.find((category) => handlesOf(category)[locale] === slug) ?? categories.find((category) => category.handle === slug)
}

export function categoryBody(categories: MedusaCategory[], category: MedusaCategory, locale: Locale, backendUrl: string): CategoryResponse {
  const parent = categories.find((candidate) => candidate.id === category.parent_category_id)
  return {
    category: {
      ...categoryNode(categories, category, locale, backendUrl),
      parent: parent ? { handle: handlesOf(parent)[locale], name: localized(locale, parent.name, parent.metadata, 'name') } : null,
    },
  }
}
