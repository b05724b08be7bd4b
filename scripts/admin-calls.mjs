// How many of the shop's catalogued admin calls (every call of Medusa's admin API the back office is to make) it issues:
//   node scripts/admin-calls.mjs             → "N of M catalogued admin calls"
//   node scripts/admin-calls.mjs --missing   → and the calls it does not issue yet, by resource
//   node scripts/admin-calls.mjs --table     → writes client/admin/admin-calls.md's table of every call and the screen that
//                                              makes it (wording kept; scripts/admin-calls-doc.test.ts checks it)
//
// The catalogue is data: scripts/admin-calls.json, one entry per call — one HTTP method on one path template. The
// table of resources it was written from uses shorthands, counted so: "list, create, by id" is five
// calls (GET and POST on the collection; GET, POST and DELETE on /{id}); "GET/POST x" and "POST and DELETE x" are
// one call per method; a path starting "/…" or "POST /cancel" hangs under the row's resource and its /{id}; a batch
// route is one call. That gives 305 calls, 115 of them for orders, fulfilments, payments, payment collections,
// returns, claims, exchanges, order edits and draft orders.
//
// Which calls the back office issues is found by reading its code (scripts/lib/admin-calls/source-calls.mjs), so
// calls other code adds count as soon as a screen can reach that code: js-sdk admin methods (their paths read from
// node_modules/@medusajs/js-sdk), `/admin/…` paths given to `request`/`sdk.client.fetch`, the engine's calls for
// each description, and the after-sales changes' calls their screens use (change-kinds.mjs). An exported helper no
// loaded file imports is dead, as in the bundle. A call whose path code builds from a variable it cannot follow is not counted.
import { readFileSync, writeFileSync } from 'node:fs'
import { coverage } from './lib/admin-calls/catalogue.mjs'
import { readTable, withTable, writeTable } from './lib/admin-calls/doc-table.mjs'
import { sdkAdminMethods } from './lib/admin-calls/sdk-methods.mjs'
import { backOfficeCalls } from './lib/admin-calls/source-calls.mjs'
import { root } from './lib/paths.mjs'

/** The catalogue of the admin calls: `[{ resource, method, path }]`. */
export const adminCatalogue = () => JSON.parse(readFileSync(`${root}/scripts/admin-calls.json`, 'utf8')).calls

/** Every admin call the back office in this checkout issues, each with the file it is made in. */
export const adminCalls = () =>
  backOfficeCalls({
    entry: `${root}/client/admin/main.tsx`,
    registryFile: `${root}/client/admin/resources/registry.ts`,
    sdkMethods: sdkAdminMethods(`${root}/node_modules/@medusajs/js-sdk`),
  })

/** `{ used, missing, total }` for the back office in this checkout. */
export function adminCallCoverage() {
  const catalogue = adminCatalogue()
  return { ...coverage(adminCalls(), catalogue), total: catalogue.length }
}

export const adminCallsDoc = `${root}/client/admin/admin-calls.md`

export const coverageLine = ({ used, total }) => `${used.length} of ${total} catalogued admin calls`

/** The missing calls grouped by resource, one line per call. */
export function missingLines(missing) {
  const byResource = new Map()
  for (const entry of missing) byResource.set(entry.resource, [...(byResource.get(entry.resource) ?? []), entry])
  return [...byResource].flatMap(([resource, entries]) => [
    `${resource} (${entries.length})`,
    ...entries.map((entry) => `  ${entry.method.padEnd(6)} ${entry.path}`),
  ])
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = adminCallCoverage()
  console.log(coverageLine(result))
  if (process.argv.includes('--missing')) for (const line of missingLines(result.missing)) console.log(line)
  if (process.argv.includes('--table')) {
    const doc = readFileSync(adminCallsDoc, 'utf8')
    writeFileSync(adminCallsDoc, withTable(doc, writeTable(adminCatalogue(), adminCalls(), readTable(doc))))
    console.log('wrote the table of client/admin/admin-calls.md')
  }
}
