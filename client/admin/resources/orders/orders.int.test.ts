import type { AdminOrder } from '@medusajs/types'
import { beforeAll, describe, expect, it } from 'vitest'
import { shopDay } from '../../../../rules/shop-days'
import { signInAsStaff, unique } from '../../test/staff-session'
import { placeTransferOrders } from '../../test/test-orders'

// the back office's modules read the browser's origin when they load: import them after signing in
const { orders } = await (async () => {
  await signInAsStaff()
  return import('./orders')
})()
const { callsOf } = await import('../../engine/use-resource')
const { listQuery } = await import('../../engine/list-query')
const { EMPTY_LIST_STATE } = await import('../../engine/url-state')
const { markPaid } = await import('./payment/capture-actions')
const { request } = await import('../../engine/calls')
const { addStaffNote, notesOf } = await import('./staff-notes')

const calls = callsOf(orders)
const list = (state: Partial<typeof EMPTY_LIST_STATE>) => calls.list(listQuery(orders, { ...EMPTY_LIST_STATE, ...state }))
const ids = async (state: Partial<typeof EMPTY_LIST_STATE>) => (await list(state)).rows.map((row) => row.id)
const today = shopDay(Date.now())!
const yesterday = shopDay(Date.now() - 86_400_000)!

describe('the order list against Medusa', () => {
  let placed: AdminOrder[]
  let tag: string
  beforeAll(async () => {
    tag = unique('liste')
    const ids = (await placeTransferOrders(2, (n) => `${tag}-${n}@example.com`)).map((order) => order.id)
    placed = (
      await request<{ orders: AdminOrder[] }>('/admin/orders', { query: { id: ids, fields: 'id,display_id,region_id,sales_channel_id', order: 'display_id' } })
    ).orders
  }, 120_000)

  it('finds an order by its bank reference, as a statement writes it', async () => {
    const [order] = placed
    expect(await ids({ q: `AURELIA-${order.display_id}` })).toEqual([order.id])
    expect(await ids({ q: `aurelia ${order.display_id}` })).toEqual([order.id])
    // a reference of no order finds nothing (not every order)
    expect((await list({ q: 'AURELIA-999999999' })).count).toBe(0)
  })

  it('finds orders by e-mail and shows the reference column', async () => {
    const { rows } = await list({ q: tag })
    expect(rows.map((row) => row.id).sort()).toEqual(placed.map((order) => order.id).sort())
    const reference = orders.list.columns.find((column) => column.id === 'reference')!
    expect(reference.value!(rows[0])).toBe(`AURELIA-${rows[0].display_id}`)
  })

  it('filters by payment state, then books the transfers as paid', async () => {
    const [first] = placed
    const mine = (state: Partial<typeof EMPTY_LIST_STATE>) => ids({ q: tag, ...state })
    expect((await mine({ filters: { payment_status: ['authorized'] } })).sort()).toEqual(placed.map((order) => order.id).sort())
    expect(await mine({ filters: { payment_status: ['captured'] } })).toEqual([])
    const [row] = (await list({ q: `AURELIA-${first.display_id}` })).rows
    expect(markPaid.when!(row)).toBe(true)
    await markPaid.run([row], {})
    expect(await mine({ filters: { payment_status: ['captured'] } })).toEqual([first.id])
    expect(await mine({ filters: { payment_status: ['authorized'] } })).toEqual([placed[1].id])
    const { order } = await request<{ order: AdminOrder }>(`/admin/orders/${first.id}`, {
      query: { fields: 'payment_status,payment_collections.payments.captured_at' },
    })
    expect(order.payment_status).toBe('captured')
    expect(order.payment_collections?.[0].payments?.[0].captured_at).toBeTruthy()
  })

  it('filters by order and fulfilment state, region, sales channel and date', async () => {
    const mine = (filters: Record<string, string[]>) => ids({ q: tag, filters })
    const both = placed.map((order) => order.id).sort()
    expect((await mine({ status: ['pending'] })).sort()).toEqual(both)
    expect(await mine({ status: ['canceled'] })).toEqual([])
    expect((await mine({ fulfillment_status: ['not_fulfilled'] })).sort()).toEqual(both)
    expect(await mine({ fulfillment_status: ['shipped'] })).toEqual([])
    expect((await mine({ region_id: [placed[0].region_id!] })).sort()).toEqual(both)
    expect((await mine({ sales_channel_id: [placed[0].sales_channel_id!] })).sort()).toEqual(both)
    expect((await mine({ created_from: [today] })).sort()).toEqual(both)
    expect(await mine({ created_to: [yesterday] })).toEqual([])
    expect((await mine({ created_from: [yesterday], created_to: [today] })).sort()).toEqual(both)
  })

  it("adds staff notes one at a time beside the order's other metadata (two at once both kept), and edits the shipping address", async () => {
    const [, order] = placed
    const read = async () => (await request<{ order: AdminOrder }>(`/admin/orders/${order.id}`, { query: { fields: 'id,metadata,*shipping_address' } })).order
    const before = (await read()).metadata ?? {}
    // two members of staff save a note in the same moment: the back end writes one after the other
    const [first, second] = await Promise.all([addStaffNote(order.id, 'Kundin holt im Laden ab'), addStaffNote(order.id, '  Überweisung angekündigt  ')])
    expect([first.notes.length, second.notes.length].sort()).toEqual([1, 2])
    const saved = notesOf(await read())
    expect(saved.map((note) => note.text).sort()).toEqual(['Kundin holt im Laden ab', 'Überweisung angekündigt'])
    // the author is the signed-in member of staff, decided by the back end
    expect(new Set(saved.map((note) => note.author)).size).toBe(1)
    expect(saved[0].author).not.toBe('')
    expect((await read()).metadata).toMatchObject(before)
    // an empty note and one too long are refused with a message
    await expect(addStaffNote(order.id, '   ')).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/empty|leer/) })
    await expect(addStaffNote(order.id, 'x'.repeat(2001))).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/2000/) })
    await expect(addStaffNote('order_unknown', 'x')).rejects.toMatchObject({ status: 404 })
    const address = { first_name: 'Erika', last_name: 'Musterfrau', address_1: 'Schmuckweg 7', postal_code: '75172', city: 'Pforzheim', country_code: 'de' }
    await request(`/admin/orders/${order.id}`, { method: 'POST', body: { shipping_address: address } })
    expect((await read()).shipping_address).toMatchObject(address)
    expect(notesOf(await read())).toHaveLength(2)
  })

  it("filters every order by the state Medusa itself shows for it (the filter decides in Postgres by Medusa's rule)", async () => {
    type Row = { id: string; payment_status: string; fulfillment_status: string }
    const all = (query: Record<string, unknown>) =>
      request<{ orders: Row[] }>('/admin/orders', { query: { fields: 'id,payment_status,fulfillment_status', limit: 10_000, ...query } })
    const { orders: every } = await all({})
    expect(every.length).toBeGreaterThanOrEqual(placed.length)
    // the journeys beside this file pay, ship and return orders meanwhile: each comparison reads both sides again until
    // they were read at one state of the shop
    const filteredAndShown = async (kind: 'payment_status' | 'fulfillment_status', state: string) => {
      const [filtered, { orders: shown }] = await Promise.all([all({ [kind]: [state] }), all({})])
      return {
        filtered: filtered.orders.map((order) => order.id).sort(),
        shown: shown
          .filter((order) => order[kind] === state)
          .map((order) => order.id)
          .sort(),
      }
    }
    for (const kind of ['payment_status', 'fulfillment_status'] as const) {
      for (const state of new Set(every.map((order) => order[kind]))) {
        await expect
          .poll(
            async () => {
              const { filtered, shown } = await filteredAndShown(kind, state)
              return filtered.join() === shown.join() ? 'the same' : { filtered, shown }
            },
            { timeout: 30_000, message: `${kind} ${state}` },
          )
          .toBe('the same')
      }
    }
  })

  it('refuses a payment state Medusa does not know with a 400 and its message', async () => {
    await expect(request('/admin/orders', { query: { payment_status: ['paid-ish'] } })).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('payment_status'),
    })
  })
})
