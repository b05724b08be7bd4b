import { WAIT_FOR_WHOLE_STYLESHEET } from './after-largest-paint'
import { type CssBlock, elementName } from './css-blocks'

const TAG = /<(\/?)([a-zA-Z][\w-]*)([^>]*)>/g
const CLASS_ATTRIBUTE = /\bclass="([^"]*)"/
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'" }
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr'])
const RAW_TEXT = new Set(['script', 'style'])

const classList = (attributes: string) =>
  (CLASS_ATTRIBUTE.exec(attributes)?.[1] ?? '')
    .replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (entity) => ENTITIES[entity]!)
    .split(/\s+/)
    .filter(Boolean)

/**
 * The class names and element names (`<name>`) of the HTML's elements that the first paint shows: everything but the
 * insides of the sections that wait for the whole stylesheet (below the fold and after; their own box counts). The HTML is
 * React's: attribute values escaped, void elements without a closing tag, <script> and <style> holding text.
 */
export function pageNames(html: string): Set<string> {
  const names = new Set<string>()
  const open: { tag: string; below: boolean }[] = []
  let below = 0
  TAG.lastIndex = 0
  for (let match = TAG.exec(html); match; match = TAG.exec(html)) {
    const [, closing, name, attributes] = match
    const tag = name!.toLowerCase()
    if (closing) {
      const at = open.findLastIndex((element) => element.tag === tag)
      if (at >= 0) for (const element of open.splice(at)) if (element.below) below--
      continue
    }
    const classes = classList(attributes!)
    if (below === 0) {
      names.add(elementName(tag))
      for (const name of classes) names.add(name)
    }
    if (RAW_TEXT.has(tag)) {
      const end = html.indexOf(`</${tag}`, TAG.lastIndex)
      if (end >= 0) TAG.lastIndex = end
      continue
    }
    if (VOID.has(tag) || attributes!.endsWith('/')) continue
    const isBelow = classes.some((name) => WAIT_FOR_WHOLE_STYLESHEET.includes(name))
    if (isBelow) below++
    open.push({ tag, below: isBelow })
  }
  return names
}

const needed = (any: string[][] | undefined, names: Set<string>) => !any || any.some((set) => set.every((name) => names.has(name)))

/** The blocks the page writes: the rules that apply, then every definition (custom property, keyframes) they use, and so on. */
function chosen(blocks: CssBlock[], names: Set<string>): boolean[] {
  const keep = blocks.map((block) => !block.defines && needed(block.any, names))
  const used = new Set<string>()
  const pending: string[] = []
  const use = (block: CssBlock) => {
    for (const name of block.uses ?? []) {
      if (used.has(name)) continue
      used.add(name)
      pending.push(name)
    }
  }
  blocks.forEach((block, i) => {
    if (keep[i]) use(block)
  })
  const definitions = new Map<string, number[]>()
  blocks.forEach((block, i) => {
    if (block.defines) definitions.set(block.defines, [...(definitions.get(block.defines) ?? []), i])
  })
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    for (const i of definitions.get(name) ?? []) {
      keep[i] = true
      use(blocks[i]!)
    }
  }
  return keep
}

/**
 * The rules of a stylesheet that can apply to a page with these names (pageNames), and the definitions they use, in
 * the stylesheet's order (so the cascade is the whole stylesheet's), consecutive ones under the same at-rules written
 * under one.
 */
export function criticalCss(blocks: CssBlock[], names: Set<string>): string {
  const keep = chosen(blocks, names)
  let css = ''
  let open: string[] = []
  const wrap = (at: string[]) => {
    if (at.length === open.length && at.every((part, i) => part === open[i])) return
    css += '}'.repeat(open.length) + at.map((part) => `${part}{`).join('')
    open = at
  }
  blocks.forEach((block, i) => {
    if (!keep[i]) return
    wrap(block.at ?? [])
    css += block.selectors ? block.selectors.flatMap(({ selector, any }) => (needed(any, names) ? [selector] : [])).join(',') + block.css : block.css
  })
  return css + '}'.repeat(open.length)
}

/** Where the document leaves the n-th stylesheet whose rules are chosen once the page's HTML is known. */
const pageRulesMark = (n: number) => `<style data-page-rules="${n}"></style>`

/** Writes each marked stylesheet's rules that the page uses into its mark (the sheets in the marks' order). */
export function writePageRules(html: string, sheets: CssBlock[][]): string {
  if (!sheets.length) return html
  const names = pageNames(html)
  return sheets.reduce((page, blocks, n) => page.replace(pageRulesMark(n), () => `<style>${criticalCss(blocks, names)}</style>`), html)
}
