import type { SectionProps } from '../../../engine/resource'
import { useLocale, useT } from '../../../i18n'
import { dateTime, money } from '../../../ui/format'
import { reasonLabel } from '../reason-label'
import type { Payment } from './payment-state'

type Entry = {
  id: string
  amount: unknown
  created_at?: string | Date | null
  note?: string | null
  refund_reason?: { label?: string; metadata?: Record<string, unknown> | null } | null
}

/** One line per capture or refund: when, how much, and for a refund its reason (in the staff's language) and note. */
function Entries({ entries, currency, empty }: { entries: Entry[]; currency: string; empty: 'payments.noCaptures' | 'payments.noRefunds' }) {
  const t = useT()
  const locale = useLocale()
  if (!entries.length) return <p className="px-4 py-3 text-sm text-stone-600">{t(empty)}</p>
  return (
    <ul className="divide-y divide-stone-200 text-sm">
      {entries.map((entry) => {
        const reasonText = entry.refund_reason && reasonLabel(entry.refund_reason, locale)
        return (
          <li key={entry.id} className="flex flex-wrap justify-between gap-x-4 gap-y-1 px-4 py-2">
            <span className="text-stone-700">{dateTime(entry.created_at ? String(entry.created_at) : null, locale)}</span>
            <span className="font-medium tabular-nums text-stone-900">{money(Number(entry.amount), currency, locale)}</span>
            {(reasonText || entry.note) && <span className="w-full text-xs text-stone-600">{[reasonText, entry.note].filter(Boolean).join(' · ')}</span>}
          </li>
        )
      })}
    </ul>
  )
}

export const PaymentCaptures = ({ item }: SectionProps<Payment>) => (
  <Entries entries={(item.captures ?? []) as Entry[]} currency={item.currency_code} empty="payments.noCaptures" />
)
export const PaymentRefunds = ({ item }: SectionProps<Payment>) => (
  <Entries entries={(item.refunds ?? []) as Entry[]} currency={item.currency_code} empty="payments.noRefunds" />
)
