import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import { ContainerRegistrationKeys, MedusaError } from '@medusajs/framework/utils'
import { type PromotionRun, running } from '../../../lib/running-promotion'
import { throttleAuth } from '../../auth/throttle'

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((code): code is string => typeof code === 'string') : [])

/** The codes already on the cart: a cart update names them again with every change of its codes. */
async function codesOnCart(req: MedusaRequest): Promise<Set<string>> {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: 'cart', fields: ['id', 'promotions.code'], filters: { id: req.params.id } })
  return new Set(((data[0]?.promotions ?? []) as ({ code?: string | null } | null)[]).flatMap((promotion) => (promotion?.code ? [promotion.code] : [])))
}

/**
 * The codes a request tries on a cart: the shop's `{ code }`, Medusa's `POST /store/carts/:id/promotions`
 * `{ promo_codes }`, or a cart update's `promo_codes` that are not on the cart yet (the storefront removes a code by
 * sending the others).
 */
type CodeRoute = 'promotion-codes' | 'promotions' | 'cart-update'

async function codesTried(req: MedusaRequest, route: CodeRoute): Promise<string[]> {
  const body = (req.body ?? {}) as { code?: unknown; promo_codes?: unknown }
  if (route === 'promotion-codes') return typeof body.code === 'string' ? [body.code] : []
  const codes = [...new Set(strings(body.promo_codes))]
  if (!codes.length || route === 'promotions') return codes
  const applied = await codesOnCart(req)
  return codes.filter((code) => !applied.has(code))
}

/** Promotion codes tried on a cart count per cart and per client (`promotion-code` of src/api/auth/throttle.ts). */
export const throttlePromotionCodes = (route: CodeRoute) => throttleAuth('promotion-code', undefined, async (req) => (await codesTried(req, route)).length)

/**
 * Medusa's own routes (`POST /store/carts/:id/promotions`, a cart update's `promo_codes`) refuse an unknown code
 * with 400 "The promotion code … is invalid" but take a code that is not running silently: that difference would tell
 * which codes exist. So a code that is not running gets Medusa's answer for an unknown one. Medusa finds codes as
 * typed, and so does this.
 */
export const runningCodesOnly = (route: Exclude<CodeRoute, 'promotion-codes'>) =>
  async function refuseIdleCodes(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
    const codes = await codesTried(req, route)
    if (!codes.length) return next()
    const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({ entity: 'promotion', fields: ['code', 'status', 'campaign.starts_at', 'campaign.ends_at'], filters: { code: codes } })
    const idle = (data as unknown as (PromotionRun & { code: string })[]).find((promotion) => !running(promotion))
    if (idle) return next(new MedusaError(MedusaError.Types.INVALID_DATA, `The promotion code ${idle.code} is invalid`))
    next()
  }
