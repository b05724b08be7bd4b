import * as Dialog from '@radix-ui/react-dialog'
import { useState, type ReactNode } from 'react'
import { useT } from '../i18n'

type ConfirmDialogProps = {
  /** The button that opens the dialog. */
  trigger: ReactNode
  title: string
  text: string
  confirmLabel: string
  tone?: 'danger' | 'default'
  /** Runs on confirm; the dialog stays open (busy) until it settles, then closes. */
  onConfirm: () => Promise<unknown>
}

/** Asks before an action that changes money or orders; nothing happens until staff confirm. */
export function ConfirmDialog({ trigger, title, text, confirmLabel, tone = 'default', onConfirm }: ConfirmDialogProps) {
  const t = useT()
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const confirm = async () => {
    setBusy(true)
    try {
      await onConfirm()
    } finally {
      setBusy(false)
      setOpen(false)
    }
  }
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-950/40" />
        <Dialog.Content role="alertdialog" className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold text-stone-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-stone-700">{text}</Dialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Dialog.Close asChild>
              <button type="button" className="admin-btn-secondary" disabled={busy}>
                {t('generic.cancel')}
              </button>
            </Dialog.Close>
            <button type="button" className={tone === 'danger' ? 'admin-btn-danger' : 'admin-btn-primary'} disabled={busy} aria-busy={busy} onClick={() => void confirm()}>
              {busy && <span aria-hidden="true" className="i-ph-circle-notch animate-spin" />}
              {confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
