import { useT } from '../../i18n'
import type { ActionSpec, Entity, ResourceSpec } from '../resource'
import { ActionDialog, useActionState } from './action-dialog'

type BulkBarProps<T extends Entity> = { resource: ResourceSpec<T>; selected: T[]; actions: ActionSpec<T>[]; onClear: () => void }

/** Shown while rows are selected: how many, the bulk actions, and a way to clear the selection. */
export function BulkBar<T extends Entity>({ resource, selected, actions, onClear }: BulkBarProps<T>) {
  const t = useT()
  const [running, setRunning] = useActionState<T>()
  if (!selected.length) return null
  return (
    <div role="region" aria-label={t('engine.bulkActions')} className="flex flex-wrap items-center gap-2 border-b border-stone-200 bg-primary-50 px-4 py-2">
      <p className="mr-2 text-sm font-medium text-stone-900" aria-live="polite">
        {t('engine.selected', { count: selected.length })}
      </p>
      {actions.map((action) => {
        const rows = action.when ? selected.filter(action.when) : selected
        return (
          <button
            key={action.id}
            type="button"
            disabled={!rows.length}
            className={action.tone === 'danger' ? 'admin-btn-danger py-1.5' : 'admin-btn-secondary py-1.5'}
            onClick={() => setRunning({ action, rows })}
          >
            {action.icon && <span aria-hidden="true" className={action.icon} />}
            {t(action.label)}
          </button>
        )
      })}
      <button type="button" className="admin-btn-secondary ml-auto py-1.5" onClick={onClear}>
        {t('engine.clearSelection')}
      </button>
      {running && <ActionDialog resource={resource} action={running.action} rows={running.rows} onClose={() => setRunning(null)} onDone={onClear} />}
    </div>
  )
}
