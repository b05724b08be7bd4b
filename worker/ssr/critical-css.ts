import type { CssBlock } from './css-blocks'

const CLASS_ATTRIBUTE = /\bclass="([^"]*)"/g
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'" }

/** Every class name the HTML's elements carry (attribute values as React escapes them). */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>()
  for (const [, value] of html.matchAll(CLASS_ATTRIBUTE)) {
    for (const name of value!.replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (entity) => ENTITIES[entity]!).split(/\s+/)) if (name) classes.add(name)
  }
  return classes
}

const applies = (block: CssBlock, classes: Set<string>) => !block.any || block.any.some((needed) => needed.every((name) => classes.has(name)))

/**
 * The rules of a stylesheet that can apply to a page with these classes, in the stylesheet's order (so the
 * cascade is the whole stylesheet's), consecutive rules under the same at-rules written under one.
 */
export function criticalCss(blocks: CssBlock[], classes: Set<string>): string {
  let css = ''
  let open: string[] = []
  const wrap = (at: string[]) => {
    if (at.length === open.length && at.every((part, i) => part === open[i])) return
    css += '}'.repeat(open.length) + at.map((part) => `${part}{`).join('')
    open = at
  }
  for (const block of blocks) {
    if (!applies(block, classes)) continue
    wrap(block.at ?? [])
    css += block.css
  }
  return css + '}'.repeat(open.length)
}

/** Where the document leaves the n-th stylesheet whose rules are chosen once the page's HTML is known. */
export const pageRulesMark = (n: number) => `<style data-page-rules="${n}"></style>`

/** Writes each marked stylesheet's rules that the page uses into its mark (the sheets in the marks' order). */
export function writePageRules(html: string, sheets: CssBlock[][]): string {
  if (!sheets.length) return html
  const classes = classesIn(html)
  return sheets.reduce((page, blocks, n) => page.replace(pageRulesMark(n), () => `<style>${criticalCss(blocks, classes)}</style>`), html)
}
