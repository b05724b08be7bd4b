import type { AdminOrder } from '@medusajs/types'
import { useQuery } from '@tanstack/react-query'
import { queryKeys } from '../../../engine/query-keys'
import type { ActionSpec, ResourceSpec } from '../../../engine/resource'
import { ActionDialog, useActionState } from '../../../engine/screens/action-dialog'
import { useLocale, useT } from '../../../i18n'
import { dateTime } from '../../../ui/format'
import { discardChange, listPendingChanges, pendingChangeLabel, resumeChange } from './pending-changes'

/**
 * The order's changes left open (a return, claim, exchange or edit begun and never confirmed nor discarded): each
 * can be resumed where it was left or discarded. Shown only while there is one, as Medusa refuses any other change
 * of the order until then; on a draft's page its edit.
 */
export function PendingChangesPanel({ order, resource }: { order: AdminOrder; resource: ResourceSpec<AdminOrder> }) {
  const t = useT()
  const locale = useLocale()
  const [running, setRunning] = useActionState<AdminOrder>()
  const changes = useQuery({
    queryKey: queryKeys(resource.name).part(order.id, 'pending-changes'),
    queryFn: ({ signal }) => listPendingChanges(order.id, signal),
  })
  const run = (action: ActionSpec<AdminOrder>) => setRunning({ action, rows: [order] })
  if (!changes.data?.length) return null
  return (
    <div data-testid="pending-changes" className="mx-4 mt-3 flex flex-col gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950">
      <h3 className="font-medium">{t('pendingChanges.title')}</h3>
      <p>{t('pendingChanges.hint')}</p>
      <ul className="flex flex-col gap-2">
        {changes.data.map((change) => (
          <li key={change.id} className="flex flex-wrap items-center justify-between gap-2" data-pending-change={change.change_type}>
            <span>
              {t(pendingChangeLabel(change))} · {t('pendingChanges.begun', { date: dateTime(change.created_at as string, locale) })}
            </span>
            <span className="flex flex-wrap gap-2">
              <button type="button" className="admin-btn-primary" onClick={() => run(resumeChange(change))}>
                {t('pendingChanges.resume')}
              </button>
              <button type="button" className="admin-btn-secondary" onClick={() => run(discardChange(change))}>
                {t('pendingChanges.discard')}
              </button>
            </span>
          </li>
        ))}
      </ul>
      {running && <ActionDialog resource={resource} action={running.action} rows={running.rows} onClose={() => setRunning(null)} />}
    </div>
  )
}
