import type { ComponentType } from 'react'
import type { Locale } from '../../i18n/locale'
import type { MenuResponse } from '../api-types'

/** Returns the JSON of an `/api/…` endpoint; a non-2xx answer throws an HttpError. */
export type Api = <T>(path: string) => Promise<T>

export type Params = Record<string, string>

export type LoadContext = { params: Params; url: URL; country: string; locale: Locale; api: Api }

export type PageProps<D = unknown> = { data: D; params: Params; url: URL }

export type PageModule<D = any> = { default: ComponentType<PageProps<D>> }

export type LayoutName = 'default' | 'checkout'

export type Route<D = any> = {
  id: string
  /** regexparam pattern after the country prefix, with English segments. */
  path: string
  layout: LayoutName
  /** The page's file below routes/ without extension: the server preloads its chunk from the Vite manifest. */
  module: string
  page: () => Promise<PageModule<D>>
  /** Returns plain JSON: the server serialises it into the page for hydration. */
  load?: (ctx: LoadContext) => Promise<D>
  /** A per-visitor page (cart, checkout, order): answered with `cache-control: private, no-store`, never edge-cached. */
  private?: boolean
}

/** Data every layout needs, loaded once per full page load. */
export type LayoutData = { menu: MenuResponse['menu'] }

/** What the error page shows instead of the route's page. */
export type PageError = { status: number; path: string }
