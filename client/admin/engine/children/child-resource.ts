import type { Entity, ResourceSpec } from '../resource'
import type { ChildSpec } from './child-spec'

/**
 * The children of one parent as a resource the generic list renders: the five calls at the parent's path, the
 * child's columns and actions, a query key of their own (`scope`: the path) so two parents' lists never mix.
 */
export function childResource<P extends Entity, C extends Entity>(child: ChildSpec<P, C>, parent: P): ResourceSpec<C> {
  const path = child.path(parent)
  return {
    name: child.name,
    path,
    listKey: child.listKey,
    itemKey: child.itemKey,
    route: '',
    title: child.rowTitle,
    list: {
      columns: child.columns,
      fields: child.fields,
      filters: child.filters,
      search: child.search,
      defaultSort: child.defaultSort,
      rowActions: child.rowActions,
      link: child.link ?? false,
      scope: path,
    },
    calls: child.calls?.(parent),
  }
}
