import * as Menu from '@radix-ui/react-dropdown-menu'
import { useT } from '../../i18n'
import type { ActionSpec, Entity } from '../resource'

/** From this many actions on, a phone shows one menu instead of a screenful of buttons. */
const MENU_FROM = 3

/**
 * A detail page's own actions: buttons, and on a phone (below 640 px) one "Actions" menu once there are several, so
 * the first screen shows the record, not its buttons.
 */
export function DetailActions<T extends Entity>({ item, actions, onRun }: { item: T; actions: ActionSpec<T>[]; onRun: (action: ActionSpec<T>) => void }) {
  const t = useT()
  const usable = actions.filter((action) => !action.when || action.when(item))
  const folded = usable.length >= MENU_FROM
  return (
    <>
      {usable.map((action) => (
        <button
          key={action.id}
          type="button"
          className={`${action.tone === 'danger' ? 'admin-btn-secondary text-red-700' : 'admin-btn-secondary'} ${folded ? 'max-sm:hidden' : ''}`}
          onClick={() => onRun(action)}
        >
          {action.icon && <span aria-hidden="true" className={action.icon} />}
          {t(action.label)}
        </button>
      ))}
      {folded && (
        <Menu.Root>
          <Menu.Trigger className="admin-btn-secondary sm:hidden">
            <span aria-hidden="true" className="i-ph-dots-three-bold" />
            {t('engine.actions')}
          </Menu.Trigger>
          <Menu.Portal>
            <Menu.Content align="start" sideOffset={4} className="admin-popover z-40 min-w-52 p-1">
              {usable.map((action) => (
                <Menu.Item key={action.id} className={`admin-menu-item ${action.tone === 'danger' ? 'text-red-700' : ''}`} onSelect={() => onRun(action)}>
                  {action.icon && <span aria-hidden="true" className={action.icon} />}
                  {t(action.label)}
                </Menu.Item>
              ))}
            </Menu.Content>
          </Menu.Portal>
        </Menu.Root>
      )}
    </>
  )
}
