import { useT } from '../i18n'
import { type StatusKind, statusLabel, statusTone } from './statuses'

const COLOUR = {
  good: 'bg-emerald-50 text-emerald-800 ring-emerald-600/30',
  bad: 'bg-red-50 text-red-800 ring-red-600/30',
  open: 'bg-amber-50 text-amber-900 ring-amber-600/30',
}

/** A status of Medusa in words, coloured by what it means for the shop. */
export function StatusBadge({ kind, status }: { kind: StatusKind; status: string | null | undefined }) {
  const t = useT()
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap max-sm:whitespace-normal rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${COLOUR[statusTone(status ?? '')]}`}
    >
      {statusLabel(t, kind, status)}
    </span>
  )
}
