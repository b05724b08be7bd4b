import type { Translate } from '../../i18n'
import { localizedHref } from '../lib/links'

export type JsonLdData = Record<string, unknown>

/** What every builder needs: the page's origin and country, and its language's texts. */
export type JsonLdContext = { origin: string; country: string; t: Translate }

/** JSON for a <script> element: `<` is escaped, so no text from the shop's data can close the script. */
export const scriptJson = (data: JsonLdData | JsonLdData[]) => JSON.stringify(data).replace(/</g, '\\u003c')

/** The absolute URL of a router path in a country's shop. */
export const absoluteHref = (origin: string, country: string, to: string) => origin + localizedHref(country, to)

/** An image source as an absolute URL (JSON-LD wants absolute ones). */
export const absoluteSrc = (origin: string, src: string) => (/^https?:\/\//.test(src) ? src : origin + src)
