import type { CategoryHandles, CategoryNode, MenuResponse, TopCategory } from '../api-types'
import type { LayoutData } from '../lib/types'

const handles = (category: CategoryNode): CategoryHandles => ({ handle: category.handle, category_children: category.category_children.map(handles) })

const top = (category: CategoryNode, withImage: boolean): TopCategory => ({
  handle: category.handle,
  name: category.name,
  icon: category.icon,
  ...(withImage ? { image: category.image } : {}),
  category_children: category.category_children.map(handles),
})

/**
 * The menu as every page carries it for hydration: the top level as the header and the home page's tiles show it (a
 * product category's picture), and only the handles below it; not the descriptions, names, icons, other languages'
 * handles and children's pictures the API's menu has besides (the mobile menu and the submenu load those).
 */
export const layoutMenu = ({ product_categories, functional_categories }: MenuResponse['menu']): LayoutData['menu'] => ({
  product_categories: product_categories.map((category) => top(category, true)),
  functional_categories: functional_categories.map((category) => top(category, false)),
})
