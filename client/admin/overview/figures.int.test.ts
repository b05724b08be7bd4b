import { describe, expect, it } from 'vitest'
import { admin, ok } from '../../../backend/integration-tests/helpers'
import { JANE, placeOrder, uniqueEmail } from '../../../e2e/customer-fixture'
import { markPaid, staff } from '../../../e2e/order-steps'
import type { CurrencyFigures, Overview } from '../../../rules/figures'

/**
 * The overview's figures against orders this test places, in euros and pounds: the day's figures grow by exactly
 * those orders, each currency on its own. It runs with the shop's settings tests (one file at a time, after the
 * others), so no other test places an order between the two readings.
 */

const read = () => ok<Overview>(admin('/overview?period=day'), 'overview')
const figuresOf = (overview: Overview, currency: string): CurrencyFigures | undefined => overview.currencies.find((entry) => entry.currency_code === currency)
const cents = (value: number) => Math.round(value * 100)
/**
 * The growth of a figure between two readings against the orders' own sum: each reading is rounded to the cent on its
 * own (net takes VAT out of each line exactly), so their difference may lie one cent off the orders' sum.
 */
const expectGrowth = (now: number, then: number, orders: number, label: string) =>
  expect(Math.abs(cents(now - then) - cents(orders)), `${label}: ${now} − ${then} against ${orders}`).toBeLessThanOrEqual(1)

describe('the overview (GET /admin/overview, real Medusa and Postgres)', () => {
  it("adds the test's orders to the day's figures per currency, never euros and pounds together", async () => {
    const before = await read()
    const email = uniqueEmail('figures')
    // one after the other: three checkouts at once of the same piece wait on each other's locks
    const placed = [
      await placeOrder(null, { email, quantity: 1 }),
      await placeOrder(null, { email, quantity: 3 }),
      await placeOrder(null, { email, quantity: 2, address: JANE }),
    ]
    // one transfer arrives: booked, it is to ship instead of to book
    await markPaid(placed[0]!.id)
    const orders = await Promise.all(
      placed.map(
        async ({ id }) =>
          (await staff<{ order: { currency_code: string; total: number; tax_total: number } }>(`/orders/${id}?fields=currency_code,total,tax_total`)).order,
      ),
    )
    const after = await read()

    for (const currency of ['eur', 'gbp']) {
      const mine = orders.filter((order) => order.currency_code === currency)
      const then = figuresOf(before, currency)
      const now = figuresOf(after, currency)!
      const gross = mine.reduce((sum, order) => sum + order.total, 0)
      const net = mine.reduce((sum, order) => sum + order.total - order.tax_total, 0)
      expectGrowth(now.current.gross, then?.current.gross ?? 0, gross, `${currency} gross`)
      expectGrowth(now.current.net, then?.current.net ?? 0, net, `${currency} net`)
      expect(now.current.orders - (then?.current.orders ?? 0)).toBe(mine.length)
      // today is the chart's last day
      expect(now.series.at(-1)).toEqual({ start: expect.any(String), ...now.current })
      const country = currency === 'eur' ? 'de' : 'gb'
      const countryOf = (figures?: CurrencyFigures) => figures?.countries.find((row) => row.country_code === country)
      expectGrowth(countryOf(now)!.gross, countryOf(then)?.gross ?? 0, gross, `${country} gross`)
      expect(now.returns.orders - (then?.returns.orders ?? 0)).toBe(mine.length)
    }
    // two transfers still to book (both currencies), one paid order to ship; all new, so in the first age group
    expect(after.todo.to_book - before.todo.to_book).toBe(2)
    expect(after.todo.to_ship - before.todo.to_ship).toBe(1)
    for (const currency of ['eur', 'gbp']) {
      const youngest = (overview: Overview) => figuresOf(overview, currency)?.open_transfers.ages[0]
      expect(youngest(after)!.orders - (youngest(before)?.orders ?? 0)).toBe(1)
      expect(cents(youngest(after)!.amount - (youngest(before)?.amount ?? 0))).toBe(
        cents(orders.find((order) => order.currency_code === currency && order !== orders[0])!.total),
      )
    }
    // three orders placed through the shop and one booked: more steps than a single journey's
  }, 240_000)

  it('refuses an unknown period in the staff language', async () => {
    const answer = await admin('/overview?period=year', { headers: { 'accept-language': 'de-DE' } })
    expect(answer.status).toBe(400)
    expect(answer.body.message).toContain('Unbekannter Zeitraum')
  })
})
