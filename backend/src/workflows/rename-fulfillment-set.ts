import type { IFulfillmentModuleService, UpdateFulfillmentSetDTO } from '@medusajs/framework/types'
import { Modules } from '@medusajs/framework/utils'
import { createStep, createWorkflow, StepResponse, WorkflowResponse } from '@medusajs/framework/workflows-sdk'

export type RenameFulfillmentSetInput = {
  id: string
  name: string
  /** The English name (rules/name-in-language.ts); "" leaves the German one for English too. */
  name_en: string
}

type Before = { id: string; name: string; metadata: Record<string, unknown> | null }

/** The module stores a set's metadata (its model has the column) though its update type leaves it out. */
const withMetadata = (update: Before) => update as UpdateFulfillmentSetDTO

/** Stores the set's names; undone by putting the names it had back. */
const renameFulfillmentSetStep = createStep(
  'rename-fulfillment-set',
  async (input: RenameFulfillmentSetInput, { container }) => {
    const fulfillment = container.resolve<IFulfillmentModuleService>(Modules.FULFILLMENT)
    const set = await fulfillment.retrieveFulfillmentSet(input.id)
    const before: Before = { id: set.id, name: set.name, metadata: (set.metadata as Record<string, unknown> | null) ?? null }
    // "" rather than a removed key: a module that merges metadata drops a key only when it is given as ""
    const renamed = await fulfillment.updateFulfillmentSets(
      withMetadata({ id: set.id, name: input.name, metadata: { ...before.metadata, name_en: input.name_en } }),
    )
    return new StepResponse(renamed, before)
  },
  async (before, { container }) => {
    if (!before) return
    await container.resolve<IFulfillmentModuleService>(Modules.FULFILLMENT).updateFulfillmentSets(withMetadata(before))
  },
)

/**
 * A fulfillment set's German and English names. Medusa 2.21 creates and deletes fulfillment sets but has no route
 * to change one, so a set's name stayed what it was created with.
 */
export const renameFulfillmentSetWorkflow = createWorkflow('rename-fulfillment-set', (input: RenameFulfillmentSetInput) => {
  return new WorkflowResponse(renameFulfillmentSetStep(input))
})
