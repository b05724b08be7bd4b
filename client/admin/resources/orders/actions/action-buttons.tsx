import type { AdminOrder } from '@medusajs/types'
import type { ActionSpec, ResourceSpec } from '../../../engine/resource'
import { ActionDialog, useActionState } from '../../../engine/screens/action-dialog'
import { useT } from '../../../i18n'

/**
 * The actions of one part of an order (a fulfilment, a payment) as buttons beside it, each opening the engine's
 * dialog on the order. Buttons rather than a menu: these are the steps staff take next, and a phone reaches them
 * with one tap. Only the actions that apply (`when`) show.
 */
export function ActionButtons({
  resource,
  order,
  actions,
  label,
}: {
  resource: ResourceSpec<AdminOrder>
  order: AdminOrder
  actions: ActionSpec<AdminOrder>[]
  label: string
}) {
  const t = useT()
  const [running, setRunning] = useActionState<AdminOrder>()
  const usable = actions.filter((action) => !action.when || action.when(order))
  // a dialog stays open while its action runs, even when the action no longer applies to the refreshed order
  if (!usable.length && !running) return null
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label={label}>
      {usable.map((action) => (
        <button
          key={action.id}
          type="button"
          className={`admin-btn-secondary ${action.tone === 'danger' ? 'text-red-700' : ''}`}
          onClick={() => setRunning({ action, rows: [order] })}
        >
          {action.icon && <span aria-hidden="true" className={action.icon} />}
          {t(action.label)}
        </button>
      ))}
      {running && <ActionDialog resource={resource} action={running.action} rows={running.rows} onClose={() => setRunning(null)} />}
    </div>
  )
}
