import type { Locale } from '../rules/languages'

export type Bindings = {
  ASSETS: Fetcher
  REDIRECTS: KVNamespace
  SLUGS: KVNamespace
  /** The edge cache's purge generation (worker/cache/generation.ts). */
  CACHE_META: KVNamespace
  /** The embedded search engine's saved index (worker/search/engine/persist.ts). */
  SEARCH_INDEX: KVNamespace
  MEDUSA_BACKEND_URL: string
  MEDUSA_PUBLISHABLE_KEY: string
  /** Deadline of a read (GET/HEAD) to the back end in milliseconds; default 4000 (worker/medusa/deadline.ts). */
  MEDUSA_READ_TIMEOUT_MS?: string
  /** Deadline of a write to the back end in milliseconds; default 10000. */
  MEDUSA_WRITE_TIMEOUT_MS?: string
  OPS_SECRET: string
  /** Sub-requests one request may make (the plan's limit); default 1000 (worker/faults/subrequest-budget.ts). */
  SUBREQUEST_LIMIT?: string
  /** Shared with Medusa: sent beside the visitor's address, which Medusa believes only with it (worker/medusa/client-address.ts). */
  EDGE_SECRET?: string
  /** 'cloudflare' uses Cloudflare's image resizing (production); 'wasm' resizes in the worker (local workerd). */
  IMAGE_RESIZING?: string
  /** The one external media storage origin images may come from besides the back end's /static files. */
  MEDIA_ORIGIN?: string
  /** Where the back office PUTs presigned uploads (the S3/R2 API endpoint, when S3_* is set in Medusa); its CSP allows it. */
  MEDIA_UPLOAD_ORIGIN?: string
  /** "production" in wrangler.toml's [env.production]: the worker then refuses unsafe configuration (worker/config). */
  ENVIRONMENT?: string
  MEILISEARCH_HOST?: string
  MEILISEARCH_SEARCH_KEY?: string
  /** Stripe's publishable key (pk_…) for the browser: with it the checkout offers the regions' card and PayPal providers. */
  STRIPE_PUBLISHABLE_KEY?: string
}

/** Values the routing middleware hands to the page renderer. */
type Variables = {
  country: string
  locale: Locale
  /** Set for pages rendered into the shared edge cache: loaders then get no cookies, so the HTML is nobody's. */
  anonymousRender?: boolean
  /** The URL a cached page is rendered with: only the query parameters it reads (worker/cache/html-cacheable.ts). */
  pageUrl?: URL
  /** Set when a loader's /api call got an older copy or failed for the back end: the page is served, never stored. */
  degraded?: boolean
}

export type AppEnv = { Bindings: Bindings; Variables: Variables }
