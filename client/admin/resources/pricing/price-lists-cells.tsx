import type { AdminPriceList } from '@medusajs/types'
import { useLabels } from '../../engine/lookup'
import { useT } from '../../i18n'
import { REFERENCES } from '../references'
import { groupsOf, type PriceListState, stateOf } from './price-lists-state'

const TONE: Record<PriceListState, string> = {
  active: 'bg-emerald-50 text-emerald-800 ring-emerald-600/30',
  scheduled: 'bg-amber-50 text-amber-900 ring-amber-600/30',
  draft: 'bg-stone-100 text-stone-700 ring-stone-500/30',
  expired: 'bg-stone-100 text-stone-700 ring-stone-500/30',
}

/** Whether the list gives its prices now: draft, scheduled, applies now, expired. */
export function PriceListStateBadge({ list }: { list: Pick<AdminPriceList, 'status' | 'starts_at' | 'ends_at'> }) {
  const t = useT()
  const state = stateOf(list)
  return (
    <span
      data-state={state}
      className={`inline-flex items-center whitespace-nowrap max-sm:whitespace-normal rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${TONE[state]}`}
    >
      {t(`priceLists.states.${state}`)}
    </span>
  )
}

/** The names of the customer groups a list is limited to, or "All customers". */
export function PriceListGroups({ list }: { list: Pick<AdminPriceList, 'rules'> }) {
  const t = useT()
  const ids = groupsOf(list)
  const labels = useLabels(REFERENCES.customerGroups, ids)
  if (!ids.length) return <>{t('priceLists.everybody')}</>
  const names = new Map((labels.data ?? []).map((choice) => [choice.value, choice.label]))
  return <>{ids.map((id) => names.get(id) ?? id).join(', ')}</>
}
