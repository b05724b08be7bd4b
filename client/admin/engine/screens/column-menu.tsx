import * as Menu from '@radix-ui/react-dropdown-menu'
import { useT } from '../../i18n'
import type { ColumnSpec, Entity } from '../resource'

type ColumnMenuProps<T extends Entity> = { columns: ColumnSpec<T>[]; visible: string[]; onChange: (visible: string[]) => void }

/** Which columns the list shows (kept in the address and in saved views); at least one stays. */
export function ColumnMenu<T extends Entity>({ columns, visible, onChange }: ColumnMenuProps<T>) {
  const t = useT()
  const toggle = (id: string, on: boolean) => {
    const next = on ? columns.map((column) => column.id).filter((c) => c === id || visible.includes(c)) : visible.filter((c) => c !== id)
    if (next.length) onChange(next)
  }
  return (
    <Menu.Root>
      <Menu.Trigger className="admin-btn-secondary">
        <span aria-hidden="true" className="i-ph-columns" />
        <span className="sr-only sm:not-sr-only">{t('engine.columns')}</span>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content align="end" sideOffset={4} className="admin-popover z-40 min-w-52 p-1">
          <Menu.Label className="px-2 py-1.5 text-xs font-semibold uppercase tracking-wide text-stone-600">{t('engine.columns')}</Menu.Label>
          {columns.map((column) => (
            <Menu.CheckboxItem
              key={column.id}
              className="admin-menu-item"
              checked={visible.includes(column.id)}
              onCheckedChange={(on) => toggle(column.id, on === true)}
              onSelect={(event) => event.preventDefault()}
            >
              <span aria-hidden="true" className={visible.includes(column.id) ? 'i-ph-check-square-fill text-primary-700' : 'i-ph-square'} />
              {t(column.label)}
            </Menu.CheckboxItem>
          ))}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  )
}
