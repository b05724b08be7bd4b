import type { ActionSpec, Entity, ResourceSpec } from './resource'
import { callsOf } from './use-resource'

/** Delete with a confirmation: on every deletable resource's detail page and a deletable child's rows. */
export function deleteAction<T extends Entity>(resource: ResourceSpec<T>): ActionSpec<T> {
  const calls = callsOf(resource)
  return {
    id: 'delete',
    label: 'engine.delete',
    icon: 'i-ph-trash',
    tone: 'danger',
    confirm: { title: 'engine.deleteTitle', text: 'engine.deleteText', action: 'engine.delete' },
    run: (rows) => Promise.all(rows.map((row) => calls.remove(row.id))),
    done: 'engine.deleted',
  }
}
