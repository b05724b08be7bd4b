import * as Popover from '@radix-ui/react-popover'
import { Command } from 'cmdk'
import { useId, useState } from 'react'
import { type Choice, useLabels, useLookup } from '../../engine/lookup'
import type { Reference } from '../../engine/resource'
import { useT } from '../../i18n'
import { useDebounced } from './use-debounced'

/** A choice known without asking Medusa (a country); `note` is shown beside its label ("in „International“"). */
export type LocalChoice = Choice & { note?: string }

type ComboboxProps = {
  /** Another resource's entities, looked up by what staff type; or `choices` known beforehand, filtered here. */
  reference?: Reference
  choices?: readonly LocalChoice[]
  /** The trigger's text for a multiple choice (default "Choose …"). */
  placeholder?: string
  /** Selected ids (one at most unless `multiple`). */
  value: string[]
  onChange: (value: string[]) => void
  multiple?: boolean
  label: string
  id?: string
  disabled?: boolean
  invalid?: boolean
  describedBy?: string
}

/**
 * Choose one or several entities of another resource by typing (Medusa's `q`, debounced); when the reference
 * can create, an unknown text offers 'Create "{label}"' and selects the new entity. With `choices` instead, the
 * choices are filtered by their label (or their value typed in full).
 */
export function Combobox({ reference, choices: local, placeholder, value, onChange, multiple, label, id, disabled, invalid, describedBy }: ComboboxProps) {
  const t = useT()
  const [open, setOpen] = useState(false)
  const [search, setSearch] = useState('')
  const [creating, setCreating] = useState(false)
  const listId = useId()
  const settled = useDebounced(search.trim(), 150)
  const looked = useLookup(reference, settled, open && !local)
  const labels = useLabels(reference, local ? [] : value)
  const choices: { data?: readonly LocalChoice[]; isFetching: boolean } = local ? { data: filterChoices(local, search), isFetching: false } : looked
  const [created, setCreated] = useState<Choice[]>([])
  const known = [...(local ?? labels.data ?? []), ...created]
  const labelOf = (choiceId: string) => known.find((choice) => choice.value === choiceId)?.label ?? choiceId
  const toggle = (choiceId: string) => {
    if (multiple) onChange(value.includes(choiceId) ? value.filter((item) => item !== choiceId) : [...value, choiceId])
    else {
      onChange(value[0] === choiceId ? [] : [choiceId])
      setOpen(false)
    }
  }
  const text = search.trim()
  // until the choices of what is typed now arrive, those shown are an earlier text's: none of them can be chosen
  // meanwhile, by click or Enter (nor created as new), as they may not be what staff are looking for
  const stale = !local && (settled !== text || looked.isPlaceholderData)
  const exact = (choices.data ?? []).some((choice) => choice.label.toLowerCase() === text.toLowerCase())
  const create = async () => {
    if (!reference?.create || !text) return
    setCreating(true)
    try {
      const newId = await reference.create(text)
      setCreated((list) => [...list, { value: newId, label: text }])
      setSearch('')
      toggle(newId)
    } finally {
      setCreating(false)
    }
  }

  return (
    <div className="flex flex-col gap-2">
      {multiple && value.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label={label}>
          {value.map((choiceId) => (
            <li key={choiceId} className="admin-chip">
              {labelOf(choiceId)}
              <button
                type="button"
                className="admin-chip-remove"
                disabled={disabled}
                aria-label={t('engine.remove', { label: labelOf(choiceId) })}
                onClick={() => toggle(choiceId)}
              >
                <span aria-hidden="true" className="i-ph-x" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger asChild>
          <button
            id={id}
            type="button"
            role="combobox"
            // a combobox takes no name from its text: without an id a <label for> could name, it carries its label itself
            aria-label={id ? undefined : label}
            aria-expanded={open}
            aria-controls={listId}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            disabled={disabled}
            className="admin-input flex items-center justify-between gap-2 text-left"
          >
            <span className={`truncate ${!multiple && value[0] ? '' : 'text-stone-500'}`}>
              {!multiple && value[0] ? labelOf(value[0]) : (placeholder ?? t('engine.choose'))}
            </span>
            <span aria-hidden="true" className="i-ph-caret-up-down shrink-0 text-stone-500" />
          </button>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content align="start" sideOffset={4} className="admin-popover z-50 w-[var(--radix-popover-trigger-width)] min-w-64 p-0">
            <Command shouldFilter={false} label={label} loop>
              <Command.Input value={search} onValueChange={setSearch} placeholder={t('generic.search')} className="admin-command-input" aria-label={label} />
              <Command.List id={listId} className="max-h-64 overflow-y-auto p-1" aria-busy={choices.isFetching || stale}>
                {choices.isFetching && !choices.data ? (
                  <Command.Loading>
                    <p className="px-3 py-2 text-sm text-stone-600">{t('state.loading')}</p>
                  </Command.Loading>
                ) : null}
                <Command.Empty className="px-3 py-2 text-sm text-stone-600">{text ? t('generic.noMatchingData') : t('generic.noData')}</Command.Empty>
                {(choices.data ?? []).map((choice) => (
                  <Command.Item key={choice.value} value={choice.value} onSelect={() => toggle(choice.value)} disabled={stale} className="admin-command-item">
                    <span aria-hidden="true" className={value.includes(choice.value) ? 'i-ph-check text-primary-700' : 'i-ph-check opacity-0'} />
                    <span className="min-w-0 flex-1">{choice.label}</span>
                    {choice.note && <span className="text-xs text-stone-500">{choice.note}</span>}
                  </Command.Item>
                ))}
                {reference?.create && text && !exact && (
                  <Command.Item value={`create:${text}`} onSelect={() => void create()} disabled={creating || stale} className="admin-command-item">
                    <span aria-hidden="true" className="i-ph-plus" />
                    {t('generic.create', { label: text })}
                  </Command.Item>
                )}
              </Command.List>
            </Command>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </div>
  )
}

/** Choices whose label contains what was typed, or whose value is it. */
function filterChoices(choices: readonly LocalChoice[], search: string): LocalChoice[] {
  const text = search.trim().toLowerCase()
  return text ? choices.filter((choice) => choice.label.toLowerCase().includes(text) || choice.value.toLowerCase() === text) : [...choices]
}
