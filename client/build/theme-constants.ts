import postcss from 'postcss'

const ROOT = ':root,:host'
const REFERENCE = /var\((--[\w-]+)/g
// `calc(.25rem * 4)` once the spacing is a constant
const PRODUCT = /calc\((-?[\d.]+)(rem|px|em) \* (-?[\d.]+)\)/g

/** Where the parenthesis opened just before `from` closes (the end of a `var(`). */
function closing(value: string, from: number): number {
  let depth = 1
  for (let i = from; i < value.length; i++) {
    if (value[i] === '(') depth++
    else if (value[i] === ')' && --depth === 0) return i
  }
  return value.length
}

/**
 * Writes the theme's variables the stylesheet never changes as their values: `padding:calc(var(--spacing) * 4)` becomes
 * `padding:1rem`, and a `:root` declaration goes once nothing refers to it any more. A variable counts as a constant
 * when it is declared once, in the top-level `:root,:host` rule: one that an @supports block declares again (the
 * wide-gamut colours) or that any other rule sets stays a variable. A constant's fallback (`var(--x, …)`) is never
 * used, so it goes too. Nothing but the stylesheet reads them (no inline style of the shop does), so every style
 * stays as it was.
 */
export function foldThemeConstants(css: string): string {
  const root = postcss.parse(css)
  const declared = new Map<string, number>()
  root.walkDecls(/^--/, (decl) => {
    declared.set(decl.prop, (declared.get(decl.prop) ?? 0) + 1)
  })
  const rootRules = root.nodes.filter((node) => node.type === 'rule' && node.selector === ROOT) as postcss.Rule[]
  const constants = new Map<string, string>()
  for (const rule of rootRules) {
    rule.walkDecls(/^--/, (decl) => {
      if (declared.get(decl.prop) === 1) constants.set(decl.prop, decl.value)
    })
  }
  const fold = (value: string): string => {
    let out = ''
    let at = 0
    for (const match of value.matchAll(REFERENCE)) {
      if (match.index! < at || !constants.has(match[1]!)) continue
      out += value.slice(at, match.index)
      out += fold(constants.get(match[1]!)!)
      at = closing(value, match.index! + 4) + 1
    }
    return (out + value.slice(at)).replace(
      PRODUCT,
      (_, length: string, unit: string, factor: string) => `${+(Number(length) * Number(factor)).toFixed(4)}${unit}`,
    )
  }
  root.walkDecls((decl) => {
    if (decl.value.includes('var(')) decl.value = fold(decl.value)
  })
  const referred = new Set([...root.toString().matchAll(REFERENCE)].map((match) => match[1]))
  for (const rule of rootRules) {
    rule.each((node) => {
      if (node.type === 'decl' && constants.has(node.prop) && !referred.has(node.prop)) node.remove()
    })
    if (!rule.nodes.length) rule.remove()
  }
  return root.toString()
}
