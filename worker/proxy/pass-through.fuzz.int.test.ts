import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FIXTURE_PORTS, type FixtureWorker, stackFromTestEnv, startWorkerBehindProxy } from '../../scripts/lib/fixture-worker.mjs'
import { unsafePathSpelling } from '../http/path-spelling'
import { rawRequest } from '../test/raw-request'
import { CUSTOMER_SURFACE, onSurface, STAFF_SURFACE, type Surface } from './surfaces'

// Part of the fuzz suite (seeded like worker/fuzz.int.test.ts; FUZZ_SEED replays another sequence): a worker of
// this file's own sends its pass-through traffic to a recording proxy on a real socket, in front of the stack's
// Medusa (scripts/lib/backend-proxy.mjs). Requests are written byte for byte (worker/test/raw-request.ts), so no
// client-side URL parser tidies them first. The property: whatever the path, what Medusa receives starts with one
// of the surface's prefixes and has no spelling a later parser could resolve into another path — or the worker
// refused it and Medusa received nothing.
const SEED = Number(process.env.FUZZ_SEED ?? 1995)
const RUNS = Number(process.env.FUZZ_PASS_THROUGH_RUNS ?? 2000)

// Path families the generator builds from (the closing note of the security work lists them):
/** the surfaces' own prefixes and the places an escape would aim for */
const NAMES = [
  'store',
  'admin',
  'auth',
  'customer',
  'user',
  'emailpass',
  'register',
  'session',
  'static',
  'health',
  'users',
  'products',
  'app',
  'google',
  'invites',
  'x',
]
/** a dot in every spelling: plain, percent (both cases), double and triple percent, overlong UTF-8, full-width (raw and encoded), one- and two-dot leaders */
const DOTS = ['.', '%2e', '%2E', '%252e', '%25252E', '%c0%ae', '%e0%80%ae', '%f0%80%80%ae', '\uFF0E', '%EF%BC%8E', '\u2024', '%E2%80%A4', '%u002e']
const DOT_SEGMENTS = ['..', '\u2025', '%E2%80%A5']
/** a slash or backslash in every spelling */
const SEPARATORS = [
  '/',
  '/',
  '/',
  '\\',
  '%2f',
  '%2F',
  '%5c',
  '%5C',
  '%252f',
  '%255c',
  '%25255C',
  '%c0%af',
  '%c1%9c',
  '%e0%80%af',
  '\uFF0F',
  '%EF%BC%8F',
  '\uFF3C',
  '%EF%BC%BC',
  '//',
  '/./',
  '%u2215',
  '\u2215',
]

const dotted = fc.oneof(
  fc.array(fc.constantFrom(...DOTS), { minLength: 1, maxLength: 3 }).map((dots) => dots.join('')),
  fc.constantFrom(...DOT_SEGMENTS),
)
const part = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...NAMES) }, { weight: 2, arbitrary: dotted }, { weight: 1, arbitrary: fc.webSegment() })
// a plain slash half of the time, so that some paths are legitimate and really reach Medusa
const separator = fc.oneof({ weight: 3, arbitrary: fc.constant('/') }, { weight: 3, arbitrary: fc.constantFrom(...SEPARATORS) })
const tail = fc.array(fc.tuple(separator, part), { minLength: 1, maxLength: 8 }).map((pairs) => pairs.map(([sep, name]) => sep + name).join(''))
const surfaceName = fc.constantFrom<'customer' | 'staff'>('customer', 'staff')
const start = fc.constantFrom('', '/store', '/store/products', '/admin', '/auth/customer', '/auth/user', '/static', '/auth/session')
const probe = fc.record({
  surface: surfaceName,
  method: fc.constantFrom('GET', 'GET', 'POST', 'DELETE', 'HEAD'),
  path: fc.tuple(start, tail, fc.constantFrom('', '?fields=id', '?x=%2e%2e%2f')).map(([first, rest, search]) => first + rest + search),
})

const SURFACES: Record<'customer' | 'staff', Surface> = { customer: CUSTOMER_SURFACE, staff: STAFF_SURFACE }

let shop: FixtureWorker
beforeAll(async () => {
  shop = await startWorkerBehindProxy({ port: FIXTURE_PORTS.property, ...stackFromTestEnv() })
}, 180_000)
afterAll(async () => {
  await shop?.stop()
})

/** The requests of one probe as Medusa received them (each probe carries an id of its own through the worker). */
const receivedFor = (id: string) => shop.proxy.received.filter((request) => request.headers['x-probe'] === id)

describe('the pass-throughs under hostile paths (property, fast-check)', () => {
  it(`never send Medusa a path off the surface or spelled to escape it (${RUNS} paths, seed ${SEED})`, async () => {
    const statuses: Record<number, number> = {}
    let sent = 0
    let n = 0
    await fc.assert(
      fc.asyncProperty(probe, async ({ surface, method, path }) => {
        const id = `p${++n}`
        const headers: Record<string, string> = { 'x-probe': id, origin: shop.url }
        const answer = await rawRequest(shop.url, method, SURFACES[surface].mount + path, headers, method === 'POST' ? '{}' : undefined)
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1
        // the worker itself never fails on it (a request line the runtime cannot parse is the runtime's 400)
        expect(answer.status === 0 || answer.status >= 500, `${method} ${path} → ${answer.status}`).toBe(false)
        for (const request of receivedFor(id)) {
          sent++
          const received = request.url.split('?')[0]
          expect(onSurface(SURFACES[surface], received), `${method} ${SURFACES[surface].mount}${path} reached Medusa as ${request.url}`).toBe(true)
          expect(unsafePathSpelling(received), `${method} ${path} reached Medusa as ${request.url}`).toBeNull()
        }
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    )
    console.log(`pass-through property: ${n} paths, ${sent} reached Medusa, statuses ${JSON.stringify(statuses)}`)
    // the generator is no token gesture: many paths are refused, and many legitimate ones pass
    expect(statuses[400]).toBeGreaterThan(RUNS / 4)
    expect(sent).toBeGreaterThan(RUNS / 20)
  }, 600_000)
})
