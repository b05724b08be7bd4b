// What each admin method of @medusajs/js-sdk requests, read from the package's own code: the method and path of
// every `this.client.fetch(…)` in node_modules/@medusajs/js-sdk/dist/esm/admin/*.js, keyed `property.method` as the
// back office calls it (`sdk.admin.order.cancel` → POST /admin/orders/{}/cancel).
import { readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { templateOf } from './templates.mjs'

const parse = (file) => ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)

/** `{ order: 'Order', … }`: the admin client's properties and the classes they hold (admin/index.js). */
function propertiesOf(indexFile) {
  const properties = {}
  const visit = (node) => {
    // this.order = new Order(client)
    if (
      ts.isBinaryExpression(node) &&
      ts.isPropertyAccessExpression(node.left) &&
      node.left.expression.kind === ts.SyntaxKind.ThisKeyword &&
      ts.isNewExpression(node.right)
    )
      properties[node.left.name.text] = node.right.expression.getText()
    ts.forEachChild(node, visit)
  }
  visit(parse(indexFile))
  return properties
}

/** The requests of one fetch call: its path template and its `method` (GET unless given). */
function requestOf(call) {
  const [target, options] = call.arguments
  const paths = target ? templateOf(target, () => null) : []
  let method = 'GET'
  if (options && ts.isObjectLiteralExpression(options))
    for (const property of options.properties)
      if (ts.isPropertyAssignment(property) && property.name.getText() === 'method' && ts.isStringLiteralLike(property.initializer))
        method = property.initializer.text.toUpperCase()
  return paths.map((template) => ({ method, path: template }))
}

/** The requests a function body makes: every `….client.fetch(…)` in it. */
function requestsIn(body) {
  const requests = []
  const visit = (node) => {
    if (ts.isCallExpression(node) && /\.client\.fetch$/.test(node.expression.getText())) requests.push(...requestOf(node))
    ts.forEachChild(node, visit)
  }
  visit(body)
  return requests
}

/**
 * `{ Order: { cancel: [{ method, path }] } }`: each class's methods and the requests each makes; a method may be a
 * function the constructor assigns (`this.import = (body) => …`, as `import` is a keyword).
 */
function classesOf(file) {
  const classes = {}
  const visit = (node) => {
    if (ts.isClassDeclaration(node) && node.name) {
      const methods = (classes[node.name.text] = {})
      for (const member of node.members) {
        if (ts.isMethodDeclaration(member) && member.body) methods[member.name.getText()] = requestsIn(member.body)
        if (ts.isConstructorDeclaration(member) && member.body)
          for (const statement of member.body.statements) {
            const assignment = ts.isExpressionStatement(statement) ? statement.expression : null
            if (
              assignment &&
              ts.isBinaryExpression(assignment) &&
              ts.isPropertyAccessExpression(assignment.left) &&
              (ts.isArrowFunction(assignment.right) || ts.isFunctionExpression(assignment.right))
            )
              methods[assignment.left.name.text] = requestsIn(assignment.right)
          }
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(parse(file))
  return classes
}

/** `Map('order.cancel' → [{ method: 'POST', path: '/admin/orders/{}/cancel' }])` for the installed js-sdk. */
export function sdkAdminMethods(sdkRoot) {
  const dir = path.join(sdkRoot, 'dist/esm/admin')
  const classes = {}
  for (const name of ts.sys.readDirectory(dir, ['.js'])) Object.assign(classes, classesOf(name))
  const methods = new Map()
  for (const [property, className] of Object.entries(propertiesOf(path.join(dir, 'index.js'))))
    for (const [method, requests] of Object.entries(classes[className] ?? {})) methods.set(`${property}.${method}`, requests)
  return methods
}
