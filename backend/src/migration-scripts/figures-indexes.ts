import type { ExecArgs } from '@medusajs/framework/types'
import { ContainerRegistrationKeys } from '@medusajs/framework/utils'

/**
 * Indexes for the back office's overview (GET /admin/overview, src/lib/figures): the orders of a span by when they
 * were placed, and the bank transfers not yet booked. Medusa's own tables have neither. Run once by
 * `medusa db:migrate`; idempotent.
 */
export default async function figuresIndexes({ container }: ExecArgs) {
  const pg = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  await pg.raw(`CREATE INDEX IF NOT EXISTS "IDX_order_placed_created_at" ON "order" (created_at) WHERE deleted_at IS NULL AND is_draft_order = false`)
  await pg.raw(
    `CREATE INDEX IF NOT EXISTS "IDX_payment_uncaptured_provider" ON "payment" (provider_id) WHERE captured_at IS NULL AND canceled_at IS NULL AND deleted_at IS NULL`,
  )
}
