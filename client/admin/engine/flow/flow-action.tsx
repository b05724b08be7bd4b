import type { ZodObject } from 'zod'
import type { ActionSpec } from '../resource'
import { FlowScreen } from './flow-screen'
import type { FlowSpec } from './flow-spec'

type FlowActionSpec<T> = Pick<ActionSpec<T>, 'id' | 'label' | 'icon' | 'tone' | 'when'> & {
  /** The flow for the row it was opened on (an order → its return); made once per opening. */
  flow: (row: T) => FlowSpec<any, ZodObject, any>
}

/**
 * An action of a detail page that opens a flow in a drawer (returns, claims, exchanges, order edits). Closing the
 * drawer half-way cancels the pending change, so the order stays exactly as it was.
 */
export const flowAction = <T,>({ flow, ...spec }: FlowActionSpec<T>): ActionSpec<T> => ({
  ...spec,
  screen: (row, close) => <FlowScreen spec={flow(row)} onClose={close} />,
  // the flow confirms, reports and refreshes by itself
  run: async () => undefined,
  done: spec.label,
})
