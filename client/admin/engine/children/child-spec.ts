import type { ChildSpec, Entity } from '../resource'

export type { ChildSpec }

/** A child table with its children's type checked against the parent's: `childOf<AdminCustomer>()<AdminCustomerAddress>({ … })`. */
export const childOf =
  <P extends Entity>() =>
  <C extends Entity>(spec: ChildSpec<P, C>) =>
    spec
