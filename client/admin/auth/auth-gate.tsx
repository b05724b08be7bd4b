import type { ReactNode } from 'react'
import { Redirect, useLocation, useSearch } from 'wouter'
import { isUnauthorized } from '../api/errors'
import { AdminLayout } from '../shell/admin-layout'
import { ErrorState, Loading } from '../ui/query-state'
import { enrolmentPath } from './enrolment-path'
import { useMe } from './session'
import { useTwoFactorState } from './two-factor-gate'

/**
 * Every page but the login screen needs a signed-in user; others are sent to log in and come back here. While the shop
 * requires a second factor, a member of staff without one is led to their profile to set it up.
 */
export function AuthGate({ children }: { children: ReactNode }) {
  const me = useMe()
  const twoFactor = useTwoFactorState(Boolean(me.data))
  const [path] = useLocation()
  const search = useSearch()
  if (me.isPending) return <Loading />
  if (me.error) {
    if (!isUnauthorized(me.error)) return <ErrorState error={me.error} retry={() => void me.refetch()} />
    const next = encodeURIComponent(path + (search ? `?${search}` : ''))
    // data from before means the session ended while working, not that nobody had signed in
    return <Redirect replace to={`/login?next=${next}${me.data ? '&expired=1' : ''}`} />
  }
  if (twoFactor.isPending) return <Loading />
  const enrol = enrolmentPath(twoFactor.data, path)
  if (enrol) return <Redirect replace to={enrol} />
  return <AdminLayout user={me.data.user}>{children}</AdminLayout>
}
