import type { MedusaContainer } from '@medusajs/framework/types'
import { ContainerRegistrationKeys } from '@medusajs/framework/utils'

/** Counts what a seed run did, so a second run can prove it changed nothing. */
class Tally {
  created = 0
  changed = 0
  kept = 0

  summary() {
    return `seed: created ${this.created}, changed ${this.changed}, kept ${this.kept}`
  }
}

export type SeedContext = {
  container: MedusaContainer
  query: ReturnType<typeof queryOf>
  tally: Tally
}

const queryOf = (container: MedusaContainer) => container.resolve(ContainerRegistrationKeys.QUERY)

export function seedContext(container: MedusaContainer): SeedContext {
  return { container, query: queryOf(container), tally: new Tally() }
}
