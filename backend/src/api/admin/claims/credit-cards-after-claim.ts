import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import { ContainerRegistrationKeys } from '@medusajs/framework/utils'
import { creditCardsOfRefundClaim } from '../../../lib/gift-cards/credit-back-claim'

/**
 * POST /admin/claims/{id}/request (staff confirm a claim): once Medusa's route has answered, a refund claim's pieces
 * that do not come back are owed and, without a return, the gift cards' share goes back (lib/gift-cards/credit-back-claim.ts).
 * Not Medusa's `order.claim_created`: a subscriber of it read the order's summary before it showed what a claim with a
 * return owes (Medusa 2.21.2, tried against the test stack); once the route has answered, the summary shows it.
 */
export function creditCardsAfterClaim(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const claimId = req.params.id
  res.on('finish', () => {
    if (res.statusCode >= 300 || !claimId) return
    creditCardsOfRefundClaim(req.scope, claimId).catch((error: Error) =>
      req.scope.resolve(ContainerRegistrationKeys.LOGGER).error(`claim ${claimId}: its refund was not settled onto gift cards (${error.message})`),
    )
  })
  next()
}
