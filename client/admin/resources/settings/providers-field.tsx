import { useFormContext, useWatch } from 'react-hook-form'
import type { FieldProps } from '../../engine/resource'
import { useT } from '../../i18n'
import { providerName } from '../payment-providers'
import { usePaymentProviders } from './region-data'

const SYSTEM_PROVIDER = 'pp_system_default'

/** The payment methods a region offers: one checkbox per provider Medusa has, named as staff know it. */
export function ProvidersField({ name, label, disabled }: FieldProps) {
  const t = useT()
  const { control, setValue } = useFormContext()
  const chosen: string[] = useWatch({ control, name }) ?? []
  const providers = usePaymentProviders()
  // Medusa's own placeholder provider takes no payment: offered only where a region already has it
  const ids = [...new Set([...(providers.data ?? []).map((provider) => provider.id).filter((id) => id !== SYSTEM_PROVIDER), ...chosen])]
  const toggle = (id: string, on: boolean) =>
    setValue(name, on ? [...chosen, id] : chosen.filter((other) => other !== id), { shouldDirty: true, shouldValidate: true, shouldTouch: true })
  if (providers.isPending) return <p className="text-sm text-stone-600">{t('state.loading')}</p>
  return (
    <fieldset className="flex flex-col gap-2" aria-label={label}>
      {ids.map((id) => (
        <label key={id} className="flex items-center gap-2 text-sm text-stone-800">
          <input
            type="checkbox"
            className="admin-checkbox"
            checked={chosen.includes(id)}
            disabled={disabled}
            onChange={(event) => toggle(id, event.target.checked)}
          />
          {providerName(t, id)}
        </label>
      ))}
    </fieldset>
  )
}
