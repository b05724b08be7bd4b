import { describe, expect, it } from 'vitest'
import { signInAsStaff } from '../../../test/staff-session'

await signInAsStaff()
const { sdk } = await import('../../../api/sdk')
const drafts = await import('./draft-orders')
const { draftEdits: edits } = await import('./change-kinds')
const { pendingActions } = await import('./pending-actions')
const { ADDRESS, fiveEuroCode, phoneSale } = await import('./test/phone-sale')

describe('draft orders (POST /admin/draft-orders, GET/POST …/{id}, …/edit/…, …/convert-to-order)', () => {
  it("takes a sale by phone with a catalogue piece and a custom line, edits it step by step and converts it to the customer's order", async () => {
    const { draft, customer, variantId, shippingOptionId } = await phoneSale()
    expect(draft).toMatchObject({ status: 'draft', customer_id: customer.id, email: customer.email })
    expect(draft.items!.map((item) => [item.title, Number(item.unit_price)]).sort()).toEqual([
      ['E2E Testartikel', 10],
      ['Gravur „Für immer“', 25],
    ])
    expect(draft.shipping_methods).toHaveLength(1)
    expect(draft.shipping_address).toMatchObject({ city: 'Pforzheim', postal_code: '75172' })

    const updated = await drafts.updateDraftOrder(draft.id, { email: customer.email, shipping_address: { ...ADDRESS, address_2: 'Hinterhaus' } })
    expect(updated.shipping_address?.address_2).toBe('Hinterhaus')

    const begun = await edits.begin(draft.id)
    expect(begun.money.totalBefore).toBe(Number(draft.total))
    const added = await edits.addedItems.add(draft.id, { items: [{ variant_id: variantId, quantity: 1 }] })
    expect(added.money.change).toBe(10)
    const [addAction] = pendingActions(added.draft_order_preview, 'ITEM_ADD')
    expect((await edits.addedItems.update(draft.id, addAction.id, { quantity: 2 })).money.change).toBe(20)
    expect(pendingActions((await edits.addedItems.remove(draft.id, addAction.id)).draft_order_preview, 'ITEM_ADD')).toEqual([])
    // a custom line's price is net: the region's VAT comes on top
    const engraving = draft.items!.find((item) => item.title.startsWith('Gravur'))!
    expect((await edits.updateItem(draft.id, engraving.id, { quantity: 2 })).money.change).toBe(Number(engraving.total))

    const shipping = await edits.addedShipping.add(draft.id, { shipping_option_id: shippingOptionId, custom_amount: 8 })
    const [shipAction] = pendingActions(shipping.draft_order_preview, 'SHIPPING_ADD')
    expect(shipAction.amount).toBe(8)
    expect(
      pendingActions(
        (await edits.addedShipping.update(draft.id, shipAction.id, { shipping_option_id: shippingOptionId, custom_amount: 5 })).draft_order_preview,
        'SHIPPING_ADD',
      )[0].amount,
    ).toBe(5)
    expect(pendingActions((await edits.addedShipping.remove(draft.id, shipAction.id)).draft_order_preview, 'SHIPPING_ADD')).toEqual([])
    const method = draft.shipping_methods![0]

    const requested = await edits.request(draft.id)
    expect(requested.money.totalAfter).toBe(Number(draft.total) + Number(engraving.total))
    await edits.confirm(draft.id)
    const edited = await drafts.retrieveDraftOrder(draft.id)
    // the money shown before confirming is the draft's total afterwards
    expect(Number(edited.total)).toBe(requested.money.totalAfter)
    expect(edited.items!.find((item) => item.id === engraving.id)!.quantity).toBe(2)
    expect(edited.shipping_methods!.map((m) => m.id)).toContain(method.id)

    const order = await drafts.convertDraftToOrder(draft.id)
    expect(order).toMatchObject({ id: draft.id, customer_id: customer.id, status: 'pending' })
    expect(Number(order.total)).toBe(Number(edited.total))
    const { orders } = await sdk.admin.order.list({ customer_id: [customer.id], fields: 'id,status' })
    expect(orders.map((listed) => listed.id)).toEqual([draft.id])
  })

  it('a cancelled edit leaves the draft as it was, and a draft can be deleted', async () => {
    const { draft, variantId } = await phoneSale()
    const before = await drafts.retrieveDraftOrder(draft.id)
    await edits.begin(draft.id)
    const added = await edits.addedItems.add(draft.id, {
      items: [
        { title: 'Etui', quantity: 1, unit_price: 12 },
        { variant_id: variantId, quantity: 3 },
      ],
    })
    const method = before.shipping_methods![0]
    // free shipping becomes 4 (net): the draft's total grows
    const repriced = await edits.updateShipping(draft.id, method.id, { shipping_option_id: method.shipping_option_id!, custom_amount: 4 })
    expect(repriced.money.totalAfter).toBeGreaterThan(added.money.totalAfter)
    await edits.removeShipping(draft.id, method.id)
    await edits.drop(draft.id)
    const after = await drafts.retrieveDraftOrder(draft.id)
    expect({ total: after.total, items: after.items!.map((item) => [item.id, item.quantity]), shipping: after.shipping_methods!.map((m) => m.id) }).toEqual({
      total: before.total,
      items: before.items!.map((item) => [item.id, item.quantity]),
      shipping: before.shipping_methods!.map((m) => m.id),
    })

    await drafts.deleteDraftOrder(draft.id)
    const gone = await drafts.retrieveDraftOrder(draft.id).catch((error) => error)
    expect(gone.status).toBe(404)
  })

  it('applies a promotion code in an edit and takes it off again', async () => {
    const { draft } = await phoneSale()
    const code = await fiveEuroCode('IT-STAMMKUNDE')
    const begun = await edits.begin(draft.id)
    const discounted = await edits.addPromotions(draft.id, [code])
    expect(discounted.money.totalAfter).toBe(begun.money.totalAfter - 5)
    const full = await edits.removePromotions(draft.id, [code])
    expect(full.money.totalAfter).toBe(begun.money.totalAfter)
    await edits.drop(draft.id)
  })
})
