import { useRef, useState } from 'react'
import { shopDay } from '../../../../rules/shop-days'
import { describeError } from '../../api/errors'
import { useLocale, useT } from '../../i18n'
import { useNotify } from '../../notifications/notifications'
import { download, exportRows, toCsv } from '../csv-export'
import type { Entity, ResourceSpec } from '../resource'
import type { ListState } from '../url-state'

/** CSV of the current view: all its rows (every page), its visible columns; cancellable while it reads. */
export function ExportButton<T extends Entity>({ resource, state }: { resource: ResourceSpec<T>; state: ListState }) {
  const t = useT()
  const locale = useLocale()
  const notify = useNotify()
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null)
  const abort = useRef<AbortController | null>(null)
  const run = async () => {
    if (abort.current) return abort.current.abort()
    const controller = (abort.current = new AbortController())
    setProgress({ done: 0, total: 0 })
    try {
      const rows = await exportRows(resource, state, controller.signal, (done, total) => setProgress({ done, total }))
      const csv = await toCsv(resource, state, rows, { t, locale })
      download(csv, `${resource.name}-${shopDay(Date.now())}.csv`)
      notify({ title: t('engine.exported', { count: rows.length }), tone: 'success' })
    } catch (error) {
      if (!controller.signal.aborted) notify({ title: t('engine.failed'), description: describeError(t, error), tone: 'error' })
    } finally {
      abort.current = null
      setProgress(null)
    }
  }
  return (
    <button type="button" className="admin-btn-secondary" onClick={() => void run()} aria-busy={!!progress}>
      <span aria-hidden="true" className={progress ? 'i-ph-circle-notch animate-spin' : 'i-ph-file-csv'} />
      {progress ? (
        t('engine.exporting', { done: progress.done, total: progress.total })
      ) : (
        <span className="sr-only sm:not-sr-only">{t('engine.exportCsv')}</span>
      )}
    </button>
  )
}
