// The calls of the after-sales changes, read from their descriptions (a file that calls `changeCalls(…)({ at, parts,
// drop })` and exports each kind as an object of calls), and made only when a screen uses them:
// - each exported kind (`claims`, `returns` …) is an object; its members are the description's calls (`part.add`
//   POST {at}/{path}, `part.update` POST {at}/{path}/{}, `part.remove` DELETE {at}/{removePath}/{}, `withdraw` the
//   DELETE of every part (the route of a step's kind), `request` POST {at}/request, `drop` DELETE {at}/{drop}), with
//   `part(path, holds, removePath = path)`, `opener` (POST its collection), `retriever` (GET {at}),
//   `canceller` (POST {at}/cancel) and functions that make a `….step(id, 'METHOD', 'path')`;
// - a member counts when a loaded file other than the description's uses it: `claims.claimItems.add`, handed on or
//   called, through `(a ? claims : exchanges).cancel`, or inside a function the kind is handed to
//   (`runSwap(claims, …)` → `calls.inboundItems.add` in runSwap's body).
import ts from 'typescript'
import { normalise, templateOf } from './templates.mjs'

const unwrap = (node) => (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isNonNullExpression(node) ? unwrap(node.expression) : node)
const nameOf = (property) => (property.name && (ts.isIdentifier(property.name) || ts.isStringLiteralLike(property.name)) ? property.name.text : null)
const calleeName = (node) => {
  let callee = node.expression
  // changeCalls<A>()({…}): the outer call's callee is the inner call
  while (ts.isCallExpression(callee)) callee = callee.expression
  return ts.isIdentifier(callee) ? callee.text : null
}
const isDescribing = (source) => source.text.includes('changeCalls')

/** The file's top-level constants: name → initializer. */
function constantsOf(source) {
  const constants = new Map()
  for (const statement of source.statements)
    if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name) && declaration.initializer) constants.set(declaration.name.text, declaration.initializer)
  return constants
}

/** `(claim) => \`/admin/claims/${id(claim)}\``, or a constant holding one, as its templates. */
function templatesOf(node, constants) {
  node = unwrap(node)
  if (ts.isIdentifier(node) && constants.has(node.text)) return templatesOf(constants.get(node.text), constants)
  if (ts.isArrowFunction(node) && !ts.isBlock(node.body)) return templatesOf(node.body, constants)
  return templateOf(node, () => null).map(normalise)
}

const under = (at, path) => (path ? `${at}/${path}` : at)

/** The description's calls by member: `{ 'claimItems.add': [{ method, path }], request: […], drop: […] }`. */
function describedCalls(description, constants) {
  const at = templatesOf(description.properties.find((property) => nameOf(property) === 'at').initializer, constants)
  const members = {}
  const put = (member, method, paths) => (members[member] = [...(members[member] ?? []), ...paths.map((path) => ({ method, path: normalise(path) }))])
  const parts = (object) => {
    if (ts.isIdentifier(object)) return parts(unwrap(constants.get(object.text)))
    for (const property of object.properties) {
      if (ts.isSpreadAssignment(property)) parts(unwrap(property.expression))
      else if (ts.isPropertyAssignment(property) && ts.isCallExpression(property.initializer)) {
        const [path, , removePath = path] = property.initializer.arguments.map((argument) => argument.text)
        const name = nameOf(property)
        removals.push(...at.map((base) => `${under(base, removePath)}/{}`))
        put(
          `${name}.add`,
          'POST',
          at.map((base) => under(base, path)),
        )
        put(
          `${name}.update`,
          'POST',
          at.map((base) => `${under(base, path)}/{}`),
        )
        put(
          `${name}.remove`,
          'DELETE',
          at.map((base) => `${under(base, removePath)}/{}`),
        )
      }
    }
  }
  const property = (name) => description.properties.find((candidate) => nameOf(candidate) === name)?.initializer
  const removals = []
  parts(unwrap(property('parts')))
  put('withdraw', 'DELETE', removals)
  put(
    'request',
    'POST',
    at.map((base) => `${base}/request`),
  )
  put(
    'drop',
    'DELETE',
    at.map((base) => under(base, property('drop').text)),
  )
  return { at, members }
}

