import * as Popover from '@radix-ui/react-popover'
import { useQuery } from '@tanstack/react-query'
import { useLocale, useT } from '../../i18n'
import { Combobox } from '../../ui/fields/combobox'
import { DatePicker } from '../../ui/fields/date-picker'
import { useLabels } from '../lookup'
import { type FilterSpec, optionText, type Reference } from '../resource'

type FilterBarProps = { filters: FilterSpec[]; values: Record<string, string[]>; onChange: (values: Record<string, string[]>) => void }

/** One button per filter showing what it is set to; each opens its choices. */
export function FilterBar({ filters, values, onChange }: FilterBarProps) {
  const t = useT()
  const active = filters.filter((filter) => values[filter.id]?.length)
  const set = (id: string, next: string[]) => onChange({ ...values, [id]: next })
  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t('engine.filters')}>
      {filters.map((filter) => (
        <FilterButton key={filter.id} filter={filter} value={values[filter.id] ?? []} onChange={(next) => set(filter.id, next)} />
      ))}
      {active.length > 0 && (
        <button type="button" className="admin-link text-sm" onClick={() => onChange({})}>
          {t('engine.clearFilters')}
        </button>
      )}
    </div>
  )
}

// a filter without a reference asks no labels (the lookup is disabled without ids)
const NO_REFERENCE: Reference = { name: 'products', path: '', listKey: '', label: '' }

function FilterButton({ filter, value, onChange }: { filter: FilterSpec; value: string[]; onChange: (value: string[]) => void }) {
  const t = useT()
  const label = t(filter.label)
  const referenceLabels = useLabels(filter.reference ?? NO_REFERENCE, filter.reference ? value : [])
  const locale = useLocale()
  const loaded = useQuery({
    queryKey: ['filter-choices', filter.id, locale],
    queryFn: () => filter.choices!({ t, locale }),
    enabled: !!filter.choices,
    staleTime: 300_000,
  })
  // fixed options in the dictionary's words, or choices whose names are data
  const checkboxes = filter.options
    ? filter.options.map((option) => ({ value: option.value, text: optionText(option, { t, locale }) }))
    : filter.choices
      ? (loaded.data ?? [])
      : null
  const shown = checkboxes
    ? value.map((v) => checkboxes.find((choice) => choice.value === v)?.text ?? '…')
    : filter.reference
      ? value.map((v) => referenceLabels.data?.find((choice) => choice.value === v)?.label ?? '…')
      : value
  return (
    <Popover.Root>
      <Popover.Trigger className={`admin-filter-btn ${value.length ? 'admin-filter-btn-active' : ''}`} data-filter={filter.id}>
        <span aria-hidden="true" className={value.length ? 'i-ph-funnel-fill' : 'i-ph-funnel'} />
        {label}
        {shown.length > 0 && <span className="max-w-48 truncate font-normal">: {shown.join(', ')}</span>}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content align="start" sideOffset={4} className="admin-popover z-40 w-72 p-3" aria-label={label}>
          {checkboxes ? (
            <fieldset className="flex flex-col gap-1" aria-busy={loaded.isLoading}>
              <legend className="mb-1 text-sm font-semibold">{label}</legend>
              {checkboxes.map((option) => (
                <label key={option.value} className="flex items-center gap-2 rounded px-1 py-1 text-sm hover:bg-stone-100">
                  <input
                    type="checkbox"
                    className="admin-checkbox"
                    checked={value.includes(option.value)}
                    onChange={(event) => onChange(event.target.checked ? [...value, option.value] : value.filter((v) => v !== option.value))}
                  />
                  {option.text}
                </label>
              ))}
            </fieldset>
          ) : filter.reference ? (
            <Combobox reference={filter.reference} multiple value={value} onChange={onChange} label={label} />
          ) : filter.date ? (
            <DatePicker value={value[0] ?? null} onChange={(next) => onChange(next ? [next] : [])} label={label} />
          ) : null}
          {value.length > 0 && (
            <button type="button" className="admin-link mt-3 text-sm" onClick={() => onChange([])}>
              {t('engine.clearFilter')}
            </button>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}
