/** Where a form posted without JavaScript sends the visitor back to: only the shop's own form pages. */
const FORM_PAGES = /^\/[a-z]{2}(?:\/(?:contact|content\/kontakt|newsletter\/unsubscribe))?\/?$/

export function returnTo(value: unknown, fallback: string): string {
  return typeof value === 'string' && FORM_PAGES.test(value) ? value : fallback
}

/** `?name=required,email=email`: the field codes travel back in the query, never the visitor's input. */
export const withQuery = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query)}`
