import { atom } from 'jotai'
import type { ComponentType } from 'react'
import type { ProductSummary } from '../api-types'

export type HeartProps = { product: Pick<ProductSummary, 'id' | 'handle' | 'handles' | 'title' | 'thumbnail'>; className?: string }

/**
 * The wishlist heart, loaded after hydration. Cards and the product page only ask for it (`heartWantedAtom`);
 * the layout's wishlist loader (in the entry chunk) imports it and puts it here. An import() in the
 * catalogue's chunk would come wrapped in the bundler's preload helper, about 1 KB on every product page.
 */
export const heartAtom = atom<ComponentType<HeartProps> | null>(null)
export const heartWantedAtom = atom(false)
