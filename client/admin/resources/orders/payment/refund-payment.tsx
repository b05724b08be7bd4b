import type { AdminOrder, AdminPayment } from '@medusajs/types'
import { Controller, useFormContext, useWatch } from 'react-hook-form'
import { z } from 'zod'
import { actionOf, type FieldProps, formOf } from '../../../engine/resource'
import { useLocale, useT } from '../../../i18n'
import { NumberInput } from '../../../ui/fields/number-input'
import { money } from '../../../ui/format'
import { querySelect } from '../actions/query-select'
import { listRefundReasons, refundPayment } from '../calls/payments'
import { reasonLabel } from '../reason-label'
import { refundableOf } from './money-owed'

// the seeded reasons are German with the English label in metadata; Medusa's own defaults are English only
const RefundReasonField = querySelect({
  key: ['refund-reasons', 'choices'],
  load: async (locale) => (await listRefundReasons()).map((reason) => ({ value: reason.id, text: reasonLabel(reason, locale) })),
  optional: true,
})

/** The amount with what it pays back stated beside it as staff type, so the money is read before it is confirmed. */
function refundAmountField(currency: string, refundable: number) {
  return function RefundAmount({ name, label, disabled }: FieldProps) {
    const t = useT()
    const locale = useLocale()
    const { control } = useFormContext()
    const amount = Number(useWatch({ control, name }) ?? 0)
    return (
      <>
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <NumberInput
              ref={field.ref}
              aria-label={label}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              step={0.01}
              min={0}
              max={refundable}
              disabled={disabled}
            />
          )}
        />
        <p className="text-sm text-stone-800" aria-live="polite" data-testid="refund-preview">
          {t('fulfil.refundPreview', {
            amount: money(amount > 0 && amount <= refundable ? amount : 0, currency, locale),
            refundable: money(refundable, currency, locale),
          })}
        </p>
      </>
    )
  }
}

/**
 * Pays back all or part of one captured payment: the amount (the refundable remainder unless staff lower it, never
 * more), a refund reason and a note. Medusa's event then issues the credit note and mails the customer.
 */
export function refundAction(payment: AdminPayment, currency: string) {
  const refundable = refundableOf(payment)
  return actionOf<AdminOrder>()({
    id: `refund-${payment.id}`,
    label: 'fulfil.refund',
    icon: 'i-ph-arrow-u-up-left',
    form: formOf<AdminOrder[]>()({
      schema: z.object({ amount: z.number().min(0.01).max(refundable), refund_reason_id: z.string().min(1), note: z.string().trim().max(500).optional() }),
      fields: [
        { name: 'amount', label: 'fulfil.refundAmount', component: refundAmountField(currency, refundable) },
        { name: 'refund_reason_id', label: 'fulfil.refundReason', component: RefundReasonField },
        { name: 'note', label: 'fulfil.refundNote', kind: 'textarea' },
      ],
      values: () => ({ amount: refundable, refund_reason_id: '', note: '' }),
      toBody: (values) => values,
    }),
    when: () => refundable > 0,
    run: (_, values) => refundPayment(payment.id, { amount: values.amount, refund_reason_id: values.refund_reason_id, note: values.note || undefined }),
    done: 'fulfil.refunded',
  })
}
