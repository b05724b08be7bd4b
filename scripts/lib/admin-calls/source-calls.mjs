// The admin calls the back office's code makes, found by reading it (TypeScript's parser), never by a list kept by
// hand: only files the app loads (imports from client/admin/main.tsx, dynamic ones too) count, and of them not the
// exported helpers no loaded file imports (the bundler drops them), each call as a method and a path template (`{}`
// for every value code puts in):
// - a js-sdk admin method (`sdk.admin.order.cancel`, called or handed on, or through `const r = sdk.admin.return`): its request,
//   read from the js-sdk (sdk-methods.mjs);
// - a call whose first argument is an `/admin/…` path the code spells out (`request(…)`, `sdk.client.fetch(…)`),
//   through constants of its file and the registry's paths; its method is the options' `method` (GET unless given);
// - a description for the engine (an object with a `path`, or spreading `registered('name')`): the engine lists it
//   (GET), opens its detail (GET /{id}) when it has one (a child table: when it has `load: true`), and creates
//   (POST), edits (POST /{id}) and deletes (DELETE /{id}) when it declares `create`, `edit` and `remove`;
// - a call of an after-sales change kind that a loaded file uses (change-kinds.mjs).
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { changeKindCalls, changeKinds } from './change-kinds.mjs'
import { normalise, templateOf } from './templates.mjs'

const METHODS = ['GET', 'POST', 'DELETE']

const parse = (file, text = readFileSync(file, 'utf8')) =>
  ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)

function resolveModule(from, specifier) {
  if (!specifier.startsWith('.')) return null
  const base = path.resolve(path.dirname(from), specifier).replace(/\.js$/, '')
  return (
    [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate)) ?? null
  )
}

/** The modules a file loads when it runs: static imports (not `import type`), re-exports and `import(…)`. */
export function importsOf(source) {
  const specifiers = []
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) specifiers.push(node.moduleSpecifier.text)
    else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) specifiers.push(node.moduleSpecifier.text)
    else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    )
      specifiers.push(node.arguments[0].text)
    ts.forEachChild(node, visit)
  }
  visit(source)
  return specifiers
}

/** Every file reachable from `entry`, each parsed once. */
function reachableSources(entry) {
  const sources = new Map()
  const queue = [path.resolve(entry)]
  while (queue.length) {
    const file = queue.shift()
    if (sources.has(file)) continue
    const source = parse(file)
    sources.set(file, source)
    for (const specifier of importsOf(source)) {
      const next = resolveModule(file, specifier)
      if (next && !sources.has(next)) queue.push(next)
    }
  }
  return sources
}

/**
 * Per file, the names loaded files import from it: `default`, named imports and re-exports, `*` for a namespace
 * import, `export *` or `import(…)` (all of it may be used).
 */
function importedNames(sources) {
  const names = new Map()
  const add = (file, name) => file && names.set(file, new Set([...(names.get(file) ?? []), name]))
  for (const [file, source] of sources) {
    const visit = (node) => {
      const target = (specifier) => resolveModule(file, specifier.text)
      if (ts.isImportDeclaration(node) && node.importClause && !node.importClause.isTypeOnly) {
        const { name, namedBindings } = node.importClause
        if (name) add(target(node.moduleSpecifier), 'default')
        if (namedBindings && ts.isNamespaceImport(namedBindings)) add(target(node.moduleSpecifier), '*')
        if (namedBindings && ts.isNamedImports(namedBindings))
          for (const element of namedBindings.elements) if (!element.isTypeOnly) add(target(node.moduleSpecifier), (element.propertyName ?? element.name).text)
      } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
        if (node.exportClause && ts.isNamedExports(node.exportClause))
          for (const element of node.exportClause.elements) add(target(node.moduleSpecifier), (element.propertyName ?? element.name).text)
        else add(target(node.moduleSpecifier), '*')
      } else if (
        ts.isCallExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ImportKeyword &&
        node.arguments[0] &&
        ts.isStringLiteralLike(node.arguments[0])
      )
        add(target(node.arguments[0]), '*')
      ts.forEachChild(node, visit)
    }
    visit(source)
  }
  return names
}

const isExported = (statement) => !!statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)

/** The names a top-level statement declares. */
const declaredNames = (statement) =>
  ts.isFunctionDeclaration(statement) && statement.name
    ? [statement.name.text]
    : ts.isVariableStatement(statement)
      ? statement.declarationList.declarations.flatMap((declaration) => (ts.isIdentifier(declaration.name) ? [declaration.name.text] : []))
      : []

