import type { MedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import { ContainerRegistrationKeys, MedusaError, PromotionActions } from '@medusajs/framework/utils'
import { updateCartPromotionsWorkflow } from '@medusajs/medusa/core-flows'
import { running } from '../../../../../lib/running-promotion'
import type { ApplyPromotionCodeBody } from './validators'

/**
 * Why a code the shopper typed is not on the cart: the storefront says it in the shopper's language. A code that is
 * not running (draft, deactivated, not started, expired) is "unknown", as one that does not exist: nobody learns the
 * shop's prepared or past codes by trying them.
 */
export type RefusalReason = 'unknown' | 'used_up' | 'not_applicable'

type Promotion = { id: string; code: string; status: string; campaign: { starts_at: string | null; ends_at: string | null } | null }

async function cartOf(req: MedusaRequest, fields: string[]) {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: 'cart', fields, filters: { id: req.params.id } })
  if (!data[0]) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Cart with id '${req.params.id}' not found`)
  return data[0]
}

// `%` and `_` are wildcards of ILIKE: a code is matched as typed, only its case is ignored
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`)

/**
 * The running promotion a shopper means: codes are printed in capitals and the code field shows capitals whatever is
 * typed, so the case is ignored; should two running codes differ only by case, the exact one wins.
 */
async function promotionOf(req: MedusaRequest, code: string): Promise<Promotion | null> {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: 'promotion',
    fields: ['id', 'code', 'status', 'campaign.starts_at', 'campaign.ends_at'],
    filters: { code: { $ilike: likeLiteral(code) } },
  })
  const live = (data as unknown as Promotion[]).filter((promotion) => running(promotion))
  return live.find((promotion) => promotion.code === code) ?? live[0] ?? null
}

/**
 * POST /store/carts/:id/promotion-codes { code } — applies one promotion code with Medusa's own workflow, as
 * `POST /store/carts/:id/promotions` does, and answers the cart with the reason when the code did not go on it.
 * Medusa's route answers only the cart, silently without a code it skipped; its workflow knows why (the code's
 * own limit or its campaign's budget used up), and a code Medusa does not know is answered here, not as an error.
 * A code that is not running is answered as unknown, with the code as typed; one whose conditions the cart does not
 * meet follows from the promotion as Medusa holds it. Attempts are limited per cart and per client
 * (store/carts/promotion-attempts.ts).
 */
export async function POST(req: MedusaRequest<ApplyPromotionCodeBody>, res: MedusaResponse) {
  const typed = req.validatedBody.code
  const promotion = await promotionOf(req, typed)
  if (!promotion) return res.json({ cart: await cartOf(req, req.queryConfig.fields), refused: { code: typed, reason: 'unknown' satisfies RefusalReason } })

  const { result } = await updateCartPromotionsWorkflow(req.scope).run({
    input: { cart_id: req.params.id, promo_codes: [promotion.code], action: PromotionActions.ADD, force_refresh_payment_collection: true },
  })
  const cart = await cartOf(req, [...new Set([...req.queryConfig.fields, 'promotions.code'])])
  const applied = ((cart.promotions ?? []) as ({ code?: string } | null)[]).some((entry) => entry?.code === promotion.code)
  const skipped = (result?.skipped_promo_codes ?? []).some((entry) => entry.code === promotion.code)
  const reason: RefusalReason = skipped ? 'used_up' : 'not_applicable'
  res.json({ cart, refused: applied ? null : { code: promotion.code, reason } })
}
