import { Modules } from '@medusajs/framework/utils'
import { StepResponse } from '@medusajs/framework/workflows-sdk'
import { createOrderFulfillmentWorkflow } from '@medusajs/medusa/core-flows'
import { writeFulfilmentCustoms } from '../../lib/fulfilment-customs'

/** A parcel leaving the EU gets its customs declaration in its metadata as it is packed (src/lib/fulfilment-customs.ts). */
createOrderFulfillmentWorkflow.hooks.fulfillmentCreated(
  async ({ fulfillment }, { container }) => {
    const before = await writeFulfilmentCustoms(container, fulfillment.id)
    return new StepResponse(undefined, before === undefined ? undefined : { id: fulfillment.id, metadata: before })
  },
  async (before, { container }) => {
    if (before) await container.resolve(Modules.FULFILLMENT).updateFulfillment(before.id, { metadata: before.metadata })
  },
)
