import { useT } from '../i18n'
import { Modal } from './modal'

type ConfirmModalProps = { title: string; text: string; confirmLabel: string; busy: boolean; onConfirm: () => void; onCancel: () => void }

/** Asks before something destructive that a screen started itself (a variant, an option); nothing happens until confirmed. */
export function ConfirmModal({ title, text, confirmLabel, busy, onConfirm, onCancel }: ConfirmModalProps) {
  const t = useT()
  return (
    <Modal open role="alertdialog" onOpenChange={(open) => !open && !busy && onCancel()} title={title} description={text}>
      <div className="flex justify-end gap-3">
        <button type="button" className="admin-btn-secondary" onClick={onCancel} disabled={busy}>
          {t('generic.cancel')}
        </button>
        <button type="button" autoFocus className="admin-btn-danger" disabled={busy} aria-busy={busy} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  )
}
