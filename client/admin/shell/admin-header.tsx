import type { AdminUser } from '@medusajs/types'
import { useT } from '../i18n'
import { LanguageSwitch } from './language-switch'
import { useOverlays } from './shortcuts-provider'
import { ThemeSwitch } from './theme-switch'
import { UserMenu } from './user-menu'

type AdminHeaderProps = { user: AdminUser; menuOpen: boolean; onMenu: () => void }

/** Shop name, the command palette, language and theme, and the signed-in member of staff's menu (profile, logout). */
export function AdminHeader({ user, menuOpen, onMenu }: AdminHeaderProps) {
  const t = useT()
  const overlays = useOverlays()
  const mac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform)

  return (
    <header className="flex h-16 items-center gap-2 sm:gap-3 border-b border-stone-200 bg-white px-4 lg:px-6">
      <button type="button" className="admin-icon-btn lg:hidden" aria-expanded={menuOpen} aria-controls="admin-sidebar" onClick={onMenu}>
        <span aria-hidden="true" className={menuOpen ? 'i-ph-x text-xl' : 'i-ph-list text-xl'} />
        <span className="sr-only">{menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}</span>
      </button>
      <p className="flex items-baseline gap-2">
        <span className="font-serif text-xl text-stone-900">{t('shop.name')}</span>
        <span className="hidden text-xs font-medium uppercase tracking-[0.2em] text-primary-800 sm:inline">{t('shop.area')}</span>
      </p>
      <button
        type="button"
        className="admin-btn-secondary ml-2 hidden min-w-56 justify-between text-stone-600 md:inline-flex"
        onClick={overlays.openPalette}
        aria-keyshortcuts={mac ? 'Meta+K' : 'Control+K'}
      >
        <span className="flex items-center gap-2">
          <span aria-hidden="true" className="i-ph-magnifying-glass" />
          {t('palette.open')}
        </span>
        <kbd className="admin-kbd">{mac ? '⌘ K' : 'Ctrl K'}</kbd>
      </button>
      <div className="ml-auto flex min-w-0 items-center gap-1 sm:gap-3">
        <button type="button" className="admin-icon-btn md:hidden" onClick={overlays.openPalette} aria-label={t('palette.open')}>
          <span aria-hidden="true" className="i-ph-magnifying-glass text-lg" />
        </button>
        <button
          type="button"
          className="admin-icon-btn hidden sm:inline-flex"
          onClick={overlays.openHelp}
          aria-label={t('shortcuts.title')}
          aria-keyshortcuts="Shift+?"
        >
          <span aria-hidden="true" className="i-ph-keyboard text-lg" />
        </button>
        <ThemeSwitch />
        <LanguageSwitch />
        <UserMenu user={user} />
      </div>
    </header>
  )
}
