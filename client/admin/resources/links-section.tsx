import { useState } from 'react'
import { linkAction } from '../engine/link-action'
import type { Entity, Reference, ResourceSpec, SectionProps } from '../engine/resource'
import { ActionDialog } from '../engine/screens/action-dialog'
import { useChange } from '../engine/use-resource'
import { type MessageKey, useT } from '../i18n'

type LinksOptions<T extends Entity> = {
  reference: Reference
  /** The linked entities as the detail holds them. */
  read: (item: T) => { id: string; label: string }[]
  /** One call that adds and removes (Medusa's `{ add, remove }` batch bodies). */
  write: (item: T, change: { add: string[]; remove: string[] }) => Promise<unknown>
  empty: MessageKey
  addLabel: MessageKey
}

/** A many-to-many link of a detail (a location's sales channels, its fulfillment providers): chips to remove, a choice to add. */
export function linksSection<T extends Entity>({ reference, read, write, empty, addLabel }: LinksOptions<T>) {
  return function LinksSection({ item, resource }: SectionProps<T>) {
    const t = useT()
    const [adding, setAdding] = useState(false)
    const links = read(item)
    const remove = useChange({
      run: (id: string) => write(item, { add: [], remove: [id] }),
      invalidates: [resource.name, reference.name],
      done: () => ({ key: 'engine.linksSaved', params: {} }),
    })
    return (
      <div className="flex flex-col gap-3 p-4">
        {links.length === 0 ? (
          <p className="text-sm text-stone-600">{t(empty)}</p>
        ) : (
          <ul className="flex flex-wrap gap-1.5">
            {links.map((link) => (
              <li key={link.id} className="admin-chip">
                {link.label}
                <button
                  type="button"
                  className="admin-chip-remove"
                  aria-label={t('engine.remove', { label: link.label })}
                  disabled={remove.isPending}
                  onClick={() => void remove.mutateAsync(link.id).catch(() => undefined)}
                >
                  <span aria-hidden="true" className="i-ph-x" />
                </button>
              </li>
            ))}
          </ul>
        )}
        <button type="button" className="admin-btn-secondary self-start" onClick={() => setAdding(true)}>
          <span aria-hidden="true" className="i-ph-plus" />
          {t(addLabel)}
        </button>
        {adding && (
          <ActionDialog
            resource={resource as ResourceSpec<T>}
            rows={[item]}
            onClose={() => setAdding(false)}
            action={linkAction<T>(addLabel, reference, (ids) => write(item, { add: ids.filter((id) => !links.some((link) => link.id === id)), remove: [] }))}
          />
        )}
      </div>
    )
  }
}
