import type { Locale } from '../i18n/locale'

export type Bindings = {
  ASSETS: Fetcher
  REDIRECTS: KVNamespace
  SLUGS: KVNamespace
  MEDUSA_BACKEND_URL: string
  MEDUSA_PUBLISHABLE_KEY: string
  OPS_SECRET: string
  MEILISEARCH_HOST?: string
  MEILISEARCH_SEARCH_KEY?: string
}

/** Values the routing middleware hands to the page renderer. */
export type Variables = {
  country: string
  locale: Locale
}

export type AppEnv = { Bindings: Bindings; Variables: Variables }
