import { HIGHLIGHT_POST, HIGHLIGHT_PRE } from './search-constants'

export type HighlightPart = { text: string; hit: boolean }

/**
 * A `_formatted` value cut at the highlight tags. The text is never parsed as HTML: a title such as
 * `<img src=x onerror=alert(1)>` stays text, on a hosted Meilisearch (which does not escape) and on the
 * embedded engine alike.
 */
export function highlightParts(formatted: string): HighlightPart[] {
  const parts: HighlightPart[] = []
  for (const [i, chunk] of formatted.split(HIGHLIGHT_PRE).entries()) {
    if (i === 0) {
      if (chunk) parts.push({ text: chunk.replaceAll(HIGHLIGHT_POST, ''), hit: false })
      continue
    }
    const end = chunk.indexOf(HIGHLIGHT_POST)
    const hit = end < 0 ? chunk : chunk.slice(0, end)
    const rest = end < 0 ? '' : chunk.slice(end + HIGHLIGHT_POST.length).replaceAll(HIGHLIGHT_POST, '')
    if (hit) parts.push({ text: hit, hit: true })
    if (rest) parts.push({ text: rest, hit: false })
  }
  return parts
}

/** The text without its highlight tags. */
export const plainText = (formatted: string) => formatted.replaceAll(HIGHLIGHT_PRE, '').replaceAll(HIGHLIGHT_POST, '')

/** Renders a highlighted value as React text with <mark> around the matches. */
export function Highlighted({ text }: { text: string }) {
  return (
    <>
      {highlightParts(text).map((part, i) =>
        part.hit ? (
          <mark key={i} className="bg-primary-100 text-inherit">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  )
}
