import type { MedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import { giftCardByCode } from '../../../../lib/gift-cards/gift-card-lookup'
import { cardRefusal, normalizedCode } from '../../../../rules/gift-cards'
import type { GiftCardCodeBody } from '../validators'

/**
 * POST /store/gift-cards/balance { code } — what a gift card still holds, for its holder ("Guthaben prüfen"): the
 * balance, its currency, its validity and why it would not pay now (disabled, expired, used up), else `refused: null`.
 * An unknown code is `refused: "unknown"` with nothing else. Limited like codes on a cart, per client
 * (`gift-card-code` of src/api/auth/throttle.ts); the code travels in the body, never in a URL.
 */
export async function POST(req: MedusaRequest<GiftCardCodeBody>, res: MedusaResponse) {
  const card = await giftCardByCode(req.scope, req.validatedBody.code)
  if (!card) return res.json({ gift_card: null, refused: 'unknown', code: normalizedCode(req.validatedBody.code) })
  res.json({
    gift_card: { code: card.code, balance: card.balance, value: card.value, currency_code: card.currency_code, expires_at: card.expires_at },
    refused: cardRefusal(card),
    code: card.code,
  })
}
