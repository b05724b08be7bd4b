import type { AdminDraftOrder } from '@medusajs/types'
import { z } from 'zod'
import { defineFlow } from '../../../engine/flow/flow-spec'
import { pendingChange } from '../../../engine/flow/pending-change'
import { formOf, type RenderContext } from '../../../engine/resource'
import { money } from '../../../ui/format'
import { draftEdits } from '../calls/change-kinds'
import { pendingActions } from '../calls/pending-actions'
import type { PreviewMoney } from '../calls/preview-money'
import { type ChangeMoney, moneyAmounts } from '../edits/money-amounts'
import { priceIn, type ShippingOption, saleShippingOptions, shipsIn } from './shipping-options'

/** The draft's shipping method as the flow starts from it (a sale ships by one method, or is collected). */
type Method = { id: string; shipping_option_id: string; amount: number }
/** An open edit of the draft's terms: the options it can ship by, its method and codes, and once requested its money. */
type OpenTerms = { id: string; currency: string; options: ShippingOption[]; method: Method | null; codes: string[]; money?: PreviewMoney }

const termsSchema = z.object({
  shipping_option_id: z.string(),
  // empty: the option's price
  shipping_amount: z.number().min(0).nullable(),
  promo_codes: z.string().trim().max(200),
})
type Terms = z.output<typeof termsSchema>

/** The codes staff typed, separated by commas or spaces, in capitals as the shop prints them, each once. */
const promoCodesOf = (text: string) => [
  ...new Set(
    text
      .split(/[\s,;]+/)
      .map((code) => code.trim().toUpperCase())
      .filter(Boolean),
  ),
]

type Draft = Pick<AdminDraftOrder, 'id' | 'currency_code' | 'shipping_methods'> & { promotions?: { code?: string | null }[] | null }

const codesOf = (draft: Draft) => [...new Set((draft.promotions ?? []).map((promotion) => promotion.code?.toUpperCase()).filter((code) => !!code))] as string[]

function termsForm(terms: OpenTerms, { t, locale }: RenderContext) {
  const choices = [
    { value: '', text: t('draftOrders.noShipping') },
    ...terms.options.map((option) => ({ value: option.id, text: `${option.name} · ${money(priceIn(option, terms.currency), terms.currency, locale)}` })),
  ]
  return formOf<OpenTerms>()({
    schema: termsSchema,
    fields: [
      { name: 'shipping_option_id', label: 'draftOrders.shipping', kind: 'select', choices },
      { name: 'shipping_amount', label: 'draftOrders.shippingAmount', hint: 'draftOrders.shippingAmountHint', step: 0.01, wide: false },
      { name: 'promo_codes', label: 'draftOrders.promoCodes', hint: 'draftOrders.promoCodesHint' },
    ],
    values: () => ({
      shipping_option_id: terms.method?.shipping_option_id ?? '',
      shipping_amount: terms.method ? terms.method.amount : null,
      promo_codes: terms.codes.join(', '),
    }),
    toBody: (values) => values,
  })
}

/**
 * How a draft taken by phone ships and what it is discounted by, changed after it was taken (Medusa's draft edit):
 * another shipping option or price (or none: collected in the shop), promotion codes added and taken off. The money
 * is shown before staff confirm; cancelling drops the edit, so the draft stays as it was.
 */
export function draftTermsFlow(draft: Draft) {
  // what this opening has put into the edit so far, so a request tried again after a failure sends only the rest
  let codes = codesOf(draft)
  let removed = false
  let repriced: number | null = null
  let added: { actionId: string } | null = null

  async function ship(terms: OpenTerms, values: Terms) {
    const { id, method } = terms
    const option = terms.options.find((candidate) => candidate.id === values.shipping_option_id)
    const amount = values.shipping_amount ?? (option ? priceIn(option, terms.currency) : 0)
    if (method && !removed && method.shipping_option_id === values.shipping_option_id) {
      if (amount !== (repriced ?? method.amount))
        await draftEdits.updateShipping(id, method.id, { shipping_option_id: method.shipping_option_id, custom_amount: amount })
      repriced = amount
    } else if (method && !removed) {
      await draftEdits.removeShipping(id, method.id)
      removed = true
    }
    const wanted = option && (removed || !method) ? option : null
    if (added && !wanted) {
      await draftEdits.addedShipping.remove(id, added.actionId)
      added = null
    } else if (added && wanted) await draftEdits.addedShipping.update(id, added.actionId, { shipping_option_id: wanted.id, custom_amount: amount })
    else if (wanted) {
      const step = await draftEdits.addedShipping.add(id, { shipping_option_id: wanted.id, custom_amount: amount })
      added = { actionId: pendingActions(step.draft_order_preview, 'SHIPPING_ADD').at(-1)!.id }
    }
  }

  async function discount(terms: OpenTerms, values: Terms) {
    const wanted = promoCodesOf(values.promo_codes)
    const more = wanted.filter((code) => !codes.includes(code))
    const fewer = codes.filter((code) => !wanted.includes(code))
    if (fewer.length) await draftEdits.removePromotions(terms.id, fewer)
    codes = codes.filter((code) => !fewer.includes(code))
    if (more.length) await draftEdits.addPromotions(terms.id, more)
    codes = [...codes, ...more]
  }

  return defineFlow({
    title: 'draftOrders.editTerms',
    choose: termsForm,
    ...pendingChange({
      begin: async (): Promise<OpenTerms> => {
        const [options] = await Promise.all([saleShippingOptions(), draftEdits.begin(draft.id)])
        const [first] = draft.shipping_methods ?? []
        return {
          id: draft.id,
          currency: draft.currency_code,
          options: options.filter((option) => shipsIn(option, draft.currency_code)),
          method: first?.shipping_option_id ? { id: first.id, shipping_option_id: first.shipping_option_id, amount: Number(first.amount) } : null,
          codes,
        }
      },
      // each step sends only what this opening has not sent yet, so a change that holds steps needs no reading
      fill: async (terms, values: Terms) => {
        await ship(terms, values)
        await discount(terms, values)
        return { ...terms, money: (await draftEdits.request(terms.id)).money }
      },
      cancel: (terms) => draftEdits.drop(terms.id),
    }),
    preview: async (terms): Promise<ChangeMoney> => ({ ...terms.money!, currency: terms.currency }),
    amounts: moneyAmounts,
    confirm: (terms) => draftEdits.confirm(terms.id),
    done: 'draftOrders.termsEdited',
    invalidates: ['draft-orders'],
  })
}
