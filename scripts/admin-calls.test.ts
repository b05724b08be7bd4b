import { describe, expect, it } from 'vitest'
// @ts-expect-error: plain .mjs scripts without type declarations
import { adminCallCoverage, adminCatalogue, coverageLine, missingLines } from './admin-calls.mjs'
// @ts-expect-error: see above
import { coverage, entriesOf } from './lib/admin-calls/catalogue.mjs'
// @ts-expect-error: see above
import { changeKindCalls } from './lib/admin-calls/change-kinds.mjs'
// @ts-expect-error: see above
import { sdkAdminMethods } from './lib/admin-calls/sdk-methods.mjs'
// @ts-expect-error: see above
import { callsInSource, deadExports, descriptionFactories, importsOf, parseSource } from './lib/admin-calls/source-calls.mjs'

type Entry = { resource: string; method: string; path: string }
type Call = { method: string; path: string; via: string }

const catalogue: Entry[] = adminCatalogue()
const sdkMethods: Map<string, { method: string; path: string }[]> = sdkAdminMethods('node_modules/@medusajs/js-sdk')
const registry = { orders: '/admin/orders', 'product-tags': '/admin/product-tags', contactMessages: '/admin/contact-messages' }

/** The calls of a piece of back-office code, as `METHOD /path` (its values `{}`). */
function callsOf(code: string, factories = {}) {
  const calls: Call[] = callsInSource(parseSource('x.tsx', code), { registry, sdkMethods, factories })
  return [...new Set(calls.map((call) => `${call.method} ${call.path}`))].sort()
}

describe('the catalogue of the admin calls', () => {
  it('counts 305 calls, 115 of them for orders and their after-sales flows', () => {
    expect(catalogue).toHaveLength(305)
    const orderFlows = ['orders', 'fulfillments', 'payments', 'payment-collections', 'returns', 'claims', 'exchanges', 'order-edits', 'draft-orders']
    expect(catalogue.filter((entry) => orderFlows.includes(entry.resource))).toHaveLength(115)
  })
  it('holds each call once, as a method on an admin path', () => {
    expect(new Set(catalogue.map((entry) => `${entry.method} ${entry.path}`)).size).toBe(catalogue.length)
    for (const entry of catalogue) {
      expect(['GET', 'POST', 'DELETE']).toContain(entry.method)
      expect(entry.path).toMatch(/^\/admin\/[a-z-]+(\/([a-z-]+|\{\w+\}))*$/)
    }
  })
})

describe('the js-sdk’s admin methods', () => {
  it('are read from the installed package, constructor-assigned ones too', () => {
    expect(sdkMethods.get('order.cancel')).toEqual([{ method: 'POST', path: '/admin/orders/{}/cancel' }])
    expect(sdkMethods.get('return.removeReturnItem')).toEqual([{ method: 'DELETE', path: '/admin/returns/{}/request-items/{}' }])
    expect(sdkMethods.get('order.list')).toEqual([{ method: 'GET', path: '/admin/orders' }])
    expect(sdkMethods.get('product.import')).toEqual([{ method: 'POST', path: '/admin/products/import' }])
  })
})

