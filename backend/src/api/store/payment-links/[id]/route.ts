import type { MedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import { checkToken, linkedCollection, linkState, regionLinkMethods } from '../../../../lib/payment-link'
import { PAYMENT_LINK_HEADER } from '../../../../rules/payment-link'

/**
 * GET /store/payment-links/:id with the link's token in `x-payment-link-token` → what the payment page shows:
 * 200 `{ state: 'open', display_id, amount, currency_code, methods }` (methods: 'card' | 'paypal', those of the order's
 * region) or `{ state: 'paid', display_id }`; 410 `{ state:
 * 'expired' | 'withdrawn' }` (the link is genuine but can no longer be paid: past its date, or staff withdrew the
 * request); 404 `{ state: 'invalid' }` for anything else, which tells nothing about whether the collection exists.
 * Never cached: the answer is one customer's.
 */
export const GET = async (req: MedusaRequest, res: MedusaResponse) => {
  res.set('cache-control', 'private, no-store')
  const id = String(req.params.id ?? '')
  const check = await checkToken(req.get(PAYMENT_LINK_HEADER), id)
  if (check === 'invalid') {
    res.status(404).json({ state: 'invalid', message: 'This payment link is not valid.' })
    return
  }
  if (check === 'expired') {
    res.status(410).json({ state: 'expired', message: 'This payment link has expired.' })
    return
  }
  const collection = await linkedCollection(req.scope, id)
  const state = linkState(collection)
  if (!collection || state === 'withdrawn') {
    res.status(410).json({ state: 'withdrawn', message: 'This payment link was withdrawn.' })
    return
  }
  if (state === 'paid') {
    res.json({ state, display_id: collection.order.display_id })
    return
  }
  res.json({
    state,
    display_id: collection.order.display_id,
    amount: collection.amount,
    currency_code: collection.currency_code,
    methods: await regionLinkMethods(req.scope, collection.order.region_id),
  })
}
