import type { AdminOrder } from '@medusajs/types'
import { useQuery } from '@tanstack/react-query'
import { request } from '../../../engine/calls'
import { queryKeys } from '../../../engine/query-keys'
import type { SectionProps } from '../../../engine/resource'
import { type MessageKey, useLocale, useT } from '../../../i18n'
import { dateTime } from '../../../ui/format'
import { QueryBody } from '../../../ui/query-state'
import { changeStateText } from '../change-types'
import { PendingChangesPanel } from '../changes/pending-changes-panel'
import { ClaimRows } from '../claims/claim-rows'
import { OrderReturns } from '../returns/order-returns'

type Case = { id: string; status?: string | null; created_at?: string | Date | null; display_id?: number | null; change_type?: string | null }

/** The order's edits as Medusa keeps them (read-only here; the edit flow is an action of the order). */
async function afterSalesOf(orderId: string, signal: AbortSignal) {
  const changes = await request<{ order_changes: Case[] }>(`/admin/orders/${encodeURIComponent(orderId)}/changes`, { query: { change_type: 'edit' }, signal })
  return { edits: changes.order_changes.filter((change) => change.change_type === 'edit') }
}

const GROUPS: ['edits', MessageKey][] = [['edits', 'orderDetail.edits']]

/**
 * Changes left open (resume, discard), returns with their actions (receive, cancel, refund), claims and exchanges
 * with theirs (cancel), then the edits.
 */
export function AfterSalesSection({ item: order, resource }: SectionProps<AdminOrder>) {
  const t = useT()
  const locale = useLocale()
  const cases = useQuery({ queryKey: queryKeys('orders').part(order.id, 'after-sales'), queryFn: ({ signal }) => afterSalesOf(order.id, signal) })
  return (
    <div className="flex flex-col text-sm">
      <PendingChangesPanel order={order} resource={resource} />
      <OrderReturns order={order} resource={resource} />
      <ClaimRows order={order} />
      <QueryBody query={cases}>
        {(data) => (
          <dl className="grid gap-3 px-4 py-3 text-sm sm:grid-cols-2">
            {GROUPS.map(([key, label]) => (
              <div key={key} data-testid={`after-sales-${key}`}>
                <dt className="font-medium text-stone-900">{t(label)}</dt>
                {data[key].length === 0 ? (
                  <dd className="text-stone-600">{t('orderDetail.none')}</dd>
                ) : (
                  data[key].map((entry) => (
                    <dd key={entry.id} className="text-stone-700">
                      {entry.display_id ? `#${entry.display_id} · ` : ''}
                      {changeStateText(t, entry.status)} · {dateTime(entry.created_at as string, locale)}
                    </dd>
                  ))
                )}
              </div>
            ))}
          </dl>
        )}
      </QueryBody>
    </div>
  )
}
