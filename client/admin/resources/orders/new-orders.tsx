import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { request } from '../../engine/calls'
import { queryKeys } from '../../engine/query-keys'
import { useT } from '../../i18n'
import { setTitleCount } from '../../shell/page-title'

/** How often the overview and the order list ask for new orders; TanStack Query pauses it while the tab is hidden. */
export const NEW_ORDERS_INTERVAL = 30_000

/**
 * The number of orders placed since staff last looked (opened the page, came back to the window, or pressed
 * the notice), asked every 30 s while the tab is visible, and shown in the tab's title: "(2) Bestellungen · …".
 */
export function useNewOrders() {
  const [since, setSince] = useState(() => new Date().toISOString())
  const query = useQuery({
    queryKey: queryKeys('orders').part('new', 'since', { since }),
    queryFn: ({ signal }) => request<{ count: number }>('/admin/orders', { query: { created_at: { $gt: since }, limit: 1, fields: 'id' }, signal }),
    refetchInterval: NEW_ORDERS_INTERVAL,
  })
  const count = query.data?.count ?? 0
  useEffect(() => {
    setTitleCount(count)
    return () => setTitleCount(0)
  }, [count])
  useEffect(() => {
    const seen = () => setSince(new Date().toISOString())
    window.addEventListener('focus', seen)
    return () => window.removeEventListener('focus', seen)
  }, [])
  return { count, seen: () => setSince(new Date().toISOString()) }
}

/** Beside the list's title: how many orders came in since it was opened (the rows themselves refresh on their own). */
export function NewOrders() {
  const t = useT()
  const { count, seen } = useNewOrders()
  return (
    <span aria-live="polite">
      {count > 0 && (
        <button type="button" className="admin-btn-secondary border-primary-400 text-primary-800" onClick={seen} data-testid="new-orders">
          <span aria-hidden="true" className="i-ph-bell-ringing" />
          {t('orderList.newOrders', { count })}
        </button>
      )}
    </span>
  )
}
