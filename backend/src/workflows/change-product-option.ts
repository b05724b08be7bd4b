import { ProductWorkflowEvents } from '@medusajs/framework/utils'
import { createWorkflow, transform, WorkflowResponse, when } from '@medusajs/framework/workflows-sdk'
import { emitEventStep, setProductProductOptionsWorkflow, updateProductOptionsWorkflow } from '@medusajs/medusa/core-flows'

export type ChangeProductOptionInput = {
  product_id: string
  option_id: string
  /** A new title, or null to keep it. */
  title: string | null
  /** Values to link, by name (an existing value of the option is reused, a new one created). */
  add: string[]
  /** Value ids to unlink from the product (no variant of it uses them: checked before). */
  remove: string[]
}

/**
 * An option of one product renamed and its values changed in one workflow, so a failure leaves neither half
 * (the back office renamed with one call and changed the values with another).
 */
export const changeProductOptionWorkflow = createWorkflow('change-product-option', (input: ChangeProductOptionInput) => {
  when({ input }, ({ input }) => input.title !== null).then(() => {
    updateProductOptionsWorkflow.runAsStep({
      input: transform({ input }, ({ input }) => ({ selector: { id: input.option_id }, update: { title: input.title! } })),
    })
  })
  when({ input }, ({ input }) => input.add.length + input.remove.length > 0).then(() => {
    setProductProductOptionsWorkflow.runAsStep({
      input: transform({ input }, ({ input }) => ({
        product_id: input.product_id,
        update: [{ product_option_id: input.option_id, add: input.add.map((value) => ({ value })), remove: input.remove }],
      })),
    })
  })
  emitEventStep({ eventName: ProductWorkflowEvents.UPDATED, data: transform({ input }, ({ input }) => ({ id: input.product_id })) })
  return new WorkflowResponse(input.option_id)
})