/**
 * The file's exported functions and constants that no loaded file imports and the file itself does not use: the
 * bundler drops them, so their calls are not made (a helper only tests call).
 */
export function deadExports(source, imported) {
  if (imported?.has('*')) return new Set()
  const uses = new Map()
  const count = (node) => {
    if (ts.isIdentifier(node)) uses.set(node.text, (uses.get(node.text) ?? 0) + 1)
    ts.forEachChild(node, count)
  }
  count(source)
  return new Set(
    source.statements
      .filter(isExported)
      .flatMap(declaredNames)
      .filter((name) => !imported?.has(name) && uses.get(name) === 1),
  )
}

/** `{ orders: '/admin/orders', … }` from the registry's table (`name: { …, path: '/admin/…' }`). */
function registryPaths(source) {
  const paths = {}
  const visit = (node) => {
    if (ts.isPropertyAssignment(node) && ts.isObjectLiteralExpression(node.initializer)) {
      const own = node.initializer.properties.find(
        (property) => ts.isPropertyAssignment(property) && property.name.getText() === 'path' && ts.isStringLiteralLike(property.initializer),
      )
      if (own) paths[ts.isStringLiteralLike(node.name) ? node.name.text : node.name.getText()] = own.initializer.text
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return paths
}

const propertyOf = (object, name) =>
  object.properties.find(
    (property) =>
      (ts.isPropertyAssignment(property) || ts.isShorthandPropertyAssignment(property) || ts.isMethodDeclaration(property)) && property.name.getText() === name,
  )

/** The methods an options object asks for: a literal `method`, each branch of a `? :` of literals, else GET. */
function methodsOf(options) {
  const method = options && ts.isObjectLiteralExpression(options) ? propertyOf(options, 'method') : undefined
  if (!method || !ts.isPropertyAssignment(method)) return ['GET']
  const values = templateOf(method.initializer, () => null).map((value) => value.toUpperCase())
  return values.length && values.every((value) => METHODS.includes(value)) ? values : METHODS
}

const isTrue = (property) => !!property && ts.isPropertyAssignment(property) && property.initializer.kind === ts.SyntaxKind.TrueKeyword

/** What the engine does with a description beside listing it: which of its calls it declares (a child that `load`s reads one by id). */
function declared(object) {
  const remove = propertyOf(object, 'remove')
  return {
    detail: !!propertyOf(object, 'detail') || isTrue(propertyOf(object, 'load')),
    create: !!propertyOf(object, 'create'),
    edit: !!propertyOf(object, 'edit'),
    remove: !!remove && !(ts.isPropertyAssignment(remove) && remove.initializer.kind === ts.SyntaxKind.FalseKeyword),
  }
}

/**
 * Functions that make descriptions from a registered entry they are given (`valueResource({ ...registered('product-tags'), … })`):
 * `{ valueResource: { detail, create, edit, remove } }`, read from the `defineResource({ ...options, … })` in their body.
 */
export function descriptionFactories(sources) {
  const factories = {}
  for (const source of sources) {
    const visit = (node, owner) => {
      if (ts.isFunctionDeclaration(node) && node.name) owner = node.name.text
      if (
        owner &&
        ts.isCallExpression(node) &&
        node.expression.getText() === 'defineResource' &&
        node.arguments[0] &&
        ts.isObjectLiteralExpression(node.arguments[0])
      ) {
        const object = node.arguments[0]
        if (!propertyOf(object, 'path') && object.properties.some((property) => ts.isSpreadAssignment(property))) factories[owner] = declared(object)
      }
      ts.forEachChild(node, (child) => visit(child, owner))
    }
    visit(source, null)
  }
  return factories
}

/**
 * The calls of one parsed file: `[{ method, path, via }]`. `registry` gives a registered resource's path by
 * name, `sdkMethods` a js-sdk admin method's requests by `property.method`.
 */
export function callsInSource(source, { registry, sdkMethods, factories = {}, dead = new Set() }) {
  const constants = new Map()
  const aliases = new Map()
  // a parameter that can only be a few strings (`kind: 'sales-channels' | 'fulfillment-providers'`)
  const choices = new Map()
  const collect = (node) => {
    if (
      ts.isParameter(node) &&
      ts.isIdentifier(node.name) &&
      node.type &&
      ts.isUnionTypeNode(node.type) &&
      node.type.types.every((type) => ts.isLiteralTypeNode(type) && ts.isStringLiteral(type.literal))
    )
      choices.set(
        node.name.text,
        node.type.types.map((type) => type.literal.text),
      )
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      constants.set(node.name.text, node.initializer)
      const sdk = /^sdk\.admin\.(\w+)$/.exec(node.initializer.getText())
      if (sdk) aliases.set(node.name.text, sdk[1])
    }
    ts.forEachChild(node, collect)
  }
  collect(source)
  const resolving = new Set()
  const resolve = (text) => {
    const registered = /^REGISTRY\.(\w+)\.path$/.exec(text)
    if (registered) return registry[registered[1]] ? [registry[registered[1]]] : null
    if (choices.has(text)) return choices.get(text)
    const initializer = constants.get(text)
    if (!initializer || resolving.has(text)) return null
    resolving.add(text)
    try {
      return templateOf(initializer, resolve)
    } finally {
      resolving.delete(text)
    }
  }
  const adminPaths = (node) =>
    templateOf(node, resolve)
      .map(normalise)
      .filter((template) => template.startsWith('/admin/'))

  const calls = []
  const add = (via, method, template) => calls.push({ via, method, path: normalise(template) })
  const visit = (node) => {
    // a method called or handed on (`run: sdk.admin.order.cancel`) alike
    if (ts.isPropertyAccessExpression(node)) {
      const owner = node.expression.getText()
      const property = /^sdk\.admin\.(\w+)$/.exec(owner)?.[1] ?? aliases.get(owner)
      if (property) for (const request of sdkMethods.get(`${property}.${node.name.text}`) ?? []) add('sdk', request.method, request.path)
    }
    if (ts.isCallExpression(node)) {
      const [target, options] = node.arguments
      if (target) for (const template of adminPaths(target)) for (const method of methodsOf(options)) add('path', method, template)
    }
    if (ts.isObjectLiteralExpression(node)) {
      const own = declared(node)
      const call = ts.isCallExpression(node.parent) && node.parent.arguments[0] === node ? factories[node.parent.expression.getText()] : undefined
      const does = (key) => own[key] || !!call?.[key]
      for (const template of descriptionPaths(node)) {
        add('engine', 'GET', template)
        if (does('detail')) add('engine', 'GET', `${template}/{}`)
        if (does('create')) add('engine', 'POST', template)
        if (does('edit')) add('engine', 'POST', `${template}/{}`)
        if (does('remove')) add('engine', 'DELETE', `${template}/{}`)
      }
    }
    ts.forEachChild(node, visit)
  }
  const live = (statement) => !isExported(statement) || !declaredNames(statement).length || declaredNames(statement).some((name) => !dead.has(name))
  /** A description's collection: its `path` (a string, or a function of the parent returning one) or its registered name's. */
  const descriptionPaths = (object) => {
    const own = propertyOf(object, 'path')
    if (own && ts.isPropertyAssignment(own)) {
      const value = ts.isArrowFunction(own.initializer) && !ts.isBlock(own.initializer.body) ? own.initializer.body : own.initializer
      return adminPaths(value)
    }
    for (const property of object.properties) {
      const name = ts.isSpreadAssignment(property) && /^registered\(['"]([\w-]+)['"]\)$/.exec(property.expression.getText())?.[1]
      if (name && registry[name]) return [registry[name]]
    }
    return []
  }
  for (const statement of source.statements) if (live(statement)) visit(statement)
  return calls
}

/** The calls of the whole back office: each reachable file's, with the file (a change kind's made only as its screens use it). */
export function backOfficeCalls({ entry, registryFile, sdkMethods }) {
  const registry = registryPaths(parse(registryFile))
  const sources = reachableSources(entry)
  const factories = descriptionFactories(sources.values())
  const imported = importedNames(sources)
  const own = [...sources].flatMap(([file, source]) =>
    callsInSource(source, {
      registry,
      sdkMethods,
      factories,
      dead: file === path.resolve(entry) ? new Set() : new Set([...deadExports(source, imported.get(file)), ...changeKinds(source).keys()]),
    }).map((call) => ({
      ...call,
      file,
    })),
  )
  return [...own, ...changeKindCalls(sources, resolveModule)]
}

export { parse as parseSource }
