import type { LayoutData, PageError, Params } from './types'

export const BOOTSTRAP_ID = 'app-data'

/** What the server hands the browser so hydration renders exactly what was streamed. */
export type Bootstrap = {
  routeId: string
  params: Params
  country: string
  origin: string
  data: unknown
  error: PageError | null
  layout: LayoutData
}

/** JSON that is safe inside a <script> element: no `<` can close it or open a comment. */
export const serializeBootstrap = (bootstrap: Bootstrap) => JSON.stringify(bootstrap).replace(/</g, '\\u003c')
