// A path in code as a template: literal parts kept, every value put in by code `{}`. A value that is one of a few
// literals (`${flow === 'multipart' ? 'import' : 'imports'}`) gives one template per literal.
import ts from 'typescript'

const unwrap = (node) => (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isNonNullExpression(node) ? unwrap(node.expression) : node)

const cross = (lefts, rights) => lefts.flatMap((left) => rights.map((right) => left + right))

/**
 * The templates an expression can be: a string, a template literal, a `? :` of them, or an identifier that
 * `resolve(name)` knows (a constant of the file); `[]` when it is no path the code spells out.
 */
export function templateOf(node, resolve, depth = 0) {
  node = unwrap(node)
  if (depth > 5) return []
  if (ts.isStringLiteralLike(node)) return [node.text]
  if (ts.isConditionalExpression(node)) return [...templateOf(node.whenTrue, resolve, depth + 1), ...templateOf(node.whenFalse, resolve, depth + 1)]
  if (ts.isIdentifier(node) || ts.isPropertyAccessExpression(node)) return resolve(node.getText()) ?? []
  if (ts.isTemplateExpression(node)) {
    let results = [node.head.text]
    for (const span of node.templateSpans) {
      results = cross(results, partOf(span.expression, resolve, depth))
      results = cross(results, [span.literal.text])
    }
    return results
  }
  return []
}

/** A value inside a template: literals it can only be, a known constant, else a placeholder. */
function partOf(expression, resolve, depth) {
  const inner = unwrap(expression)
  if (ts.isConditionalExpression(inner)) {
    const options = [inner.whenTrue, inner.whenFalse].map(unwrap)
    if (options.every((option) => ts.isStringLiteralLike(option))) return options.map((option) => option.text)
  }
  if (ts.isIdentifier(inner) || ts.isPropertyAccessExpression(inner)) {
    const known = resolve(inner.getText())
    if (known?.length) return known
  }
  if (ts.isStringLiteralLike(inner)) return [inner.text]
  return ['{}']
}

/** `/admin/orders/{id}/cancel` and `/admin/orders/{}/cancel` alike: every parameter one `{}`, no trailing slash. */
export const normalise = (template) =>
  `/${template}`
    .replace(/\?.*$/, '')
    .replace(/\{[^}/]*\}/g, '{}')
    .replace(/\/{2,}/g, '/')
    .replace(/(.)\/+$/, '$1')
