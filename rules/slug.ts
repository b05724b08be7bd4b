// One slug rule wherever a title becomes a handle (products, categories, collections; the generated catalogue): lower
// case, German umlauts and ß spelt out as Germans do when a letter is missing (ä → ae, ö → oe, ü → ue, ß → ss), other
// accents dropped (é → e), anything else between words a single hyphen. The storefront routes such handles, and the
// back office's forms accept exactly them (`HANDLE`).

/** A handle as the storefront routes it: lower-case ASCII words and digits joined by single hyphens. */
export const HANDLE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** The handle of a title: "Solitärring Aurora" → "solitaerring-aurora", "Größe 52 – Weiß" → "groesse-52-weiss". */
export function slugOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