describe('the calls in back-office code', () => {
  it('follow js-sdk methods, called or handed on, directly and through an alias', () => {
    expect(callsOf(`sdk.admin.order.cancel(id); const r = sdk.admin.return; r.addReturnItem(id, body); const run = sdk.admin.fulfillment.cancel`)).toEqual([
      'POST /admin/fulfillments/{}/cancel',
      'POST /admin/orders/{}/cancel',
      'POST /admin/returns/{}/request-items',
    ])
  })
  it('read paths given to a request with their method, through constants, branches and a parameter of a few strings', () => {
    const code = `
      const base = \`/admin/products/\${id}/variants\`
      request(\`\${base}/\${encodeURIComponent(variant.id)}\`, { method: 'DELETE' })
      request(variant ? \`\${base}/\${variant.id}\` : base, { method: 'POST', body })
      sdk.client.fetch('/admin/stores')
      const link = (kind: 'sales-channels' | 'fulfillment-providers') => request(\`/admin/stock-locations/\${id}/\${kind}\`, { method: 'POST' })
      const PATH = REGISTRY.contactMessages.path
      request(\`\${PATH}/\${id}/mark-answered\`, { method: 'POST', body: {} })
      navigate('/orders')`
    expect(callsOf(code)).toEqual([
      'DELETE /admin/products/{}/variants/{}',
      'GET /admin/stores',
      'POST /admin/contact-messages/{}/mark-answered',
      'POST /admin/products/{}/variants',
      'POST /admin/products/{}/variants/{}',
      'POST /admin/stock-locations/{}/fulfillment-providers',
      'POST /admin/stock-locations/{}/sales-channels',
    ])
  })
  it('give a description the engine’s calls for what it declares', () => {
    expect(callsOf(`defineResource({ ...registered('orders'), list: {}, detail: {}, remove: true })`)).toEqual([
      'DELETE /admin/orders/{}',
      'GET /admin/orders',
      'GET /admin/orders/{}',
    ])
    expect(
      callsOf(`const addresses = { path: (customer) => \`/admin/customers/\${customer.id}/addresses\`, create: form, edit: form, remove: false }`),
    ).toEqual(['GET /admin/customers/{}/addresses', 'POST /admin/customers/{}/addresses', 'POST /admin/customers/{}/addresses/{}'])
    // a child table whose edit form reads the child first
    expect(callsOf(`const addresses = { path: (customer) => \`/admin/customers/\${customer.id}/addresses\`, edit: form, load: true }`)).toEqual([
      'GET /admin/customers/{}/addresses',
      'GET /admin/customers/{}/addresses/{}',
      'POST /admin/customers/{}/addresses/{}',
    ])
  })
  it('give a description made by a function what that function declares', () => {
    const factories = descriptionFactories([
      parseSource(
        'v.tsx',
        `export function valueResource(options) { return defineResource({ ...options, detail: {}, create: form, edit: form, remove: true }) }`,
      ),
    ])
    expect(callsOf(`export const tags = valueResource({ ...registered('product-tags'), search: 'x' })`, factories)).toEqual([
      'DELETE /admin/product-tags/{}',
      'GET /admin/product-tags',
      'GET /admin/product-tags/{}',
      'POST /admin/product-tags',
      'POST /admin/product-tags/{}',
    ])
  })
  it('make a change kind’s described calls only as far as a loaded file uses them, through a function it is handed to too, withdraw by every part’s route', () => {
    const files: Record<string, string> = {
      '/a/change-kinds.ts': `
        const claimAt = (claim) => \`/admin/claims/\${id(claim)}\`
        const retrieveClaim = (fields) => retriever(claimAt, 'claim', fields)
        const BACK = { inbound: part('inbound/items', 'RETURN_ITEM') }
        export const claims = {
          ...changeCalls()({ at: claimAt, parts: { claimItems: part('claim-items', 'WRITE_OFF_ITEM'), ...BACK }, drop: 'request' }),
          begin: opener('/admin/claims', 'claim'),
          cancel: canceller(claimAt, async (claim) => (await retrieveClaim('return_id')(claim)).return_id),
        }
        const returnAt = (ret) => \`/admin/returns/\${id(ret)}\`
        const returnCalls = changeCalls()({
          at: returnAt,
          parts: { items: part('request-items', 'RETURN_ITEM'), dismissed: part('dismiss-items', 'RECEIVE_DAMAGED_RETURN_ITEM', 'receive-items') },
          drop: 'request',
        })
        export const returns = {
          ...returnCalls,
          update: (ret, body) => returnCalls.step(ret, 'POST', '', body),
          dropReceive: async (ret) => void (await request(\`\${returnAt(ret)}/receive\`, { method: 'DELETE' })),
        }`,
      '/a/run-swap.ts': `export function runSwap(calls, id) { return calls.inbound.add(id, {}) }`,
      '/a/screen.ts': `
        import { claims, returns } from './change-kinds'
        import { runSwap } from './run-swap'
        claims.claimItems.add(id, body)
        runSwap(claims, id)
        const run = (entry) => (entry.claim ? claims : returns).cancel(entry.id)
        const hooks = { remove: (step) => returns.withdraw(id, step), drop: returns.dropReceive }`,
    }
    const sources = new Map(Object.entries(files).map(([file, code]) => [file, parseSource(file, code)]))
    const resolve = (_from: string, specifier: string) => `${specifier.replace(/^\./, '/a')}.ts`
    const calls: (Call & { file: string })[] = changeKindCalls(sources, resolve)
    expect(new Set(calls.map((call) => call.file))).toEqual(new Set(['/a/change-kinds.ts']))
    expect([...new Set(calls.map((call) => `${call.method} ${call.path}`))].sort()).toEqual([
      'DELETE /admin/returns/{}/receive',
      // withdraw removes a step of any part, each by its own route
      'DELETE /admin/returns/{}/receive-items/{}',
      'DELETE /admin/returns/{}/request-items/{}',
      'GET /admin/claims/{}',
      'POST /admin/claims/{}/cancel',
      'POST /admin/claims/{}/claim-items',
      'POST /admin/claims/{}/inbound/items',
    ])
  })
  it('drop what the bundler drops: an exported helper no loaded file imports and its own file does not use', () => {
    const source = parseSource(
      'h.ts',
      `export async function used() {} export async function onlyTests() {} export const inside = 1; export const twice = () => inside`,
    )
    expect([...deadExports(source, new Set(['used']))].sort()).toEqual(['onlyTests', 'twice'])
    expect([...deadExports(source, new Set(['*']))]).toEqual([])
  })
  it('come only from modules the app loads: no type-only imports', () => {
    expect(importsOf(parseSource('x.ts', `import a from './a'; import type { B } from './b'; export * from './c'; const d = () => import('./d')`))).toEqual([
      './a',
      './c',
      './d',
    ])
  })
})

