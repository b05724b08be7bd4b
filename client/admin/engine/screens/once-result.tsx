import { useState } from 'react'
import { useT } from '../../i18n'

/** What an action's answer shows once (a secret key): readable, copyable, gone when the dialog closes. */
export function OnceResult({ label, value, onClose }: { label: string; value: string; onClose: () => void }) {
  const t = useT()
  const [copied, setCopied] = useState(false)
  return (
    <div className="flex flex-col gap-4" data-once-result>
      <p className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900" role="status">
        {t('engine.shownOnce')}
      </p>
      <label className="flex flex-col gap-1 text-sm font-medium text-stone-800">
        {label}
        <input readOnly value={value} className="admin-input font-mono" onFocus={(event) => event.currentTarget.select()} />
      </label>
      <div className="flex flex-wrap justify-end gap-3">
        <button
          type="button"
          className="admin-btn-secondary"
          onClick={() =>
            void navigator.clipboard?.writeText(value).then(
              () => setCopied(true),
              () => undefined,
            )
          }
        >
          <span aria-hidden="true" className={copied ? 'i-ph-check' : 'i-ph-copy'} />
          {t(copied ? 'engine.copied' : 'engine.copy')}
        </button>
        <button type="button" autoFocus className="admin-btn-primary" onClick={onClose}>
          {t('engine.done')}
        </button>
      </div>
    </div>
  )
}
