import type { ZodObject, z } from 'zod'
import type { MessageKey } from '../../i18n'
import type { FormSpec, QueryName, RenderContext } from '../resource'

/** One amount of a preview: what the customer pays more or gets back, the new total. */
/** One line of a flow's money; `params` fill the label's placeholders (a gift card's code). */
export type FlowAmount = { label: MessageKey; params?: Record<string, string>; amount: number; currency: string; emphasis?: boolean }

/**
 * A guided change in steps: begin → choose items → request → confirm, or cancel. Medusa's order changes (returns,
 * claims, exchanges, order edits) are this shape: a pending change is opened, items go in, the change is requested,
 * its preview shows the money, and only confirming applies it. `C` is the pending change as `begin` answers it,
 * `S` the schema of the choice (usually a `lines` field: one line per item with a quantity and a reason), `P` the
 * preview. Every callback returns a promise; a rejection is shown and the flow stays where it was.
 */
export type FlowSpec<C, S extends ZodObject, P> = {
  title: MessageKey
  /** Opens the pending change (Medusa: `POST /admin/returns`, `POST /admin/order-edits` …). */
  begin: () => Promise<C>
  /**
   * The choice of items, prefilled from the pending change (the order's items, quantity 0). A function of the begun
   * change when the form's choices are data `begin` loaded (the order's variants, its shipping options), named in
   * the admin's language (`context`).
   */
  choose: FormSpec<S, C> | ((change: C, context: RenderContext) => FormSpec<S, C>)
  /** Puts the chosen items into the change and requests it; answers the change as it now is. */
  request: (change: C, values: z.output<S>) => Promise<C>
  /** Medusa's preview of the order with the change applied. */
  preview: (change: C) => Promise<P>
  /** The amounts staff see before they confirm. */
  amounts: (preview: P) => FlowAmount[]
  confirm: (change: C) => Promise<unknown>
  /** Drops the pending change: on "Cancel", and whenever the flow is left half-way (navigation, closing the page). */
  cancel: (change: C) => Promise<unknown>
  /** The notification once confirmed. */
  done: MessageKey
  /** What a confirmed or cancelled change refreshes. */
  invalidates: QueryName[]
}

/** A flow with its types inferred from its callbacks: `defineFlow({ begin, choose, request, … })`. */
export const defineFlow = <C, S extends ZodObject, P>(spec: FlowSpec<C, S, P>) => spec

/** The choice's form for the begun change. */
export const chooseFor = <C, S extends ZodObject>(choose: FlowSpec<C, S, unknown>['choose'], change: C, context: RenderContext): FormSpec<S, C> =>
  typeof choose === 'function' ? choose(change, context) : choose

/** `refused`: Medusa did not begin the change (another change of the order is pending), so there is nothing to cancel. */
export type FlowStep = 'beginning' | 'choosing' | 'requesting' | 'reviewing' | 'confirming' | 'confirmed' | 'cancelling' | 'cancelled' | 'refused'
