import type { ActionSpec, Entity, RemoveSpec, ResourceSpec } from './resource'
import { callsOf } from './use-resource'

const CONFIRM_ONE = { title: 'engine.deleteTitle', text: 'engine.deleteText', action: 'engine.delete' } as const
const CONFIRM_MANY = { title: 'engine.deleteManyTitle', text: 'engine.deleteManyText', action: 'engine.delete' } as const

/**
 * Delete with a confirmation: `one` names the row (a row's menu, a detail page), `many` counts a list's selection.
 * Rows go by the description's own batch call where it has one, else one DELETE each.
 */
export function deleteAction<T extends Entity>(resource: ResourceSpec<T>, scope: 'one' | 'many' = 'one'): ActionSpec<T> {
  const calls = callsOf(resource)
  const spec: RemoveSpec<T> = typeof resource.remove === 'object' ? resource.remove : {}
  const confirm = scope === 'one' ? CONFIRM_ONE : CONFIRM_MANY
  return {
    id: 'delete',
    label: 'engine.delete',
    icon: 'i-ph-trash',
    tone: 'danger',
    confirm: spec.text ? { ...confirm, text: spec.text[scope] } : confirm,
    when: spec.when,
    run: (rows) => (spec.many ? spec.many(rows.map((row) => row.id)) : Promise.all(rows.map((row) => calls.remove(row.id)))),
    done: scope === 'one' ? 'engine.deleted' : 'engine.deletedMany',
    invalidates: spec.invalidates,
    removes: true,
  }
}

/**
 * The actions of a description with what `remove` adds to them, in one place: delete in each row's menu, for the
 * list's selection, and on the detail page.
 */
export function actionsOf<T extends Entity>(resource: ResourceSpec<T>) {
  const one = resource.remove ? [deleteAction(resource)] : []
  const many = resource.remove ? [deleteAction(resource, 'many')] : []
  return {
    row: [...(resource.list.rowActions ?? []), ...one],
    bulk: [...(resource.list.bulkActions ?? []), ...many],
    detail: [...(resource.detail?.actions ?? []), ...one],
  }
}
