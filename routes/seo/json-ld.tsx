import { localizedHref } from '../lib/links'

export type JsonLdData = Record<string, unknown>

/** JSON for a <script> element: `<` is escaped, so no text from the shop's data can close the script. */
export const scriptJson = (data: JsonLdData | JsonLdData[]) => JSON.stringify(data).replace(/</g, '\\u003c')

/** schema.org data for search engines, as JSON-LD. */
export function JsonLd({ data }: { data: JsonLdData | JsonLdData[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />
}

/** The absolute URL of a router path in a country's shop. */
export const absoluteHref = (origin: string, country: string, to: string) => origin + localizedHref(country, to)

/** An image source as an absolute URL (JSON-LD wants absolute ones). */
export const absoluteSrc = (origin: string, src: string) => (/^https?:\/\//.test(src) ? src : origin + src)
