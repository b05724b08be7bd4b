import * as Dialog from '@radix-ui/react-dialog'
import type { ReactNode } from 'react'
import { useT } from '../i18n'

type DrawerProps = { open: boolean; onOpenChange: (open: boolean) => void; title: string; description?: string; children: ReactNode; wide?: boolean }

/** A panel from the right over the current page (forms that keep the list or detail in view); full width on phones. */
export function Drawer({ open, onOpenChange, title, description, children, wide }: DrawerProps) {
  const t = useT()
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-950/40" />
        <Dialog.Content
          aria-describedby={description ? undefined : undefined}
          className={`fixed inset-y-0 right-0 z-50 flex w-full ${wide ? 'max-w-3xl' : 'max-w-xl'} flex-col bg-white shadow-xl outline-none`}
        >
          <div className="flex items-start justify-between gap-4 border-b border-stone-200 px-5 py-4">
            <div>
              <Dialog.Title className="text-lg font-semibold text-stone-900">{title}</Dialog.Title>
              {description ? (
                <Dialog.Description className="mt-1 text-sm text-stone-600">{description}</Dialog.Description>
              ) : (
                <Dialog.Description className="sr-only">{title}</Dialog.Description>
              )}
            </div>
            <Dialog.Close className="admin-icon-btn -mr-2" aria-label={t('notifications.close')}>
              <span aria-hidden="true" className="i-ph-x text-lg" />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-5 py-5">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
