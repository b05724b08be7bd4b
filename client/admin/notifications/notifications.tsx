import * as Toast from '@radix-ui/react-toast'
import { createContext, type ReactNode, useCallback, useContext, useRef, useState } from 'react'
import { useT } from '../i18n'

/** 5000 ms on screen, swipe right past 50 px, at most 5 kept, gone 200 ms after closing, F8. */
const NOTIFICATION_DURATION_MS = 5000
const SWIPE_THRESHOLD_PX = 50
const MAX_NOTIFICATIONS = 5
const REMOVE_DELAY_MS = 200
const HOTKEY = ['F8']

export type NotificationInput = { title: string; description?: string; tone?: 'success' | 'error' | 'info' }
type Notification = NotificationInput & { id: number; open: boolean }

const NotifyContext = createContext<(notification: NotificationInput) => void>(() => {})
/** `notify({ title, description, tone })` from anywhere inside the back office. */
export const useNotify = () => useContext(NotifyContext)

const TONE = {
  success: 'border-l-emerald-600',
  error: 'border-l-red-600',
  info: 'border-l-primary-500',
}
const ICON = { success: 'i-ph-check-circle text-emerald-700', error: 'i-ph-warning-circle text-red-700', info: 'i-ph-info text-primary-700' }

/** The global notification area of the shell (Radix Toast: pauses on hover and focus, Escape and swipe dismiss). */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const t = useT()
  const [items, setItems] = useState<Notification[]>([])
  const nextId = useRef(1)

  const notify = useCallback((input: NotificationInput) => {
    const id = nextId.current++
    setItems((current) => [...current, { ...input, id, open: true }].slice(-MAX_NOTIFICATIONS))
  }, [])

  const close = (id: number) => {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, open: false } : item)))
    setTimeout(() => setItems((current) => current.filter((item) => item.id !== id)), REMOVE_DELAY_MS)
  }

  return (
    <NotifyContext.Provider value={notify}>
      <Toast.Provider label={t('notifications.label')} duration={NOTIFICATION_DURATION_MS} swipeDirection="right" swipeThreshold={SWIPE_THRESHOLD_PX}>
        {children}
        {items.map((item) => {
          const tone = item.tone ?? 'info'
          return (
            <Toast.Root
              key={item.id}
              open={item.open}
              onOpenChange={(open) => !open && close(item.id)}
              type={tone === 'error' ? 'foreground' : 'background'}
              className={`admin-toast ${TONE[tone]}`}
            >
              <span aria-hidden="true" className={`${ICON[tone]} mt-0.5 shrink-0 text-lg`} />
              <div className="min-w-0 flex-1">
                <Toast.Title className="text-sm font-semibold text-stone-900">{item.title}</Toast.Title>
                {item.description && <Toast.Description className="mt-1 text-sm text-stone-700">{item.description}</Toast.Description>}
              </div>
              <Toast.Close aria-label={t('notifications.close')} className="admin-icon-btn -mr-2 -mt-2 shrink-0">
                <span aria-hidden="true" className="i-ph-x" />
              </Toast.Close>
            </Toast.Root>
          )
        })}
        <Toast.Viewport
          hotkey={HOTKEY}
          label={t('notifications.region')}
          className="fixed bottom-0 right-0 z-50 m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none"
        />
      </Toast.Provider>
    </NotifyContext.Provider>
  )
}
