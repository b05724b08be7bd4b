import type { AdminDraftOrder } from '@medusajs/types'
import { useLocation } from 'wouter'
import { describeError } from '../../../api/errors'
import type { ActionSpec } from '../../../engine/resource'
import { useChange } from '../../../engine/use-resource'
import { useLocale, useT } from '../../../i18n'
import { money } from '../../../ui/format'
import { convertDraftToOrder } from '../calls/draft-orders'
import { orderNumber } from '../order-fields'

/**
 * The draft becomes the customer's order after staff saw its total; the order then opens (the draft is no more, so
 * its page would be gone).
 */
function ConvertDraft({ draft, onClose }: { draft: AdminDraftOrder; onClose: () => void }) {
  const t = useT()
  const locale = useLocale()
  const [, navigate] = useLocation()
  const convert = useChange({
    run: async () => {
      const order = await convertDraftToOrder(draft.id)
      navigate(`~/admin/${locale}/orders/${encodeURIComponent(order.id)}`)
      return order
    },
    invalidates: ['orders', 'draft-orders'],
    done: (order) => ({ key: 'draftOrders.converted', params: { number: orderNumber(order) } }),
    quiet: true,
  })
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-stone-700">{t('draftOrders.convertText')}</p>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 rounded-md border border-stone-200 p-4 text-sm">
        <dt className="text-stone-700">{t('draftOrders.customer')}</dt>
        <dd className="min-w-0 break-words text-right">{draft.email}</dd>
        <dt className="font-semibold text-stone-900">{t('order.total')}</dt>
        <dd className="text-right font-semibold tabular-nums" data-testid="convert-total">
          {money(draft.total, draft.currency_code, locale)}
        </dd>
      </dl>
      {convert.isError && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {describeError(t, convert.error)}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" className="admin-btn-secondary" disabled={convert.isPending} onClick={onClose}>
          {t('generic.cancel')}
        </button>
        <button
          type="button"
          className="admin-btn-primary"
          disabled={convert.isPending}
          aria-busy={convert.isPending}
          onClick={() => convert.mutate(undefined)}
        >
          {t('draftOrders.convert')}
        </button>
      </div>
    </div>
  )
}

/** "Convert to order", with the total shown before. */
export const convertDraft: ActionSpec<AdminDraftOrder> = {
  id: 'convert',
  label: 'draftOrders.convert',
  icon: 'i-ph-receipt',
  when: (draft) => draft.status === 'draft',
  screen: (draft, close) => <ConvertDraft draft={draft} onClose={close} />,
  // the screen converts, reports and refreshes by itself
  run: async () => undefined,
  done: 'draftOrders.converted',
}
