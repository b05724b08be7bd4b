import { describe, expect, it } from 'vitest'
import { signInAsStaff } from '../../../test/staff-session'

await signInAsStaff()
const { chooseFor } = await import('../../../engine/flow/flow-spec')
const { request } = await import('../../../engine/calls')
const { draftTermsFlow } = await import('./draft-terms-flow')
const { fiveEuroCode, phoneSale } = await import('../calls/test/phone-sale')

// the form's choices are named in German; the test reads values, not names
const CONTEXT = { t: (key: string) => key, locale: 'de' as const }

type Read = {
  id: string
  currency_code: string
  total: number
  discount_total: number
  shipping_methods: { id: string; shipping_option_id: string; amount: number }[]
  promotions?: { code: string }[]
}
const readDraft = async (id: string) =>
  (
    await request<{ draft_order: Read }>(`/admin/draft-orders/${id}`, {
      query: { fields: 'id,currency_code,total,discount_total,*shipping_methods,promotions.code' },
    })
  ).draft_order
const shippingOf = (draft: Read) => draft.shipping_methods.map((method) => [method.shipping_option_id, Number(method.amount)])

describe("a draft's shipping and promotion codes changed after it was taken (…/edit/shipping-methods…, …/edit/promotions)", () => {
  it('ships by another option at an agreed price with a code, after a request that failed on an unknown code, and takes the code off again', async () => {
    const { draft, shippingOptionId } = await phoneSale()
    const code = await fiveEuroCode('IT-TELEFONRABATT')
    const before = await readDraft(draft.id)

    const flow = draftTermsFlow(before as never)
    const terms = await flow.begin()
    const form = chooseFor(flow.choose, terms, CONTEXT)
    expect(form.values(terms)).toEqual({ shipping_option_id: shippingOptionId, shipping_amount: 0, promo_codes: '' })
    const other = terms.options.find((option) => option.id !== shippingOptionId)!
    // a code the shop does not have: Medusa refuses it after the shipping was changed…
    await expect(flow.request(terms, form.schema.parse({ shipping_option_id: other.id, shipping_amount: 12, promo_codes: 'GIBT-ES-NICHT' }))).rejects.toThrow()
    // …and tried again with the right code, the shipping is not changed twice
    const requested = await flow.request(terms, form.schema.parse({ shipping_option_id: other.id, shipping_amount: 12, promo_codes: code.toLowerCase() }))
    const money = await flow.preview(requested)
    await flow.confirm(requested)

    const discounted = await readDraft(draft.id)
    expect(shippingOf(discounted)).toEqual([[other.id, 12]])
    expect(discounted.promotions!.map((promotion) => promotion.code)).toEqual([code])
    // the money shown before confirming is the draft's total afterwards
    expect(Number(discounted.total)).toBe(money.totalAfter)
    expect(Number(discounted.discount_total)).toBeGreaterThan(0)

    // the customer calls back: no code after all, and the shipping for free, by the same option
    const again = draftTermsFlow(discounted as never)
    const second = await again.begin()
    const secondForm = chooseFor(again.choose, second, CONTEXT)
    expect(secondForm.values(second)).toEqual({ shipping_option_id: other.id, shipping_amount: 12, promo_codes: code })
    await again.confirm(await again.request(second, secondForm.schema.parse({ shipping_option_id: other.id, shipping_amount: 0, promo_codes: '' })))
    const full = await readDraft(draft.id)
    expect(shippingOf(full)).toEqual([[other.id, 0]])
    // the same method repriced, not another one
    expect(full.shipping_methods.map((method) => method.id)).toEqual(discounted.shipping_methods.map((method) => method.id))
    expect(full.promotions ?? []).toEqual([])
  })

  it('cancelled, leaves the draft as it was', async () => {
    const { draft } = await phoneSale()
    const before = await readDraft(draft.id)
    const flow = draftTermsFlow(before as never)
    const terms = await flow.begin()
    await flow.request(terms, { shipping_option_id: '', shipping_amount: null, promo_codes: '' })
    await flow.cancel(terms)
    // Medusa's request of a draft's edit leaves a request for money behind, which a cancel does not withdraw; the
    // booking of the transfer counts it (transfer-booking.ts)
    const { payment_collections: _, ...after } = (await readDraft(draft.id)) as Read & { payment_collections?: unknown }
    const { payment_collections: __, ...was } = before as Read & { payment_collections?: unknown }
    expect(after).toEqual(was)
  })
})