const descriptionOf = (node) =>
  ts.isCallExpression(node) && calleeName(node) === 'changeCalls' && node.arguments[0] && ts.isObjectLiteralExpression(node.arguments[0])
    ? node.arguments[0]
    : null

/** The calls one member's value makes: a factory of order-changes.ts, a constant that is one, or a function of `….step(…)`s. */
function memberCalls(value, constants, kinds) {
  value = unwrap(value)
  if (ts.isIdentifier(value) && constants.has(value.text) && !kinds.has(value.text)) return memberCalls(constants.get(value.text), constants, kinds)
  if (
    ts.isArrowFunction(value) &&
    !ts.isBlock(value.body) &&
    ts.isCallExpression(unwrap(value.body)) &&
    ['retriever', 'opener', 'canceller'].includes(calleeName(unwrap(value.body)))
  )
    return memberCalls(value.body, constants, kinds)
  if (ts.isCallExpression(value)) {
    const callee = calleeName(value)
    if (callee === 'opener') return templatesOf(value.arguments[0], constants).map((path) => ({ method: 'POST', path }))
    if (callee === 'retriever') return templatesOf(value.arguments[0], constants).map((path) => ({ method: 'GET', path }))
    // and what it reads to find the change's return (`retrieveClaim(…)(claim)`)
    if (callee === 'canceller')
      return [
        ...templatesOf(value.arguments[0], constants).map((path) => ({ method: 'POST', path: `${path}/cancel` })),
        ...memberCalls(value.arguments[1], constants, kinds),
      ]
    if (ts.isIdentifier(value.expression) && constants.has(value.expression.text)) return memberCalls(constants.get(value.expression.text), constants, kinds)
  }
  const calls = []
  const visit = (node) => {
    // retrieveClaim(RETURN_OF)(claim): a constant that makes calls
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && constants.has(node.expression.text) && !kinds.has(node.expression.text))
      calls.push(...memberCalls(node, constants, kinds))
    // returnCalls.step(ret, 'POST', 'receive/confirm', body)
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'step' &&
      kinds.has(node.expression.expression.getText())
    ) {
      const [, method, path] = node.arguments
      const at = kinds.get(node.expression.expression.getText()).at
      if (method && ts.isStringLiteralLike(method) && path)
        for (const tail of templateOf(path, () => null)) for (const base of at) calls.push({ method: method.text, path: normalise(under(base, tail)) })
    }
    // request(`${returnAt(ret)}/receive`, { method: 'POST' })
    if (ts.isCallExpression(node) && calleeName(node) === 'request' && ts.isTemplateExpression(node.arguments[0])) {
      const template = node.arguments[0]
      const head = unwrap(template.templateSpans[0].expression)
      const options = node.arguments[1]
      const method =
        options && ts.isObjectLiteralExpression(options) ? options.properties.find((option) => nameOf(option) === 'method')?.initializer : undefined
      if (template.head.text === '' && ts.isCallExpression(head) && template.templateSpans.length === 1)
        for (const base of templatesOf(head.expression, constants))
          calls.push({
            method: method && ts.isStringLiteralLike(method) ? method.text : 'GET',
            path: normalise(`${base}${template.templateSpans[0].literal.text}`),
          })
    }
    ts.forEachChild(node, visit)
  }
  visit(value)
  return calls
}

/**
 * The kinds a describing file exports: `Map(name → Map(member → [{ method, path }]))`, members of a description
 * spread into the kind included.
 */
export function changeKinds(source) {
  if (!isDescribing(source)) return new Map()
  const constants = constantsOf(source)
  // the descriptions kept in constants (`const returnCalls = changeCalls…`) by name
  const described = new Map()
  for (const [name, initializer] of constants) {
    const description = descriptionOf(unwrap(initializer))
    if (description) described.set(name, describedCalls(description, constants))
  }
  const kinds = new Map()
  for (const statement of source.statements) {
    const exported = ts.isVariableStatement(statement) && statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)
    if (!exported) continue
    for (const declaration of statement.declarationList.declarations) {
      const object = declaration.initializer && unwrap(declaration.initializer)
      if (!object || !ts.isObjectLiteralExpression(object)) continue
      const members = new Map()
      if (ts.isIdentifier(object)) return parts(unwrap(constants.get(object.text)))
      for (const property of object.properties) {
        if (ts.isSpreadAssignment(property)) {
          const spread = unwrap(property.expression)
          const description = descriptionOf(spread) ? describedCalls(descriptionOf(spread), constants) : described.get(spread.getText())
          if (description) for (const [member, calls] of Object.entries(description.members)) members.set(member, calls)
        } else if (ts.isPropertyAssignment(property) && nameOf(property)) {
          const calls = memberCalls(property.initializer, constants, described)
          if (calls.length) members.set(nameOf(property), calls)
        }
      }
      if (members.size) kinds.set(declaration.name.text, members)
    }
  }
  return kinds
}

