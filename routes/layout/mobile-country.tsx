import { useId, useState } from 'react'
import { useT } from '../../i18n'
import { countryName } from '../../rules/country-name'
import { usePage } from '../lib/page-context'
import { CountryOptions } from './country-options'
import { Flag } from './flag'

/** The country selector in the mobile menu: a disclosure instead of a hover popover; choosing closes the menu. */
export function MobileCountry({ onChosen }: { onChosen: () => void }) {
  const t = useT()
  const { country, locale } = usePage()
  const [open, setOpen] = useState(false)
  const listId = useId()
  const name = countryName(country, locale)
  return (
    <div className="mx-5 mt-2 rounded-lg border border-stone-200">
      <button
        type="button"
        className="flex w-full items-center gap-3 px-4 py-3 text-left text-sm"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        <span className="text-stone-500">{t('header.deliverTo')}</span>
        <Flag country={country} />
        <span className="flex-1 font-medium text-stone-900">{name}</span>
        <span className={`i-ph-caret-down text-stone-400 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden="true" />
      </button>
      <div id={listId} hidden={!open} className="border-t border-stone-100">
        {open && <CountryOptions autoFocus onChosen={onChosen} className="!max-h-72" />}
      </div>
    </div>
  )
}
