import type { MedusaRequest } from '@medusajs/framework/http'
import { MedusaError, Modules } from '@medusajs/framework/utils'
import { z } from '@medusajs/framework/zod'
import { keepBodyFields } from '../keep-body-fields'

/** Deeper than any shop nests its reasons: a longer chain of parents is a loop. */
const MAX_DEPTH = 20

/**
 * The parent a return reason is created or edited under must be another reason, and never the reason itself or one
 * of its own sub-reasons (a loop would hide both from every list).
 */
async function checkParent(req: MedusaRequest, { parent_return_reason_id: parent }: { parent_return_reason_id?: string | null }, id: string | null) {
  if (!parent) return
  const orders = req.scope.resolve(Modules.ORDER)
  let current: string | null | undefined = parent
  for (let depth = 0; current && depth < MAX_DEPTH; depth++) {
    if (current === id)
      throw new MedusaError(
        MedusaError.Types.INVALID_DATA,
        'parent_return_reason_id: a return reason cannot be placed under itself or one of its own sub-reasons',
      )
    const [reason] = await orders.listReturnReasons({ id: current }, { select: ['id', 'parent_return_reason_id'] })
    if (!reason) throw new MedusaError(MedusaError.Types.INVALID_DATA, `parent_return_reason_id: there is no return reason ${current}`)
    current = (reason as { parent_return_reason_id?: string | null }).parent_return_reason_id
  }
}

/**
 * A return reason's parent: Medusa 2.21 takes it when a reason is created but drops it from an edit, although its
 * workflow would store it; checked here on both.
 */
export const returnReasonParent = keepBodyFields('/admin/return-reasons', z.object({ parent_return_reason_id: z.string().nullable() }), checkParent)
