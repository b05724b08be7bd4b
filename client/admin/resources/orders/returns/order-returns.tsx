import type { AdminOrder, AdminReturn } from '@medusajs/types'
import { useQuery } from '@tanstack/react-query'
import { roundCents } from '../../../../../rules/money'
import { queryKeys } from '../../../engine/query-keys'
import type { ActionSpec, ResourceSpec } from '../../../engine/resource'
import { ActionDialog, useActionState } from '../../../engine/screens/action-dialog'
import { type MessageKey, useLocale, useT } from '../../../i18n'
import { dateTime, money } from '../../../ui/format'
import { QueryBody } from '../../../ui/query-state'
import { parcelsOf } from '../calls/return-parcels'
import { listOrderReturns, retrieveOrderForReturn } from '../calls/returns'
import { cancelReturnAction, receiveReturn, refundReturn, shipReturnParcelAction } from './return-actions'

const STATES = ['open', 'requested', 'received', 'partially_received', 'canceled'] as const
const stateLabel = (status: string) => (STATES.includes(status as never) ? (`returns.states.${status}` as MessageKey) : 'returns.states.open')

/** A return's lines in words: "Ring Aurelia × 2 (1 received, 1 damaged)". */
function itemsOf(ret: AdminReturn, t: ReturnType<typeof useT>) {
  return (ret.items ?? []).map((item) => {
    const line = (item as typeof item & { item?: { product_title?: string | null; title?: string | null } }).item
    // Medusa counts the damaged pieces among the received ones
    const damaged = Number(item.damaged_quantity ?? 0)
    const received = Math.max(Number(item.received_quantity ?? 0) - damaged, 0)
    const arrived = received || damaged ? ` (${t('returns.arrived', { received, damaged })})` : ''
    return `${line?.product_title ?? line?.title ?? item.item_id} × ${item.quantity}${arrived}`
  })
}

/**
 * The order's returns with their state, pieces and what can be done next: receive or cancel a requested return, and,
 * once received, refund what the order owes the customer.
 */
export function OrderReturns({ order, resource }: { order: AdminOrder; resource: ResourceSpec<AdminOrder> }) {
  const t = useT()
  const locale = useLocale()
  const [running, setRunning] = useActionState<AdminOrder>()
  const returns = useQuery({
    queryKey: queryKeys('orders').part(order.id, 'returns'),
    queryFn: async ({ signal }) => {
      const [list, current] = await Promise.all([listOrderReturns(order.id, signal), retrieveOrderForReturn(order.id)])
      return { list, due: Math.max(-roundCents(current.summary?.pending_difference), 0) }
    },
  })
  const run = (action: ActionSpec<AdminOrder>) => setRunning({ action, rows: [order] })
  return (
    <div data-testid="after-sales-returns" className="flex flex-col gap-2 px-4 pt-3">
      <h3 className="font-medium text-stone-900">{t('orderDetail.returns')}</h3>
      <QueryBody query={returns}>
        {({ list, due }) => (
          <>
            {list.length === 0 && <p className="text-stone-600">{t('orderDetail.none')}</p>}
            <ul className="flex flex-col divide-y divide-stone-200 rounded-md border border-stone-200 empty:hidden">
              {list.map((ret) => (
                <li key={ret.id} className="flex flex-col gap-2 p-3" data-return={ret.id} data-return-status={ret.status}>
                  <p className="flex flex-wrap items-baseline gap-x-2">
                    <span className="font-medium text-stone-900">{ret.display_id ? `#${ret.display_id}` : t('orderDetail.returns')}</span>
                    <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-800" data-testid="return-state">
                      {t(stateLabel(ret.status ?? 'open'))}
                    </span>
                    <span className="text-xs text-stone-600">{dateTime(ret.received_at ?? ret.requested_at ?? ret.created_at, locale)}</span>
                  </p>
                  <ul className="text-stone-700">
                    {itemsOf(ret, t).map((text, index) => (
                      <li key={index} className="[overflow-wrap:anywhere]">
                        {text}
                      </li>
                    ))}
                  </ul>
                  <ParcelLine ret={ret} />
                  {ret.status === 'requested' && (
                    <div className="flex flex-wrap gap-2">
                      <button type="button" className="admin-btn-primary" onClick={() => run(receiveReturn(ret.id))}>
                        {t('returns.receive')}
                      </button>
                      {parcelsOf(ret)
                        .filter((parcel) => !parcel.shipped_at)
                        .map((parcel) => (
                          <button key={parcel.id} type="button" className="admin-btn-secondary" onClick={() => run(shipReturnParcelAction(parcel.id))}>
                            {t('returnParcels.ship')}
                          </button>
                        ))}
                      {!parcelsOf(ret).some((parcel) => parcel.shipped_at) && (
                        <button type="button" className="admin-btn-secondary" onClick={() => run(cancelReturnAction(ret.id))}>
                          {t('returns.cancel')}
                        </button>
                      )}
                    </div>
                  )}
                </li>
              ))}
            </ul>
            {due > 0 && list.some((ret) => ret.status === 'received' || ret.status === 'partially_received') && (
              <p className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-amber-50 p-3 text-amber-900" data-testid="refund-open">
                <span>
                  {t('returns.refundDue')}: <strong className="tabular-nums">{money(due, order.currency_code, locale)}</strong>
                </span>
                <button type="button" className="admin-btn-primary" onClick={() => run(refundReturn(due))}>
                  {t('returns.refund')}
                </button>
              </p>
            )}
          </>
        )}
      </QueryBody>
      {running && <ActionDialog resource={resource} action={running.action} rows={running.rows} onClose={() => setRunning(null)} />}
    </div>
  )
}

/** The return parcel on its way: its tracking numbers, each linked to the carrier's page when it has one. */
function ParcelLine({ ret }: { ret: AdminReturn }) {
  const t = useT()
  const labels = parcelsOf(ret)
    .filter((parcel) => parcel.shipped_at)
    .flatMap((parcel) => parcel.labels ?? [])
  if (!labels.length) return null
  return (
    <p className="flex flex-wrap gap-x-2 text-stone-700" data-testid="return-parcel">
      <span>{t('returnParcels.onItsWay')}</span>
      {labels.map((label) =>
        label.tracking_url ? (
          <a key={label.tracking_number} className="admin-link" href={label.tracking_url} target="_blank" rel="noreferrer">
            {label.tracking_number}
          </a>
        ) : (
          <span key={label.tracking_number}>{label.tracking_number}</span>
        ),
      )}
    </p>
  )
}
