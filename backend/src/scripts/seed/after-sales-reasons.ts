import { Modules } from '@medusajs/framework/utils'
import { createRefundReasonsWorkflow, createReturnReasonsWorkflow, updateRefundReasonsWorkflow } from '@medusajs/medusa/core-flows'
import { REFUND_REASONS, RETURN_REASONS, type ReasonSeed } from '../seed-data/after-sales-reasons'
import type { SeedContext } from './context'

const fields = (reason: ReasonSeed) => ({
  label: reason.label,
  description: reason.description,
  metadata: { label_en: reason.label_en, description_en: reason.description_en },
})

/**
 * The return reasons staff pick per returned item, and the refund reasons of a refund; looked up by value/code.
 * The refund reasons Medusa creates in English are worded in the shop's way, unless staff renamed them.
 */
export async function seedAfterSalesReasons(ctx: SeedContext) {
  const orderModule = ctx.container.resolve(Modules.ORDER)
  const existingReturn = new Set((await orderModule.listReturnReasons({ value: RETURN_REASONS.map((r) => r.key) })).map((r) => r.value))
  const missingReturn = RETURN_REASONS.filter((reason) => !existingReturn.has(reason.key))
  if (missingReturn.length) {
    await createReturnReasonsWorkflow(ctx.container).run({ input: { data: missingReturn.map((reason) => ({ value: reason.key, ...fields(reason) })) } })
  }

  // the payment module's DTO type leaves out `code`, so it is read through the query graph
  const { data: refundReasons } = (await ctx.query.graph({ entity: 'refund_reason', fields: ['id', 'code', 'label'] })) as {
    data: { id: string; code?: string | null; label: string }[]
  }
  const existingRefund = new Set(refundReasons.map((r) => r.code))
  const missingRefund = REFUND_REASONS.filter((reason) => !existingRefund.has(reason.key))
  if (missingRefund.length) {
    await createRefundReasonsWorkflow(ctx.container).run({ input: { data: missingRefund.map((reason) => ({ code: reason.key, ...fields(reason) })) } })
  }
  const medusaWorded = REFUND_REASONS.flatMap((reason) => {
    const found = refundReasons.find((r) => r.code === reason.key && reason.medusa_label && r.label === reason.medusa_label)
    return found ? [{ id: found.id, ...fields(reason) }] : []
  })
  if (medusaWorded.length) await updateRefundReasonsWorkflow(ctx.container).run({ input: medusaWorded })
  ctx.tally.changed += medusaWorded.length

  ctx.tally.created += missingReturn.length + missingRefund.length
  ctx.tally.kept += RETURN_REASONS.length - missingReturn.length + REFUND_REASONS.length - missingRefund.length
}
