import * as Menu from '@radix-ui/react-dropdown-menu'
import { useLocale, useT } from '../../i18n'
import type { ActionSpec, Entity, ResourceSpec } from '../resource'
import { ActionDialog, useActionState } from './action-dialog'

/** The ⋯ menu of a row: the description's row actions that apply to it. */
export function RowActions<T extends Entity>({
  resource,
  row,
  actions,
  onEdit,
}: {
  resource: ResourceSpec<T>
  row: T
  actions: ActionSpec<T>[]
  onEdit?: (row: T) => void
}) {
  const t = useT()
  const locale = useLocale()
  const [running, setRunning] = useActionState<T>()
  const usable = actions.filter((action) => !action.when || action.when(row))
  if (!usable.length && !onEdit) return null
  return (
    <>
      <Menu.Root>
        <Menu.Trigger className="admin-icon-btn h-8 w-8" aria-label={t('engine.rowActions', { title: resource.title(row, locale) })}>
          <span aria-hidden="true" className="i-ph-dots-three-bold" />
        </Menu.Trigger>
        <Menu.Portal>
          <Menu.Content align="end" sideOffset={4} className="admin-popover z-40 min-w-44 p-1">
            {onEdit && (
              <Menu.Item className="admin-menu-item" onSelect={() => onEdit(row)}>
                <span aria-hidden="true" className="i-ph-pencil-simple" />
                {t('engine.edit')}
              </Menu.Item>
            )}
            {usable.map((action) => (
              <Menu.Item
                key={action.id}
                className={`admin-menu-item ${action.tone === 'danger' ? 'text-red-700' : ''}`}
                onSelect={() => setRunning({ action, rows: [row] })}
              >
                {action.icon && <span aria-hidden="true" className={action.icon} />}
                {t(action.label)}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Portal>
      </Menu.Root>
      {running && <ActionDialog resource={resource} action={running.action} rows={running.rows} onClose={() => setRunning(null)} />}
    </>
  )
}
