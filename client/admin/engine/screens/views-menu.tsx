import * as Menu from '@radix-ui/react-dropdown-menu'
import { useState } from 'react'
import { ME_QUERY_KEY } from '../../api/query-client'
import { sdk } from '../../api/sdk'
import { useMe } from '../../auth/session'
import { useT } from '../../i18n'
import { Modal } from '../../ui/modal'
import { type SavedView, viewsOf, withoutView, withView } from '../saved-views'
import { useChange } from '../use-resource'

type ViewsMenuProps = { resource: string; currentQuery: string; onApply: (query: string) => void }

/**
 * Saved views of a list (filters, search, sort, columns) for the signed-in member of staff, stored in Medusa
 * in the user's metadata: they follow the person to another browser.
 */
export function ViewsMenu({ resource, currentQuery, onApply }: ViewsMenuProps) {
  const t = useT()
  const me = useMe()
  const user = me.data?.user
  const views = viewsOf(user?.metadata, resource)
  const [naming, setNaming] = useState(false)
  const [name, setName] = useState('')
  const save = useChange({
    run: (metadata: Record<string, unknown>) => sdk.admin.user.update(user!.id, { metadata }),
    invalidates: [ME_QUERY_KEY[0]],
    done: () => null,
  })
  const active = views.find((view) => view.query === currentQuery)
  const store = async (view: SavedView) => {
    await save.mutateAsync(withView(user?.metadata, resource, view))
    setNaming(false)
    setName('')
  }
  return (
    <>
      <Menu.Root>
        <Menu.Trigger className="admin-btn-secondary" disabled={!user}>
          <span aria-hidden="true" className="i-ph-bookmarks-simple" />
          <span className="max-w-40 truncate">{active ? active.name : t('engine.views')}</span>
        </Menu.Trigger>
        <Menu.Portal>
          <Menu.Content align="end" sideOffset={4} className="admin-popover z-40 min-w-60 p-1">
            <Menu.Label className="px-2 py-1.5 text-xs font-semibold uppercase tracking-wide text-stone-600">{t('engine.views')}</Menu.Label>
            {views.length === 0 && <p className="px-2 py-1.5 text-sm text-stone-600">{t('engine.noViews')}</p>}
            {views.map((view) => (
              <div key={view.id} className="flex items-center">
                <Menu.Item className="admin-menu-item flex-1" onSelect={() => onApply(view.query)}>
                  <span aria-hidden="true" className={view === active ? 'i-ph-check text-primary-700' : 'i-ph-check opacity-0'} />
                  {view.name}
                </Menu.Item>
                <Menu.Item
                  className="admin-menu-item px-2 text-red-700"
                  aria-label={t('engine.deleteView', { name: view.name })}
                  onSelect={() => void save.mutateAsync(withoutView(user?.metadata, resource, view.id)).catch(() => undefined)}
                >
                  <span aria-hidden="true" className="i-ph-trash" />
                </Menu.Item>
              </div>
            ))}
            <Menu.Separator className="my-1 h-px bg-stone-200" />
            <Menu.Item className="admin-menu-item" onSelect={() => setNaming(true)}>
              <span aria-hidden="true" className="i-ph-floppy-disk" />
              {t('engine.saveView')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Portal>
      </Menu.Root>
      <Modal open={naming} onOpenChange={setNaming} title={t('engine.saveView')} description={t('engine.saveViewText')}>
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault()
            const trimmed = name.trim()
            if (trimmed) void store({ id: crypto.randomUUID(), name: trimmed.slice(0, 60), query: currentQuery }).catch(() => undefined)
          }}
        >
          <label className="flex flex-col gap-1 text-sm font-medium text-stone-800">
            {t('engine.viewName')}
            <input autoFocus required maxLength={60} value={name} onChange={(event) => setName(event.target.value)} className="admin-input" />
          </label>
          <div className="flex justify-end gap-3">
            <button type="button" className="admin-btn-secondary" onClick={() => setNaming(false)}>
              {t('generic.cancel')}
            </button>
            <button type="submit" className="admin-btn-primary" disabled={save.isPending || !name.trim()}>
              {t('engine.save')}
            </button>
          </div>
        </form>
      </Modal>
    </>
  )
}
