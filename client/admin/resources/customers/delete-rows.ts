import { request } from '../../engine/calls'
import type { ActionSpec, Entity } from '../../engine/resource'

/**
 * Deleting one or several rows of the shop's own data for good (a deletion request, spam), after a confirmation that
 * names what goes: `DELETE {path}/{id}` for each.
 */
export const deleteRows = <T extends Entity>(path: string): ActionSpec<T> => ({
  id: 'delete',
  label: 'engine.delete',
  icon: 'i-ph-trash',
  tone: 'danger',
  confirm: { title: 'shopData.deleteTitle', text: 'shopData.deleteText', action: 'engine.delete' },
  run: (rows) => Promise.all(rows.map((row) => request(`${path}/${encodeURIComponent(row.id)}`, { method: 'DELETE' }))),
  done: 'shopData.deleted',
})
