import { parse as parseSelector, type Selector } from 'css-what'
import postcss, { type AtRule, type ChildNode, type Container } from 'postcss'
import type { CssBlock } from '../../worker/ssr/css-blocks'

// at-rules whose rules apply only within them; their rules are chosen one by one
const GROUPING = new Set(['media', 'supports', 'layer', 'container'])

/**
 * The classes a selector needs on the page: the compound selectors' own class names, not those inside
 * pseudo-classes (`:not(.x)` applies where .x is absent, `:is(.a,.b)` needs only one of them).
 * An unparsable selector is kept for every page (null).
 */
function classesOf(selector: string): string[][] | null {
  let parsed: Selector[][]
  try {
    parsed = parseSelector(selector)
  } catch {
    return null
  }
  const alternatives = parsed.map((parts) => parts.flatMap((part) => (part.type === 'attribute' && part.name === 'class' && part.action === 'element' ? [part.value] : [])))
  // a selector that needs no class (an element, `*`) applies on every page
  return alternatives.some((classes) => classes.length === 0) ? null : alternatives
}

/** Splits a stylesheet into blocks in their order (worker/ssr/css-blocks.ts). */
export function cssBlocks(css: string): CssBlock[] {
  const blocks: CssBlock[] = []
  const walk = (container: Container<ChildNode>, at: string[]) => {
    for (const node of container.nodes ?? []) {
      if (node.type === 'comment') continue
      const where = at.length ? { at } : {}
      if (node.type === 'atrule' && GROUPING.has(node.name) && node.nodes) {
        walk(node, [...at, `@${node.name} ${node.params}`.trim()])
      } else if (node.type === 'rule') {
        const any = classesOf(node.selector)
        blocks.push({ css: node.toString(), ...where, ...(any ? { any } : {}) })
      } else {
        // @property, @keyframes, @font-face, a @layer statement: always, as written
        blocks.push({ css: (node as AtRule).toString() + (node.type === 'atrule' && !node.nodes ? ';' : ''), ...where })
      }
    }
  }
  walk(postcss.parse(css), [])
  return blocks
}
