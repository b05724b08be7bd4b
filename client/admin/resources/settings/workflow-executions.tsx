import type { AdminWorkflowExecution } from '@medusajs/types'
import { valueText } from '../../engine/columns'
import { defineResource, type Option } from '../../engine/resource'
import { StatusBadge } from '../../ui/status-badge'
import { statusLabel } from '../../ui/statuses'
import { registered } from '../registry'
import { WorkflowErrors, WorkflowInput, WorkflowSteps } from './workflow-sections'

// failed first: the list is opened to find out why something went wrong
const STATES: Option[] = (['failed', 'reverted', 'compensating', 'waiting_to_compensate', 'invoking', 'not_started', 'done'] as const).map((state) => ({
  value: state,
  label: `workflows.states.${state}`,
}))

/**
 * Medusa's workflow executions (GET /admin/workflows-executions, GET …/{id}): which workflow ran when and how it
 * ended, filtered by state; the detail shows each step's state, every error in full and the input — what staff need
 * to see why an order placement (complete-cart) failed. Read-only. Medusa keeps the executions of workflows that
 * store theirs (the order placement among them) for their retention time.
 */
export const workflowExecutions = defineResource<AdminWorkflowExecution>({
  ...registered('workflow-executions'),
  title: (execution) => execution.workflow_id,
  list: {
    columns: [
      { id: 'workflow_id', label: 'workflows.workflow', sort: 'workflow_id' },
      {
        id: 'state',
        label: 'workflows.state',
        primary: true,
        cell: (execution) => <StatusBadge kind="workflow" status={execution.state} />,
        csv: (execution, { t }) => statusLabel(t, 'workflow', execution.state),
      },
      { id: 'created_at', label: 'workflows.started', sort: 'created_at' },
      { id: 'transaction_id', label: 'workflows.transaction', hidden: true },
    ],
    filters: [{ id: 'state', label: 'workflows.state', options: STATES }],
    search: 'workflows.searchHint',
    defaultSort: '-created_at',
  },
  detail: {
    fields: 'id,workflow_id,transaction_id,state,execution,context,created_at,updated_at',
    sections: [
      {
        id: 'overview',
        title: 'workflows.overview',
        aside: true,
        rows: [
          { label: 'workflows.state', value: (execution) => <StatusBadge kind="workflow" status={execution.state} /> },
          { label: 'workflows.transaction', value: (execution) => <span className="[overflow-wrap:anywhere]">{execution.transaction_id}</span> },
          { label: 'workflows.started', value: (execution, context) => valueText(execution.created_at, context) },
          { label: 'workflows.updated', value: (execution, context) => valueText(execution.updated_at, context) },
        ],
      },
      { id: 'errors', title: 'workflows.errors', component: WorkflowErrors },
      { id: 'steps', title: 'workflows.steps', component: WorkflowSteps },
      { id: 'input', title: 'workflows.input', component: WorkflowInput },
    ],
  },
})
