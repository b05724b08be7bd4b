import type { ComponentType, ReactNode } from 'react'
import type { TextPart } from '../../i18n/parts'
import type { Locale } from '../../rules/languages'
import type { ShippingFrom } from '../../rules/shipping-from'
import type { PaymentOffer, TopCategory } from '../api-types'

/** Returns the JSON of an `/api/…` endpoint; a non-2xx answer throws an HttpError. */
export type Api = <T>(path: string) => Promise<T>

export type Params = Record<string, string>

export type LoadContext = { params: Params; url: URL; country: string; locale: Locale; api: Api }

export type Loader<D = unknown> = (ctx: LoadContext) => Promise<D>

export type PageProps<D = unknown> = { data: D; params: Params; url: URL }

export type LayoutProps = { layout: LayoutData; children: ReactNode }

/** A page chunk: the page, and the layout around it when it is not the default one (it then travels with the page). */
export type PageModule<D = any> = { default: ComponentType<PageProps<D>>; Layout?: ComponentType<LayoutProps> }

export type Route<D = any> = {
  id: string
  /** regexparam pattern after the country prefix, with English segments. */
  path: string
  /** The page's file below routes/ without extension: the server preloads its chunk from the Vite manifest. */
  module: string
  page: () => Promise<PageModule<D>>
  /**
   * The page's loader, imported when first needed: hydration needs none (the data comes with the HTML),
   * so it stays out of the first page's scripts. The loader returns plain JSON, serialised for hydration.
   */
  load?: () => Promise<Loader<D>>
  /** Dictionary parts the page shows besides `shop` (i18n/parts.ts). */
  texts?: TextPart[]
  /**
   * What a client-side navigation to the page awaits besides its chunk, data and texts: the code and texts of parts a
   * static island renders at once then, which a page the server rendered never needs (routes/lib/static-island.tsx).
   */
  ready?: (locale: Locale) => Promise<unknown>
  /** A per-visitor page (cart, checkout, order): answered with `cache-control: private, no-store`, never edge-cached. */
  private?: boolean
  /** The 'auth' guard: anonymous visitors go to the login, which returns them here. Implies `private`. */
  guard?: 'auth'
  /**
   * Entered by a full page load, never by a client-side navigation: a page with a Content-Security-Policy of its own
   * (the checkout admits Stripe.js, worker/http/security-headers.ts), which only its own document gets.
   */
  document?: true
}

/** Data every layout needs, loaded once per full page load: the menu and what the country's shop takes as payment. */
export type LayoutData = {
  menu: { product_categories: TopCategory[]; functional_categories: TopCategory[] }
  payment: PaymentOffer
  shipping_from: ShippingFrom | null
}

/** What the error page shows instead of the route's page. */
export type PageError = { status: number; path: string }
