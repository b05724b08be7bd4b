import { useT } from '../../i18n'

/** Grey placeholder rows (icon dot and a line of varying length) while a list loads. */
export function SkeletonRows({ rows, label, rowClassName = 'px-5 py-4' }: { rows: number; label: string; rowClassName?: string }) {
  return (
    <ul aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        <li key={i} className={`flex items-center gap-3 ${rowClassName}`}>
          <span className="h-5 w-5 animate-pulse rounded-full bg-stone-200" />
          <span className="h-3.5 animate-pulse rounded bg-stone-200" style={{ width: `${40 + ((i * 23) % 40)}%` }} />
        </li>
      ))}
    </ul>
  )
}

/** What failed, and a button to try again. */
export function RetryMessage({ message, onRetry, className = '' }: { message: string; onRetry: () => void; className?: string }) {
  const t = useT()
  return (
    <div className={`space-y-3 text-sm text-stone-700 ${className}`} role="alert">
      <p>{message}</p>
      <button type="button" className="text-link" onClick={onRetry}>
        <span className="i-ph-arrow-clockwise" aria-hidden="true" />
        {t('nav.retry')}
      </button>
    </div>
  )
}
