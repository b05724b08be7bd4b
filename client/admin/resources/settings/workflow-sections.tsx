import type { AdminWorkflowExecution } from '@medusajs/types'
import type { Locale } from '../../../../rules/languages'
import { formatDate } from '../../../../rules/shop-dates'
import { useLocale, useT } from '../../i18n'
import { StatusBadge } from '../../ui/status-badge'
import { errorsOf, stepsOf } from './workflow-steps'

const time = (at: number | null, locale: Locale) => formatDate(at, locale, 'shortSeconds')

/** Each step of the execution with the state it reached (and its compensation's, when it was undone). */
export function WorkflowSteps({ item }: { item: AdminWorkflowExecution }) {
  const t = useT()
  const locale = useLocale()
  const steps = stepsOf(item)
  if (!steps.length) return <p className="px-4 py-3 text-sm text-stone-600">{t('workflows.noSteps')}</p>
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <thead className="text-left text-stone-600">
          <tr>
            <th className="px-4 py-2 font-medium">{t('workflows.step')}</th>
            <th className="px-4 py-2 font-medium">{t('workflows.invoke')}</th>
            <th className="px-4 py-2 font-medium">{t('workflows.compensate')}</th>
            <th className="px-4 py-2 font-medium max-sm:hidden">{t('workflows.started')}</th>
          </tr>
        </thead>
        <tbody>
          {steps.map((step) => (
            <tr key={step.id} className="border-t border-stone-100" data-step={step.name}>
              <td className="px-4 py-2 [overflow-wrap:anywhere]" title={step.id}>
                {step.name}
              </td>
              <td className="px-4 py-2">
                <StatusBadge kind="workflow" status={step.invoke} />
              </td>
              <td className="px-4 py-2">{step.compensate ? <StatusBadge kind="workflow" status={step.compensate} /> : '–'}</td>
              <td className="px-4 py-2 whitespace-nowrap text-stone-600 max-sm:hidden">{time(step.startedAt, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** Every error Medusa recorded, in full (message, stack, what else it carried): what went wrong, and where. */
export function WorkflowErrors({ item }: { item: AdminWorkflowExecution }) {
  const t = useT()
  const errors = errorsOf(item)
  if (!errors.length) return <p className="px-4 py-3 text-sm text-stone-600">{t('workflows.noErrors')}</p>
  return (
    <ol className="flex flex-col gap-4 px-4 py-3">
      {errors.map((error, index) => (
        <li key={index} className="flex flex-col gap-2" data-error={error.step}>
          <p className="text-sm font-medium text-stone-900">
            {t('workflows.errorOf', { step: error.step, phase: t(error.phase === 'compensate' ? 'workflows.compensate' : 'workflows.invoke') })}
          </p>
          <p className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900 [overflow-wrap:anywhere]" role="note">
            {error.name}: {error.message}
          </p>
          {[error.detail, error.stack].filter(Boolean).map((block) => (
            <pre key={block} className="max-h-80 overflow-auto rounded-md bg-stone-100 p-3 text-xs text-stone-800 whitespace-pre-wrap [overflow-wrap:anywhere]">
              {block}
            </pre>
          ))}
        </li>
      ))}
    </ol>
  )
}

/** What the workflow was started with (the cart of an order placement), as Medusa kept it. */
export function WorkflowInput({ item }: { item: AdminWorkflowExecution }) {
  const payload = item.context?.data?.payload
  if (payload === undefined) return <p className="px-4 py-3 text-sm text-stone-600">–</p>
  return (
    <pre className="max-h-80 overflow-auto px-4 py-3 text-xs text-stone-800 whitespace-pre-wrap [overflow-wrap:anywhere]">
      {JSON.stringify(payload, null, 2)}
    </pre>
  )
}
