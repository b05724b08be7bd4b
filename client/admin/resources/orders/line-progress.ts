import type { MessageKey } from '../../i18n'
import type { LineProgress } from './calls/line-items'

const STEPS: [keyof LineProgress, MessageKey][] = [
  ['fulfilled_quantity', 'orderLines.packed'],
  ['shipped_quantity', 'orderLines.shipped'],
  ['delivered_quantity', 'orderLines.delivered'],
  ['return_requested_quantity', 'orderLines.returnRequested'],
  ['return_received_quantity', 'orderLines.returned'],
  ['return_dismissed_quantity', 'orderLines.damaged'],
  ['written_off_quantity', 'orderLines.writtenOff'],
]

/** The steps a line's pieces have reached, in the order they happen, each with how many (none: nothing yet). */
export function progressOf(line: LineProgress | undefined): { label: MessageKey; count: number }[] {
  if (!line) return []
  return STEPS.map(([field, label]) => ({ label, count: Number(line[field] ?? 0) })).filter((step) => step.count > 0)
}
