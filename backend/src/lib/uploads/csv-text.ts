/** Starts of documents a browser would render as markup (HTML, SVG, XML), after a BOM and white space. */
const MARKUP_START = /^(?:\uFEFF)?\s*</
/** Active markup anywhere: a product description may hold <p> or <strong>, never a document or a script. */
const ACTIVE_MARKUP = /<\s*(?:script|svg|html|body|head|iframe|object|embed|!doctype|\?xml)\b/i

/**
 * Whether bytes may be the product import's CSV. CSV has no magic number, so: text (no NUL byte, which
 * no CSV export writes and every binary format has) that does not look like markup a browser would run.
 */
export function isCsvText(bytes: Uint8Array): boolean {
  if (bytes.length === 0 || bytes.includes(0)) return false
  // latin1 keeps every byte one character: Excel's Windows-1252 exports are read as well as UTF-8
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1')
  return !MARKUP_START.test(text) && !ACTIVE_MARKUP.test(text)
}
