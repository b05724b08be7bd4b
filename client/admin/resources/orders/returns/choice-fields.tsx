import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { useFormContext } from 'react-hook-form'
import { nameIn } from '../../../../../rules/name-in-language'
import { queryKeys } from '../../../engine/query-keys'
import type { FieldProps } from '../../../engine/resource'
import { useLocale, useT } from '../../../i18n'
import { money } from '../../../ui/format'
import { listRefundReasons } from '../calls/payments'
import { listReturnReasons } from '../calls/return-reasons'
import { listReturnOptions } from '../calls/returns'
import { reasonLabel } from '../reason-label'

type Choice = { value: string; text: string }

/** A select whose choices are Medusa's data (reasons, options), registered with the form the field sits in. */
function DataSelect({ name, label, disabled, choices, empty }: FieldProps & { choices: Choice[] | undefined; empty?: string }) {
  const { register } = useFormContext()
  const id = useId()
  return (
    <select id={id} aria-label={label} {...register(name)} disabled={disabled} aria-busy={!choices} className="admin-input">
      {empty !== undefined && <option value="">{empty}</option>}
      {(choices ?? []).map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.text}
        </option>
      ))}
    </select>
  )
}

/** Why a piece comes back: the shop's return reasons. */
export function ReturnReasonSelect(props: FieldProps) {
  const t = useT()
  const locale = useLocale()
  const reasons = useQuery({ queryKey: [...queryKeys('orders').all, 'choices', 'return-reasons'], queryFn: listReturnReasons, staleTime: 300_000 })
  return (
    <DataSelect {...props} empty={t('returns.noReason')} choices={reasons.data?.map((reason) => ({ value: reason.id, text: reasonLabel(reason, locale) }))} />
  )
}

/** What a refund is booked as: the shop's refund reasons. */
export function RefundReasonSelect(props: FieldProps) {
  const t = useT()
  const locale = useLocale()
  const reasons = useQuery({ queryKey: [...queryKeys('orders').all, 'choices', 'refund-reasons'], queryFn: listRefundReasons, staleTime: 300_000 })
  return (
    <DataSelect
      {...props}
      empty={t('returns.chooseReason')}
      choices={reasons.data?.map((reason) => ({ value: reason.id, text: reasonLabel(reason, locale) }))}
    />
  )
}

/** The return options of the order's shipping zone, each with its price in the order's currency. */
export const returnOptionSelect = (countryCode: string | null | undefined, currency: string) =>
  function ReturnOptionSelect(props: FieldProps) {
    const t = useT()
    const locale = useLocale()
    const options = useQuery({
      queryKey: [...queryKeys('orders').all, 'choices', 'return-options', countryCode ?? ''],
      queryFn: () => listReturnOptions(countryCode),
      staleTime: 300_000,
    })
    const priceOf = (prices: { amount: number; currency_code: string }[]) => prices.find((price) => price.currency_code === currency)?.amount
    return (
      <DataSelect
        {...props}
        empty={t('returns.noShipping')}
        choices={options.data?.map((option) => ({
          value: option.id,
          text:
            priceOf(option.prices) === undefined ? nameIn(option, locale) : `${nameIn(option, locale)} (${money(priceOf(option.prices), currency, locale)})`,
        }))}
      />
    )
  }
