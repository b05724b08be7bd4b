import { useMemo } from 'react'
import type { ZodObject, z } from 'zod'
import { describeError } from '../../api/errors'
import { useLocale, useT } from '../../i18n'
import { money } from '../../ui/format'
import { Loading } from '../../ui/query-state'
import { ResourceForm } from '../form/resource-form'
import { chooseFor, type FlowSpec } from './flow-spec'
import { useFlow } from './use-flow'

type FlowScreenProps<C, S extends ZodObject, P> = { spec: FlowSpec<C, S, P>; onClose: () => void }

/**
 * A flow's screen: the choice of items, then the preview with its amounts and "Confirm", "Cancel" throughout.
 * Closing it half-way cancels the pending change (`useFlow`).
 */
export function FlowScreen<C, S extends ZodObject, P>({ spec, onClose }: FlowScreenProps<C, S, P>) {
  const t = useT()
  const locale = useLocale()
  const flow = useFlow(spec)
  // made once per begun change: a new form spec would reset what staff typed; back from the money, the form shows
  // the choice last requested
  const choose = useMemo(() => {
    if (flow.change === null) return null
    const form = chooseFor(spec.choose, flow.change, { t, locale })
    const last = flow.values
    return last === null ? form : { ...form, values: () => last }
  }, [spec, flow.change, flow.values, t, locale])
  const busy = ['beginning', 'requesting', 'confirming', 'cancelling'].includes(flow.step)
  const stepNumber = flow.step === 'reviewing' || flow.step === 'confirming' ? 2 : 1
  return (
    <section className="flex flex-col gap-4" aria-label={t(spec.title)} aria-busy={busy} data-flow-step={flow.step}>
      <p className="text-sm text-stone-600">{t('flow.step', { step: stepNumber, steps: 2 })}</p>
      {flow.error !== null && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {describeError(t, flow.error)}
        </p>
      )}
      {flow.step === 'beginning' && <Loading />}
      {(flow.step === 'choosing' || flow.step === 'requesting') && flow.change !== null && choose !== null && (
        <ResourceForm
          spec={choose}
          item={flow.change}
          submitLabel={t('flow.request')}
          onSubmit={(_, values) => flow.request(values as z.output<S>)}
          onCancel={() => void flow.cancel().then((cancelled) => cancelled && onClose())}
        />
      )}
      {(flow.step === 'reviewing' || flow.step === 'confirming') && flow.preview !== null && (
        <>
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 rounded-md border border-stone-200 p-4 text-sm" data-flow-amounts>
            {spec.amounts(flow.preview).map((amount) => (
              <div key={`${amount.label} ${Object.values(amount.params ?? {}).join(' ')}`} className={`contents ${amount.emphasis ? 'font-semibold' : ''}`}>
                <dt className="text-stone-700">{t(amount.label, amount.params)}</dt>
                <dd className="text-right tabular-nums text-stone-900">{money(amount.amount, amount.currency, locale)}</dd>
              </div>
            ))}
          </dl>
          <div className="flex flex-wrap justify-end gap-3">
            <button
              type="button"
              className="admin-btn-secondary"
              disabled={busy}
              onClick={() => void flow.cancel().then((cancelled) => cancelled && onClose())}
            >
              {t('flow.cancel')}
            </button>
            <button type="button" className="admin-btn-secondary" disabled={busy} onClick={flow.back}>
              {t('flow.back')}
            </button>
            <button type="button" className="admin-btn-primary" disabled={busy} aria-busy={flow.step === 'confirming'} onClick={() => void flow.confirm()}>
              {t('flow.confirm')}
            </button>
          </div>
        </>
      )}
      {(flow.step === 'confirmed' || flow.step === 'cancelled' || flow.step === 'refused') && (
        <div className="flex flex-col gap-3">
          {flow.step !== 'refused' && (
            <p role="status" className="text-sm text-stone-800">
              {t(flow.step === 'confirmed' ? spec.done : 'flow.cancelled')}
            </p>
          )}
          <button type="button" className="admin-btn-primary self-end" onClick={onClose}>
            {t('engine.done')}
          </button>
        </div>
      )}
    </section>
  )
}
