import type { AdminOrder } from '@medusajs/types'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { describeError } from '../api/errors'
import { sdk } from '../api/sdk'
import { useLocale, useT } from '../i18n'
import { useNotify } from '../notifications/notifications'
import { ConfirmDialog } from '../ui/confirm-dialog'
import { money } from '../ui/format'
import { capturablePayments } from './payments'

/** A change of the order: reported as a notification either way, then every order view reloads. */
function useOrderAction(run: () => Promise<unknown>, done: string) {
  const t = useT()
  const notify = useNotify()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: run,
    onSuccess: () => notify({ title: done, tone: 'success' }),
    onError: (error) => notify({ title: t('order.actionFailed', { message: describeError(t, error) }), tone: 'error' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['orders'] }),
  })
}

/** Capture payment and cancel order: each asks first and reports the outcome as a notification. */
export function OrderActions({ order }: { order: AdminOrder }) {
  const t = useT()
  const locale = useLocale()
  const id = order.display_id ?? order.id
  const payments = capturablePayments(order)
  const open = payments.reduce((sum, payment) => sum + Number(payment.amount), 0)

  // one order normally has one payment; several are captured one after the other
  const capture = useOrderAction(async () => {
    for (const payment of payments) await sdk.admin.payment.capture(payment.id, {})
  }, t('order.captured', { id }))
  const cancel = useOrderAction(() => sdk.admin.order.cancel(order.id), t('order.cancelled', { id }))

  if (order.status === 'canceled') return null
  return (
    <>
      {payments.length > 0 && (
        <ConfirmDialog
          trigger={
            <button type="button" className="admin-btn-primary">
              <span aria-hidden="true" className="i-ph-hand-coins" />
              {t('order.capture')}
            </button>
          }
          title={t('order.captureTitle')}
          text={t('order.captureText', { amount: money(open, order.currency_code, locale) })}
          confirmLabel={t('order.captureConfirm')}
          onConfirm={() => capture.mutateAsync().catch(() => {})}
        />
      )}
      <ConfirmDialog
        trigger={
          <button type="button" className="admin-btn-secondary">
            <span aria-hidden="true" className="i-ph-prohibit" />
            {t('order.cancel')}
          </button>
        }
        title={t('order.cancelTitle')}
        text={t('order.cancelText', { id })}
        confirmLabel={t('order.cancelConfirm')}
        tone="danger"
        onConfirm={() => cancel.mutateAsync().catch(() => {})}
      />
    </>
  )
}
