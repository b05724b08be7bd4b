import type { AdminWorkflowExecution, AdminWorkflowExecutionStep } from '@medusajs/types'

export type StepRow = {
  id: string
  /** The step's own name (`validate-cart` of `_root.complete-cart.validate-cart`). */
  name: string
  invoke: AdminWorkflowExecutionStep['invoke']['state']
  compensate: AdminWorkflowExecutionStep['compensate']['state'] | null
  startedAt: number | null
}

export type StepErrorRow = { step: string; phase: string; name: string; message: string; stack: string | null; detail: string | null }

const nameOf = (id: string) => id.split('.').pop() ?? id

/**
 * A workflow execution's steps in the order they ran: by start (steps not started yet last, in the order of the
 * workflow's definition), Medusa's bookkeeping root left out. Medusa nests each step under the one before it, so
 * its depth says nothing to staff and is not shown. A step compensated shows its compensation's state too.
 */
export function stepsOf(execution: Pick<AdminWorkflowExecution, 'execution'>): StepRow[] {
  const steps = Object.values(execution.execution?.steps ?? {}).filter((step) => step.id !== '_root')
  const order = new Map(Object.keys(execution.execution?.steps ?? {}).map((id, index) => [id, index]))
  return steps
    .map((step) => ({
      id: step.id,
      name: nameOf(step.id),
      invoke: step.invoke?.state ?? 'not_started',
      compensate: step.compensate && step.compensate.state !== 'dormant' && step.compensate.state !== 'not_started' ? step.compensate.state : null,
      startedAt: typeof step.startedAt === 'number' ? step.startedAt : null,
    }))
    .sort((a, b) => (a.startedAt ?? Infinity) - (b.startedAt ?? Infinity) || (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0))
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : null)

/**
 * Every error Medusa recorded for the execution, in full: the step, whether it failed running or undoing, the error's
 * name, message and stack, and anything else it carried (a code, the invalid data) as JSON.
 */
export function errorsOf(execution: Pick<AdminWorkflowExecution, 'context'>): StepErrorRow[] {
  return (execution.context?.errors ?? []).map((entry) => {
    const error = (entry.error ?? {}) as Record<string, unknown>
    const { name, message, stack, ...rest } = error
    return {
      step: nameOf(entry.action ?? ''),
      phase: entry.handlerType ?? 'invoke',
      name: text(name) ?? 'Error',
      message: text(message) ?? JSON.stringify(error),
      stack: text(stack),
      detail: Object.keys(rest).length ? JSON.stringify(rest, null, 2) : null,
    }
  })
}
