import * as Toast from '@radix-ui/react-toast'
import { useAtomValue, useSetAtom } from 'jotai'
import { useT } from '../../i18n'
import { dismissAtom, notificationsAtom, type Tone } from '../lib/notify'

/** On screen 5,000 ms, dismissed by a swipe right past 50 px; F8 moves the focus to them. */
const DURATION_MS = 5000
const SWIPE_THRESHOLD_PX = 50

const TONES: Record<Tone, { icon: string; className: string }> = {
  info: { icon: 'i-ph-info', className: 'text-stone-700' },
  success: { icon: 'i-ph-check-circle', className: 'text-emerald-700' },
  error: { icon: 'i-ph-warning-circle', className: 'text-red-700' },
}

/** Radix Toast pauses the timer while the pointer or focus is inside and closes on Escape or swipe. */
export default function NotificationToasts() {
  const t = useT()
  const list = useAtomValue(notificationsAtom)
  const dismiss = useSetAtom(dismissAtom)
  return (
    <Toast.Provider duration={DURATION_MS} swipeDirection="right" swipeThreshold={SWIPE_THRESHOLD_PX} label={t('notification.label')}>
      {list.map((entry) => {
        const tone = TONES[entry.tone]
        return (
          <Toast.Root
            key={entry.id}
            open={entry.open}
            onOpenChange={(open) => !open && dismiss(entry.id)}
            type={entry.tone === 'error' ? 'foreground' : 'background'}
            data-tone={entry.tone}
            className="notification pointer-events-auto flex items-start gap-3 rounded-md border border-stone-200 bg-white p-4 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[state=closed]:opacity-0 transition-[opacity,transform] duration-200"
          >
            <span className={`${tone.icon} ${tone.className} mt-0.5 shrink-0 text-xl`} aria-hidden="true" />
            <div className="min-w-0 flex-1">
              {entry.title && <Toast.Title className="font-medium text-stone-900">{entry.title}</Toast.Title>}
              <Toast.Description className="text-sm text-stone-700">{entry.message}</Toast.Description>
            </div>
            <Toast.Close aria-label={t('notification.close')} className="icon-button -m-2 h-8 w-8 shrink-0">
              <span className="i-ph-x" aria-hidden="true" />
            </Toast.Close>
          </Toast.Root>
        )
      })}
      <Toast.Viewport
        hotkey={['F8']}
        label={`${t('notification.label')} ({hotkey})`}
        className="fixed bottom-0 right-0 z-50 m-0 flex w-full max-w-sm list-none flex-col gap-3 p-4 outline-none"
      />
    </Toast.Provider>
  )
}
