import type { AdminUser } from '@medusajs/types'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useLocation } from 'wouter'
import { logout } from '../auth/session'
import { useT } from '../i18n'
import { useNotify } from '../notifications/notifications'
import { LanguageSwitch } from './language-switch'
import { useOverlays } from './shortcuts-provider'
import { ThemeSwitch } from './theme-switch'

type AdminHeaderProps = { user: AdminUser; menuOpen: boolean; onMenu: () => void }

/** Shop name, the signed-in member of staff, language switch and logout. */
export function AdminHeader({ user, menuOpen, onMenu }: AdminHeaderProps) {
  const t = useT()
  const notify = useNotify()
  const queryClient = useQueryClient()
  const [, navigate] = useLocation()
  const [busy, setBusy] = useState(false)
  const overlays = useOverlays()
  const mac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform)
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email

  async function signOut() {
    setBusy(true)
    try {
      await logout()
    } catch {
      // the session may already be gone; the token is cleared either way and the login screen follows
    }
    queryClient.clear()
    notify({ title: t('login.loggedOut'), tone: 'info' })
    navigate('/login', { replace: true })
  }

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
      <button type="button" className="admin-btn-secondary ml-2 hidden min-w-56 justify-between text-stone-600 md:inline-flex" onClick={overlays.openPalette} aria-keyshortcuts={mac ? 'Meta+K' : 'Control+K'}>
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
        <button type="button" className="admin-icon-btn hidden sm:inline-flex" onClick={overlays.openHelp} aria-label={t('shortcuts.title')} aria-keyshortcuts="Shift+?">
          <span aria-hidden="true" className="i-ph-keyboard text-lg" />
        </button>
        <ThemeSwitch />
        <LanguageSwitch />
        <p className="hidden max-w-56 truncate text-sm text-stone-700 md:block" title={user.email}>
          {t('header.signedInAs', { name })}
        </p>
        <button type="button" className="admin-btn-secondary" onClick={() => void signOut()} disabled={busy}>
          <span aria-hidden="true" className="i-ph-sign-out" />
          <span className="sr-only sm:not-sr-only">{t('header.logout')}</span>
        </button>
      </div>
    </header>
  )
}
