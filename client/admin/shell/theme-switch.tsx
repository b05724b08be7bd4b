import { useEffect, useState } from 'react'
import { useT } from '../i18n'
import { chooseTheme, currentThemeChoice, followSystemTheme, THEME_CHOICES, type ThemeChoice } from './theme'

const ICON: Record<ThemeChoice, string> = { system: 'i-ph-desktop', light: 'i-ph-sun', dark: 'i-ph-moon' }

/**
 * Light, dark or as the system says: one button that moves to the next choice and names the current one.
 * (A plain button: the shell stays free of the menu library, which only screens load.)
 */
export function ThemeSwitch() {
  const t = useT()
  const [choice, setChoice] = useState<ThemeChoice>(currentThemeChoice)
  useEffect(followSystemTheme, [])
  const next = THEME_CHOICES[(THEME_CHOICES.indexOf(choice) + 1) % THEME_CHOICES.length]
  return (
    <button
      type="button"
      className="admin-icon-btn"
      aria-label={t('theme.label', { theme: t(`theme.${choice}`) })}
      title={t('theme.next', { theme: t(`theme.${next}`) })}
      data-theme-choice={choice}
      onClick={() => {
        chooseTheme(next)
        setChoice(next)
      }}
    >
      <span aria-hidden="true" className={`${ICON[choice]} text-lg`} />
    </button>
  )
}
