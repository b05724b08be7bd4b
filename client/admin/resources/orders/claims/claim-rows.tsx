import type { AdminOrder } from '@medusajs/types'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { request } from '../../../engine/calls'
import { queryKeys } from '../../../engine/query-keys'
import { useChange } from '../../../engine/use-resource'
import { useLocale, useT } from '../../../i18n'
import { ConfirmModal } from '../../../ui/confirm-modal'
import { dateTime, money } from '../../../ui/format'
import { QueryBody } from '../../../ui/query-state'
import { claims, exchanges } from '../calls/change-kinds'

type Piece = { quantity?: number | null }
/** A confirmed claim or exchange as the order's after-sales section lists it: `back` counts a claim's claimed pieces, an exchange's returned ones. */
type Case = {
  kind: 'claim' | 'exchange'
  id: string
  display_id?: number | string | null
  type?: string | null
  created_at?: string | Date | null
  canceled_at?: string | Date | null
  back: number
  out: number
  difference?: number | null
}

const pieces = (lines: Piece[] | null | undefined) => (lines ?? []).reduce((sum, line) => sum + Number(line.quantity ?? 0), 0)

async function casesOf(orderId: string, signal: AbortSignal): Promise<Case[]> {
  const query = { order_id: orderId, limit: 50 }
  type Claim = Omit<Case, 'kind' | 'back' | 'out'> & { claim_items?: Piece[]; additional_items?: Piece[] }
  type Exchange = Omit<Case, 'kind' | 'back' | 'out'> & { difference_due?: number | null; return?: { items?: Piece[] } | null; additional_items?: Piece[] }
  const [{ claims }, { exchanges }] = await Promise.all([
    request<{ claims: Claim[] }>('/admin/claims', {
      query: { ...query, fields: 'id,display_id,type,created_at,canceled_at,*claim_items,*additional_items' },
      signal,
    }),
    request<{ exchanges: Exchange[] }>('/admin/exchanges', {
      query: { ...query, fields: 'id,display_id,created_at,canceled_at,difference_due,*additional_items,*return.items' },
      signal,
    }),
  ])
  return [
    ...claims.map((claim) => ({ ...claim, kind: 'claim' as const, back: pieces(claim.claim_items), out: pieces(claim.additional_items) })),
    ...exchanges.map((exchange) => ({
      ...exchange,
      kind: 'exchange' as const,
      back: pieces(exchange.return?.items),
      out: pieces(exchange.additional_items),
      difference: exchange.difference_due,
    })),
  ].sort((a, b) => String(b.created_at).localeCompare(String(a.created_at)))
}

/**
 * The order's claims and exchanges, each with what came back and went out, and "Cancel" for one whose pieces have
 * not moved yet (Medusa refuses the others with a message, shown as it is).
 */
export function ClaimRows({ order }: { order: AdminOrder }) {
  const t = useT()
  const locale = useLocale()
  const cases = useQuery({ queryKey: queryKeys('orders').part(order.id, 'claims'), queryFn: ({ signal }) => casesOf(order.id, signal) })
  const [cancelling, setCancelling] = useState<Case | null>(null)
  const cancel = useChange({
    run: (entry: Case): Promise<unknown> => (entry.kind === 'claim' ? claims : exchanges).cancel(entry.id),
    invalidates: ['orders'],
    done: (_, entry) => ({ key: entry.kind === 'claim' ? 'claims.claimCancelled' : 'claims.exchangeCancelled' }),
  })
  const name = (entry: Case) =>
    t(entry.kind === 'claim' ? (entry.type === 'refund' ? 'claims.refundClaim' : 'claims.replaceClaim') : 'claims.exchange', { number: entry.display_id ?? '' })
  return (
    <>
      <QueryBody query={cases}>
        {(list) =>
          list.length === 0 ? null : (
            <ul className="flex flex-col divide-y divide-stone-200 border-t border-stone-200 px-4 text-sm" data-testid="claim-rows">
              {list.map((entry) => (
                <li key={entry.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2" data-claim-row={entry.kind}>
                  <span className="font-medium text-stone-900">{name(entry)}</span>
                  <span className="text-stone-600">{dateTime(entry.created_at, locale)}</span>
                  <span className="text-stone-700">
                    {t(entry.kind === 'claim' ? 'claims.claimedPieces' : 'claims.pieces', { back: entry.back, out: entry.out })}
                  </span>
                  {entry.difference ? (
                    <span className="tabular-nums text-stone-700">
                      {t('claims.difference', { amount: money(entry.difference, order.currency_code, locale) })}
                    </span>
                  ) : null}
                  {entry.canceled_at ? (
                    <span className="ml-auto text-stone-600">{t('claims.cancelledAt', { date: dateTime(entry.canceled_at, locale) })}</span>
                  ) : (
                    <button
                      type="button"
                      className="admin-btn-secondary ml-auto"
                      aria-label={t('claims.cancelNamed', { name: name(entry) })}
                      onClick={() => setCancelling(entry)}
                    >
                      {t('claims.cancel')}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )
        }
      </QueryBody>
      {cancelling && (
        <ConfirmModal
          title={t('claims.cancelTitle', { name: name(cancelling) })}
          text={t('claims.cancelText')}
          confirmLabel={t(cancelling.kind === 'claim' ? 'claims.cancelClaim' : 'claims.cancelExchange')}
          busy={cancel.isPending}
          onCancel={() => setCancelling(null)}
          onConfirm={() =>
            void cancel.mutateAsync(cancelling).then(
              () => setCancelling(null),
              () => setCancelling(null),
            )
          }
        />
      )}
    </>
  )
}