describe('matching calls to the catalogue', () => {
  const call = (method: string, path: string) => ({ method, path, via: 'path' })
  it('takes a literal in place of an id for another route, but a value for a parameter that is no id', () => {
    expect(entriesOf(call('POST', '/admin/products/batch'), catalogue).map((entry: Entry) => entry.path)).toEqual(['/admin/products/batch'])
    expect(entriesOf(call('GET', '/admin/users/me'), catalogue).map((entry: Entry) => entry.path)).toEqual(['/admin/users/me'])
    expect(entriesOf(call('GET', '/admin/currencies/eur'), catalogue).map((entry: Entry) => entry.path)).toEqual(['/admin/currencies/{code}'])
    expect(entriesOf(call('GET', '/admin/orders/{}/documents'), catalogue)).toEqual([])
  })
  it('lists the missing calls by resource', () => {
    const { used, missing } = coverage([call('GET', '/admin/notifications')], catalogue)
    expect(used.map((entry: Entry) => entry.path)).toEqual(['/admin/notifications'])
    expect(missingLines(missing.filter((entry: Entry) => entry.resource === 'notifications'))).toEqual([
      'notifications (1)',
      '  GET    /admin/notifications/{id}',
    ])
  })
})

describe('the back office in this checkout', () => {
  // reads every file of the back office with TypeScript's parser: seconds, more on a busy machine
  it(
    'issues the calls its screens make, and says how many of all',
    { timeout: 60_000 },
    () => {
      const result = adminCallCoverage()
      const used = result.used.map((entry: Entry) => `${entry.method} ${entry.path}`)
      // an sdk method (the order's cancel action), a spelt-out path (bulk product edits) and the engine (a deletable resource)
      expect(used).toEqual(expect.arrayContaining(['POST /admin/orders/{id}/cancel', 'POST /admin/products/batch', 'DELETE /admin/sales-channels/{id}']))
      expect(result.used.length + result.missing.length).toBe(305)
      expect(coverageLine(result)).toBe(`${result.used.length} of 305 catalogued admin calls`)
      // it parses every file the back office loads: two seconds of CPU, many more on a busy shared machine
    },
    60_000,
  )
})
