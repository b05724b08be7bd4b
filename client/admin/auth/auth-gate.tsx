import type { ReactNode } from 'react'
import { Redirect, useLocation, useSearch } from 'wouter'
import { isUnauthorized } from '../api/errors'
import { AdminLayout } from '../shell/admin-layout'
import { ErrorState, Loading } from '../ui/query-state'
import { useMe } from './session'

/** Every page but the login screen needs a signed-in user; others are sent to log in and come back here. */
export function AuthGate({ children }: { children: ReactNode }) {
  const me = useMe()
  const [path] = useLocation()
  const search = useSearch()
  if (me.isPending) return <Loading />
  if (me.error) {
    if (!isUnauthorized(me.error)) return <ErrorState error={me.error} retry={() => void me.refetch()} />
    const next = encodeURIComponent(path + (search ? `?${search}` : ''))
    // data from before means the session ended while working, not that nobody had signed in
    return <Redirect replace to={`/login?next=${next}${me.data ? '&expired=1' : ''}`} />
  }
  return <AdminLayout user={me.data.user}>{children}</AdminLayout>
}
