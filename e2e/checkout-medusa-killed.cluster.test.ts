import { describe, expect, it } from 'vitest'
import { WORKER_URL } from './browser'
import { uniqueEmail } from './checkout-steps'
import { balancerCounts, expectEveryServerServed } from './cluster'
import { clusterServers, killServer, startServer } from './cluster-faults'
import { sql } from './database-rows'
import { cartReadyToComplete, medusa } from './medusa'
import { PATIENCE_MS } from './patience'
import { stockFixture } from './stock-fixture'

/**
 * A Medusa server killed outright (SIGKILL: no shutdown, no compensation) while several shoppers place their orders
 * at once, on production's topology (project `cluster`: two servers behind the balancer, Redis workflows and locks).
 * Nothing may be lost or doubled: every cart ends with exactly one order, every payment belongs to its order, the
 * stock counts exactly the pieces sold. A shopper whose completion was cut off presses again — the balancer sends
 * it to the server still running — and gets exactly one order; the killed server serves again once started.
 */

const SHOPPERS = 6

/** Per cart: its orders, the payments of its payment collection, and those of them that belong to its order. */
const cartOutcomes = (cartIds: string[]) =>
  sql<{ cart_id: string; orders: number; payments: number; paid_orders: number }>(
    `select c.id as cart_id,
       (select count(distinct o.id)::int from order_cart oc join "order" o on o.id = oc.order_id and o.deleted_at is null
         where oc.cart_id = c.id and oc.deleted_at is null) as orders,
       (select count(p.id)::int from cart_payment_collection cpc join payment p on p.payment_collection_id = cpc.payment_collection_id and p.deleted_at is null
         where cpc.cart_id = c.id and cpc.deleted_at is null) as payments,
       (select count(distinct opc.order_id)::int from cart_payment_collection cpc
         join order_payment_collection opc on opc.payment_collection_id = cpc.payment_collection_id and opc.deleted_at is null
         join order_cart oc on oc.order_id = opc.order_id and oc.cart_id = c.id and oc.deleted_at is null
         where cpc.cart_id = c.id and cpc.deleted_at is null) as paid_orders
     from cart c where c.id = any($1) order by c.id`,
    [cartIds],
  )

const ordersByEmail = async (emails: string[]) =>
  (await sql<{ n: number }>(`select count(*)::int as n from "order" where email = any($1) and deleted_at is null`, [emails]))[0]!.n

/**
 * The variant's reserved stock as Medusa keeps it twice: the live reservation rows of its inventory item, and the
 * reserved_quantity of the item's levels, which each reservation's write moves by its quantity. A write that moved
 * one without the other (two reservations counted on one stale read) leaves a piece sellable twice.
 */
const reservedCounts = async (variantId: string) =>
  (
    await sql<{ rows: number; levels: number }>(
      `select
         (select coalesce(sum(r.quantity), 0)::int from reservation_item r where r.inventory_item_id = pvi.inventory_item_id and r.deleted_at is null) as rows,
         (select coalesce(sum(l.reserved_quantity), 0)::int from inventory_level l where l.inventory_item_id = pvi.inventory_item_id and l.deleted_at is null) as levels
       from product_variant_inventory_item pvi where pvi.variant_id = $1 and pvi.deleted_at is null`,
      [variantId],
    )
  )[0]!

type Completion = { type?: string; order?: { id: string } }

describe('a Medusa server killed while shoppers place their orders', () => {
  it('loses and doubles nothing: one order per cart, payments with their orders, stock as sold; a cut-off shopper gets one order on a retry', async () => {
    const [doomed] = clusterServers()
    expect(doomed, 'CLUSTER_SERVER_URLS names the servers').toBeTruthy()
    const before = await balancerCounts()
    const piece = await stockFixture('e2e-bestand-ausfall')
    const variantId = piece.variants['Gold 587']
    await piece.setAvailable({ 'Gold 587': SHOPPERS })
    const reservedBefore = await reservedCounts(variantId)
    const emails = Array.from({ length: SHOPPERS }, (_, i) => uniqueEmail(`killed-${i}`))
    const cartIds = await Promise.all(emails.map((email) => cartReadyToComplete(variantId, email)))

    // every shopper presses "place order" at once, all on the server about to die; it dies as the first order is stored
    const completions = cartIds.map((id) =>
      fetch(`${doomed}/store/carts/${id}/complete`, { method: 'POST', headers: { 'x-publishable-api-key': process.env.MEDUSA_PUBLISHABLE_KEY! } })
        .then(async (response) => ({ status: response.status, body: (await response.json()) as Completion }))
        .catch((error: Error) => ({ status: 0, body: { type: `cut off: ${error.message}` } as Completion })),
    )
    let firstAnswer = false
    void Promise.race(completions).then(() => (firstAnswer = true))
    await expect.poll(async () => firstAnswer || (await ordersByEmail(emails)) > 0, { timeout: PATIENCE_MS, interval: 20 }).toBe(true)
    await killServer(0)
    const answers = await Promise.all(completions)
    const cut = answers.flatMap((answer, i) => (answer.body.type === 'order' ? [] : [cartIds[i]!]))
    expect(cut.length, `completions cut off by the kill (answers: ${answers.map((a) => a.status).join(', ')})`).toBeGreaterThan(0)
    console.log(`Medusa killed: ${SHOPPERS - cut.length} of ${SHOPPERS} completions answered, ${cut.length} cut off`)

    // the killed server starts again meanwhile; the cut-off shoppers press again through the shop, all at once: the
    // balancer passes the dead server over
    const restarting = startServer(0)
    const retried = new Map<string, string>()
    await Promise.all(
      cut.map((id) =>
        expect
          .poll(
            async () => {
              const response = await fetch(`${WORKER_URL}/medusa/store/carts/${id}/complete`, { method: 'POST', headers: { origin: WORKER_URL } })
              const body = (await response.json()) as Completion
              if (body.type === 'order') retried.set(id, body.order!.id)
              return body.type
            },
            { timeout: PATIENCE_MS, interval: 500 },
          )
          .toBe('order'),
      ),
    )
    await restarting
    // the started server serves again: a press on it returns the same order
    const [first] = cut
    const again = (await (
      await fetch(`${doomed}/store/carts/${first}/complete`, { method: 'POST', headers: { 'x-publishable-api-key': process.env.MEDUSA_PUBLISHABLE_KEY! } })
    ).json()) as Completion
    expect(again.order?.id).toBe(retried.get(first!))

    expect(await cartOutcomes(cartIds)).toEqual([...cartIds].sort().map((cart_id) => ({ cart_id, orders: 1, payments: 1, paid_orders: 1 })))
    expect(await ordersByEmail(emails)).toBe(SHOPPERS)
    // every piece sold is reserved once, and the levels counted each of those reservations (what the shop shows as
    // free): the counts grew alike (the cluster's database outlives a run, so a count an earlier run left wrong stays)
    const reservedAfter = await reservedCounts(variantId)
    expect({ rows: reservedAfter.rows - reservedBefore.rows, levels: reservedAfter.levels - reservedBefore.levels }).toEqual({
      rows: SHOPPERS,
      levels: SHOPPERS,
    })
    const { products } = await medusa.store.product.list({ id: [piece.productId], fields: 'id,variants.id,+variants.inventory_quantity' })
    expect(products[0]!.variants!.find((variant) => variant.id === variantId)?.inventory_quantity).toBe(0)
    await expectEveryServerServed(before)
  }, 240_000)
})
