import { type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { useT } from '../../i18n'
import { usePage } from '../lib/page-context'
import { Flag } from './flag'
import { goToCountry } from './go-to-country'
import { RetryMessage, SkeletonRows } from './load-states'
import { useCountries } from './use-countries'

const focusables = (list: HTMLElement | null) => Array.from(list?.querySelectorAll<HTMLButtonElement>('button[data-country]') ?? [])

/** Arrow keys, Home and End move between countries; a letter jumps to the next country starting with it. */
function moveFocus(event: KeyboardEvent<HTMLUListElement>) {
  const buttons = focusables(event.currentTarget)
  const index = buttons.indexOf(document.activeElement as HTMLButtonElement)
  let next: number | null = null
  if (event.key === 'ArrowDown') next = Math.min(index + 1, buttons.length - 1)
  else if (event.key === 'ArrowUp') next = Math.max(index - 1, 0)
  else if (event.key === 'Home') next = 0
  else if (event.key === 'End') next = buttons.length - 1
  else if (/^\p{L}$/u.test(event.key)) {
    const letter = event.key.toLocaleLowerCase()
    const starts = (button: HTMLButtonElement) => (button.dataset.name ?? '').toLocaleLowerCase().startsWith(letter)
    const after = buttons.slice(index + 1).find(starts) ?? buttons.find(starts)
    next = after ? buttons.indexOf(after) : null
  }
  if (next === null) return
  event.preventDefault()
  buttons[next]?.focus()
}

type CountryOptionsProps = {
  /** Move focus to the current country once the list is there (opened by click or keyboard). */
  autoFocus?: boolean
  /** Called when a country was chosen, before the page changes (the mobile menu closes itself). */
  onChosen?: () => void
  className?: string
}

/** Every country of the shop with its flag; choosing one loads the same page in that country. */
export function CountryOptions({ autoFocus = false, onChosen, className = '' }: CountryOptionsProps) {
  const t = useT()
  const { country, locale } = usePage()
  const state = useCountries(locale)
  const [choosing, setChoosing] = useState<string | null>(null)
  const list = useRef<HTMLUListElement>(null)

  useEffect(() => {
    if (!autoFocus || state.status !== 'success') return
    const buttons = focusables(list.current)
    ;(buttons.find((button) => button.dataset.country === country) ?? buttons[0])?.focus({ preventScroll: false })
  }, [autoFocus, state.status, country])

  if (state.status === 'pending') return <SkeletonRows rows={6} label={t('country.loading')} rowClassName="px-3 py-2" />
  if (state.status === 'error') return <RetryMessage message={t('country.failed')} onRetry={state.retry} className={`p-3 ${className}`} />

  const choose = (code: string) => {
    onChosen?.()
    if (code === country) return
    setChoosing(code)
    void goToCountry(code)
  }

  return (
    <ul ref={list} className={`max-h-96 overflow-y-auto overscroll-contain p-1 ${className}`} aria-label={t('country.title')} onKeyDown={moveFocus}>
      {state.countries.map((option) => {
        const current = option.iso_2 === country
        return (
          <li key={option.iso_2}>
            <button
              type="button"
              data-country={option.iso_2}
              data-name={option.display_name}
              aria-current={current ? 'true' : undefined}
              disabled={choosing !== null}
              onClick={() => choose(option.iso_2)}
              className={`flex w-full items-center gap-3 rounded-md px-2 py-2 text-left text-sm transition-colors hover:bg-stone-100 focus-visible:bg-stone-100 disabled:cursor-wait ${current ? 'font-medium text-stone-900' : 'text-stone-700'}`}
            >
              <Flag country={option.iso_2} />
              <span className="flex-1">{option.display_name}</span>
              {current && <span className="i-ph-check text-primary-700" aria-hidden="true" />}
              {choosing === option.iso_2 && <span className="i-ph-circle-notch animate-spin text-primary-700" aria-hidden="true" />}
            </button>
          </li>
        )
      })}
    </ul>
  )
}