/** `a.b.c` as `['a', 'b', 'c']` from its root; a root that is `(x ? a : b)` gives one chain per branch. */
function chainsOf(node) {
  node = unwrap(node)
  if (ts.isIdentifier(node)) return [[node.text]]
  if (ts.isConditionalExpression(node)) return [...chainsOf(node.whenTrue), ...chainsOf(node.whenFalse)]
  if (ts.isPropertyAccessExpression(node)) return chainsOf(node.expression).map((chain) => [...chain, node.name.text])
  return []
}

/** The members of `name` a piece of code uses: `name.member` and `name.part.call` (the longest chain under the root). */
function usedMembers(node, name, members, into) {
  const visit = (child) => {
    if (ts.isPropertyAccessExpression(child) && !ts.isPropertyAccessExpression(child.parent))
      for (const chain of chainsOf(child)) {
        if (chain[0] !== name) continue
        const two = chain.slice(1, 3).join('.')
        if (members.has(two)) into.add(two)
        else if (members.has(chain[1])) into.add(chain[1])
      }
    ts.forEachChild(child, visit)
  }
  visit(node)
}

/** Function declarations and arrow constants of all files, by name: where a kind handed on is used. */
function functionsOf(sources) {
  const functions = new Map()
  for (const source of sources)
    for (const statement of source.statements) {
      if (ts.isFunctionDeclaration(statement) && statement.name) functions.set(statement.name.text, statement)
      if (ts.isVariableStatement(statement))
        for (const declaration of statement.declarationList.declarations)
          if (ts.isIdentifier(declaration.name) && declaration.initializer && ts.isArrowFunction(unwrap(declaration.initializer)))
            functions.set(declaration.name.text, unwrap(declaration.initializer))
    }
  return functions
}

/**
 * The calls of the change kinds that loaded files use: `[{ method, path, via: 'change', file }]`, `file` the
 * describing file. `sources` is `Map(file → source)`, `resolve(from, specifier)` a module's file.
 */
export function changeKindCalls(sources, resolve) {
  const functions = functionsOf(sources.values())
  const calls = []
  for (const [file, source] of sources) {
    const kinds = changeKinds(source)
    if (!kinds.size) continue
    for (const [kind, members] of kinds) {
      const used = new Set()
      for (const [user, userSource] of sources) {
        if (user === file) continue
        const imports = userSource.statements.some(
          (statement) =>
            ts.isImportDeclaration(statement) &&
            resolve(user, statement.moduleSpecifier.text) === file &&
            statement.importClause?.namedBindings &&
            ts.isNamedImports(statement.importClause.namedBindings) &&
            statement.importClause.namedBindings.elements.some((element) => element.name.text === kind && !element.propertyName),
        )
        if (!imports) continue
        usedMembers(userSource, kind, members, used)
        // the kind handed to a function: what the function does with that parameter
        const visit = (node) => {
          if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && functions.has(node.expression.text)) {
            const index = node.arguments.findIndex((argument) => ts.isIdentifier(unwrap(argument)) && unwrap(argument).text === kind)
            const parameter = functions.get(node.expression.text).parameters[index]
            if (index >= 0 && parameter && ts.isIdentifier(parameter.name))
              usedMembers(functions.get(node.expression.text).body, parameter.name.text, members, used)
          }
          ts.forEachChild(node, visit)
        }
        visit(userSource)
      }
      for (const member of used) for (const call of members.get(member)) calls.push({ ...call, via: 'change', file })
    }
  }
  return calls
}
