import { useAtomValue } from 'jotai'
import { lazy, Suspense, useEffect, useState } from 'react'
import { notificationsAtom } from '../lib/notify'

// Radix Toast is loaded with the first notification, never with a page's initial JS.
const Toasts = lazy(() => import('./notifications-toasts'))

/** The global notification area, mounted once per layout; empty until something is announced. */
export function Notifications() {
  const list = useAtomValue(notificationsAtom)
  const [wanted, setWanted] = useState(false)
  useEffect(() => {
    if (list.length > 0) setWanted(true)
  }, [list.length])
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  )
}
