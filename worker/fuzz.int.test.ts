import { beforeAll, describe, expect, it } from 'vitest'
import { placeOrder, registerCustomer } from '../e2e/customer-fixture'
import { errorSummary, type FuzzKnown, fuzzRequests, runFuzz } from '../scripts/lib/fuzz.mjs'
import { ok, WORKER_URL } from './test/int'

// Thousands of generated requests over every route family (scripts/lib/fuzz.mjs): pages in several
// countries, the account area, search and stock, /api, /images, /medusa (the customer routes too), /admin,
// /ops, the sitemap, with odd methods, bodies, cookies, headers and paths up to 8 KB. The stack is up, so no
// answer may be a 5xx, and none may hang. Real ids and a signed-in customer's session are mixed in, so the
// requests also reach the code behind them. FUZZ_SEED replays another sequence (the seed of a failure is
// printed with it).
const SEED = Number(process.env.FUZZ_SEED ?? 1995)
const COUNT = Number(process.env.FUZZ_COUNT ?? 5000)

const FAMILIES = ['account', 'admin', 'api', 'customer', 'images', 'medusa', 'ops', 'other', 'page', 'search', 'search-api', 'search-ops', 'stock']

describe('the worker under generated requests', () => {
  let known: FuzzKnown
  beforeAll(async () => {
    const customer = await registerCustomer('fuzz')
    const order = await placeOrder(customer)
    const { products } = await ok<{ products: { id: string; handle: string }[] }>('/api/products/de/de')
    const product = await ok<{ id: string; variants: { id: string }[] }>(`/api/products/de/de/${products[0]!.handle}`)
    known = {
      session: customer.cookie,
      orderIds: [order.id],
      productIds: products.slice(0, 3).map(({ id }) => id),
      variantIds: product.variants.map(({ id }) => id),
    }
  }, 120_000)

  it(`answers ${COUNT} of them (seed ${SEED}) without a single 5xx or hang`, async () => {
    const requests = fuzzRequests(COUNT, SEED, known)
    const result = await runFuzz(WORKER_URL, requests, { concurrency: 4, timeoutMs: 45_000 })
    console.log(
      `fuzz: ${result.sent} requests in ${result.seconds.toFixed(0)} s, statuses ${JSON.stringify(result.statuses)}, families ${JSON.stringify(result.families)}`,
    )
    expect(result.sent).toBeGreaterThanOrEqual(5000)
    expect(Object.keys(result.families).sort()).toEqual(FAMILIES)
    // the new families are no token gesture: each gets its share
    for (const family of FAMILIES) expect(result.families[family], family).toBeGreaterThan(30)
    // the answers themselves in the message: a run's summary shows the message, not the compared array
    expect(result.serverErrors, `seed ${SEED}: ${errorSummary(result.serverErrors)}`).toEqual([])
    expect(result.hangs, `seed ${SEED}: ${JSON.stringify(result.hangs)}`).toEqual([])
    expect(result.failures, `seed ${SEED}: ${JSON.stringify(result.failures)}`).toEqual([])
  }, 600_000)
})
