import { Redirect } from 'wouter'
import { useT } from '../../i18n'
import { EmptyState, ErrorState, Loading } from '../../ui/query-state'
import type { Entity, ResourceSpec } from '../resource'
import { EMPTY_LIST_STATE } from '../url-state'
import { useResourceList } from '../use-resource'

/** The list of a resource Medusa holds once (the store): it opens that one's detail in its place. */
export function SingleScreen<T extends Entity>({ resource }: { resource: ResourceSpec<T> }) {
  const t = useT()
  const list = useResourceList(resource, EMPTY_LIST_STATE)
  if (list.isPending) return <Loading />
  if (list.isError) return <ErrorState error={list.error} retry={() => void list.refetch()} />
  const one = list.data.rows[0]
  if (!one) return <EmptyState text={t('generic.noData')} />
  return <Redirect replace to={`/${encodeURIComponent(one.id)}`} />
}
