import { ProductWorkflowEvents } from '@medusajs/framework/utils'
import { createWorkflow, transform, WorkflowResponse, when } from '@medusajs/framework/workflows-sdk'
import { createProductOptionsStep, emitEventStep, setProductProductOptionsWorkflow, updateProductVariantsWorkflow } from '@medusajs/medusa/core-flows'

export type AddProductOptionInput = {
  product_id: string
  title: string
  values: string[]
  /** The product's variants with all their options, the new one's value included (empty: the product has none). */
  variants: { id: string; options: Record<string, string> }[]
}

/**
 * A new option of one product, in one workflow (each step undone if a later one fails): the option is created
 * exclusive to the product (as Medusa's product creation makes them; a shared option's title is unique across
 * the catalogue, so "Gravur" could then be added to one product only), linked with all its values, and every
 * existing variant gets the value staff chose, so each variant keeps one value of every option.
 */
export const addProductOptionWorkflow = createWorkflow('add-product-option', (input: AddProductOptionInput) => {
  const created = createProductOptionsStep(transform({ input }, ({ input }) => [{ title: input.title, values: input.values, is_exclusive: true }]))
  const optionId = transform({ created }, ({ created }) => created[0].id)
  setProductProductOptionsWorkflow.runAsStep({
    input: transform({ input, optionId }, ({ input, optionId }) => ({ product_id: input.product_id, add: [optionId] })),
  })
  when({ input }, ({ input }) => input.variants.length > 0).then(() => {
    updateProductVariantsWorkflow.runAsStep({ input: transform({ input }, ({ input }) => ({ product_variants: input.variants })) })
  })
  emitEventStep({ eventName: ProductWorkflowEvents.UPDATED, data: transform({ input }, ({ input }) => ({ id: input.product_id })) })
  return new WorkflowResponse(optionId)
})
