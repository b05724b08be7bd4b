import type { AdminUser } from '@medusajs/types'
import * as Menu from '@radix-ui/react-dropdown-menu'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useLocation } from 'wouter'
import { logout } from '../auth/session'
import { useT } from '../i18n'
import { useNotify } from '../notifications/notifications'

/** The signed-in member of staff in the header: their profile (name, password) and logout. */
export function UserMenu({ user }: { user: AdminUser }) {
  const t = useT()
  const notify = useNotify()
  const queryClient = useQueryClient()
  const [, navigate] = useLocation()
  const [busy, setBusy] = useState(false)
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
    <Menu.Root>
      <Menu.Trigger className="admin-btn-secondary max-w-64 min-w-0" aria-label={t('staff.menu.label', { name })} disabled={busy} title={user.email}>
        <span aria-hidden="true" className="i-ph-user-circle text-lg" />
        <span className="hidden truncate md:inline">{name}</span>
        <span aria-hidden="true" className="i-ph-caret-down text-xs" />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content align="end" sideOffset={4} className="admin-popover z-40 min-w-48 p-1">
          <Menu.Label className="px-2 py-1.5 text-xs text-stone-600 [overflow-wrap:anywhere]">{t('header.signedInAs', { name: user.email })}</Menu.Label>
          <Menu.Item className="admin-menu-item" onSelect={() => navigate('/profile')}>
            <span aria-hidden="true" className="i-ph-user-gear" />
            {t('staff.menu.profile')}
          </Menu.Item>
          <Menu.Item className="admin-menu-item" onSelect={() => void signOut()}>
            <span aria-hidden="true" className="i-ph-sign-out" />
            {t('header.logout')}
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  )
}
