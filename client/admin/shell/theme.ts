export type ThemeChoice = 'system' | 'light' | 'dark'
const THEME_KEY = 'admin_theme'
export const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark']

const read = (): ThemeChoice => {
  try {
    const value = localStorage.getItem(THEME_KEY)
    return THEME_CHOICES.includes(value as ThemeChoice) ? (value as ThemeChoice) : 'system'
  } catch {
    return 'system'
  }
}

/** Light or dark: the choice, or the system's preference when none was made. */
export const resolveTheme = (choice: ThemeChoice, systemDark: boolean): 'light' | 'dark' => (choice === 'system' ? (systemDark ? 'dark' : 'light') : choice)

const media = () => matchMedia('(prefers-color-scheme: dark)')

/** Puts the theme on <html> (class `dark`, color-scheme); main.tsx calls it before the first render, so nothing flashes. */
export function applyTheme(choice: ThemeChoice = read()) {
  const theme = resolveTheme(choice, media().matches)
  document.documentElement.classList.toggle('dark', theme === 'dark')
  document.documentElement.style.colorScheme = theme
  return theme
}

export function chooseTheme(choice: ThemeChoice) {
  try {
    localStorage.setItem(THEME_KEY, choice)
  } catch {
    // private mode: the choice lasts for this page only
  }
  applyTheme(choice)
}

export const currentThemeChoice = read

/** Follows the system's setting while staff have chosen "system". */
export function followSystemTheme() {
  const list = media()
  const update = () => read() === 'system' && applyTheme('system')
  list.addEventListener('change', update)
  return () => list.removeEventListener('change', update)
}
