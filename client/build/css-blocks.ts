import { parse as parseSelector, type Selector } from 'css-what'
import postcss, { type AtRule, type ChildNode, type Container, type Rule } from 'postcss'
import { type CssBlock, elementName } from '../../worker/ssr/css-blocks'

// at-rules whose rules apply only within them; their rules are chosen one by one
const GROUPING = new Set(['media', 'supports', 'layer', 'container'])
// pseudo-classes that match where one of their selectors matches
const EITHER = new Set(['is', 'where'])
// pseudo-elements and -classes only some elements have (the preflight's resets of placeholders, of date, search and
// file inputs, of Firefox's invalid fields), and the backdrop only a modal <dialog> has before scripts run: one of them
const OWNERS: [RegExp, string[]][] = [
  [/^placeholder$/, ['input', 'textarea']],
  [/^(file-selector-button|-webkit-(search|date|datetime|calendar|inner-spin|outer-spin)-?.*)$/, ['input']],
  [/^-moz-ui-invalid$/, ['input', 'textarea', 'select']],
  [/^backdrop$/, ['dialog']],
]
const ownersOf = (part: Selector) =>
  part.type === 'pseudo-element' || part.type === 'pseudo' ? OWNERS.find(([name]) => name.test(part.name))?.[1].map(elementName) : undefined

/**
 * The sets of names one of which an element (and its ancestors) must carry for the selector to match: the
 * compound selectors' class names and element names, and one alternative of each `:is()`/`:where()`; one of the
 * elements that have a pseudo-element only some have (OWNERS); nothing inside other pseudo-classes (`:not(.x)` applies
 * where .x is absent). `[[]]`: a selector that needs nothing.
 */
function namesOf(parts: Selector[]): string[][] {
  let sets: string[][] = [[]]
  for (const part of parts) {
    if (part.type === 'attribute' && part.name === 'class' && part.action === 'element') sets = sets.map((set) => [...set, part.value])
    else if (part.type === 'tag') sets = sets.map((set) => [...set, elementName(part.name)])
    else if (ownersOf(part)) sets = sets.flatMap((set) => ownersOf(part)!.map((owner) => [...set, owner]))
    else if (part.type === 'pseudo' && EITHER.has(part.name) && Array.isArray(part.data)) {
      const inner = part.data.flatMap(namesOf)
      if (!inner.some((set) => set.length === 0)) sets = sets.flatMap((set) => inner.map((more) => [...set, ...more]))
    }
  }
  return sets
}

/** What a selector (list) needs on the page; null for a selector that applies everywhere or cannot be parsed. */
function needs(selector: string): string[][] | null {
  let parsed: Selector[][]
  try {
    parsed = parseSelector(selector)
  } catch {
    return null
  }
  const sets = parsed.flatMap(namesOf)
  return sets.some((set) => set.length === 0) ? null : sets
}

// a rule of custom properties alone on a selector that needs nothing (`:root,:host`, the @property fallback's `*`)
const definesProperties = (rule: Rule) => needs(rule.selector) === null && rule.nodes.every((node) => node.type === 'decl' && node.prop.startsWith('--'))

// states the first paint never shows: the pointer over an element or pressing it
const POINTER_STATES = new Set(['hover', 'active'])
const inPointerState = (parts: Selector[]): boolean =>
  parts.some((part) => part.type === 'pseudo' && (POINTER_STATES.has(part.name) || (Array.isArray(part.data) && part.data.some(inPointerState))))
function laterSelector(selector: string): boolean {
  try {
    return parseSelector(selector).every(inPointerState)
  } catch {
    return false
  }
}
// declarations that only matter when a value changes
const TRANSITION = /^(transition(-[a-z-]+)?|--un-(ease|duration))$/
const onlyTransitions = (rule: Rule) => rule.nodes.every((node) => node.type === 'decl' && TRANSITION.test(node.prop))

/**
 * A rule as blocks: a definition per custom property, or the rule with what it needs. What the first paint cannot
 * show is left to the whole stylesheet, which follows a moment later: the selectors of pointer states (`:hover`,
 * `:active`) and transitions (one starts only when a value changes; none does when the whole stylesheet arrives, as
 * it changes nothing the first paint shows).
 */
function ruleBlocks(rule: Rule, at: string[]): CssBlock[] {
  const where = at.length ? { at } : {}
  if (definesProperties(rule))
    return rule.nodes.map((node) => ({ css: `${node.toString()};`, at: [...at, rule.selector], defines: (node as postcss.Declaration).prop }))
  if (onlyTransitions(rule)) return []
  const shown = rule.selectors.filter((selector) => !laterSelector(selector))
  if (!shown.length) return []
  const inlined = rule.clone()
  inlined.walkDecls(TRANSITION, (decl) => {
    decl.remove()
  })
  const body = inlined.toString().slice(inlined.selector.length)
  const selectors = shown.map((selector) => ({ selector, any: needs(selector) }))
  const css = (shown.length === rule.selectors.length ? rule.selector : shown.join(',')) + body
  if (selectors.some((one) => !one.any)) return [{ css, ...where }]
  if (new Set(selectors.map((one) => JSON.stringify(one.any))).size > 1)
    return [{ css: body, ...where, any: selectors.flatMap((one) => one.any!), selectors: selectors.map(({ selector, any }) => ({ selector, any: any! })) }]
  return [{ css, ...where, any: selectors[0]!.any! }]
}

/** The names that blocks define and mention: custom properties and keyframes' names. */
const TOKENS = /--[\w-]+|[A-Za-z_][\w-]*/g

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
        blocks.push(...ruleBlocks(node, at))
      } else if (node.type === 'atrule' && (node.name === 'property' || node.name === 'keyframes')) {
        blocks.push({ css: node.toString(), ...where, defines: node.params.trim() })
      } else {
        // @font-face, a @layer statement: always, as written
        blocks.push({ css: (node as AtRule).toString() + (node.type === 'atrule' && !node.nodes ? ';' : ''), ...where })
      }
    }
  }
  walk(postcss.parse(css), [])
  const defined = new Set(blocks.flatMap((block) => (block.defines ? [block.defines] : [])))
  for (const block of blocks) {
    const text = block.defines ? block.css.replace(block.defines, '') : block.css
    const uses = [...new Set(text.match(TOKENS) ?? [])].filter((name) => defined.has(name))
    if (uses.length) block.uses = uses
  }
  return blocks
}
