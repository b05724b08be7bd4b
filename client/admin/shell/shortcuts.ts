import type { MessageKey } from '../i18n'
import { ALL_SECTIONS } from './sections'

export type Shortcut = {
  keys: string
  label: MessageKey
  params?: Record<string, MessageKey>
  path?: string
  action?: 'palette' | 'help' | 'search' | 'new' | 'edit'
}

/**
 * Every keyboard shortcut of the back office, in the tinykeys notation ("g p" is g then p; $mod is Ctrl,
 * or ⌘ on a Mac): the help dialog lists exactly these.
 */
export const SHORTCUTS: readonly Shortcut[] = [
  { keys: '$mod+k', label: 'shortcuts.palette', action: 'palette' },
  { keys: 'Shift+?', label: 'shortcuts.help', action: 'help' },
  { keys: '/', label: 'shortcuts.search', action: 'search' },
  { keys: 'n', label: 'shortcuts.new', action: 'new' },
  { keys: 'e', label: 'shortcuts.edit', action: 'edit' },
  ...ALL_SECTIONS.filter((section) => section.shortcut).map((section) => ({
    keys: `g ${section.shortcut}`,
    label: 'shortcuts.goTo' as const,
    params: { section: section.label },
    path: section.path,
  })),
]

/** How a binding reads in the help dialog: Ctrl K (⌘ K on a Mac), "g then p". */
export function keyLabel(keys: string, mac: boolean): string[] {
  return keys.split(' ').map((press) =>
    press
      .replace('$mod', mac ? '⌘' : 'Ctrl')
      .replace('Shift+?', '?')
      .replace(/\+/g, ' '),
  )
}
