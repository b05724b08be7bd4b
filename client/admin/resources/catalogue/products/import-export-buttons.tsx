import type { AdminProduct } from '@medusajs/types'
import { useRef, useState } from 'react'
import { Link } from 'wouter'
import { describeError } from '../../../api/errors'
import { filterQuery } from '../../../engine/list-query'
import type { ResourceSpec } from '../../../engine/resource'
import { useListState } from '../../../engine/use-list-state'
import { useLocale, useT } from '../../../i18n'
import { imageSrc } from '../../../ui/format'
import { Modal } from '../../../ui/modal'
import { type ExportFile, exportProducts } from './product-export'

/** Beside "New product": the import page, and Medusa's product export of the filtered list (its CSV offered when ready). */
/** Import and export beside "New" on the product list; the export takes the list's current filters. */
export default function ImportExportButtons({ resource }: { resource: ResourceSpec<AdminProduct> }) {
  const t = useT()
  const locale = useLocale()
  const [state] = useListState()
  const [status, setStatus] = useState<{ phase: 'running' } | { phase: 'ready'; file: ExportFile } | { phase: 'failed'; message: string } | null>(null)
  const abort = useRef<AbortController | null>(null)
  const start = async () => {
    const controller = (abort.current = new AbortController())
    setStatus({ phase: 'running' })
    try {
      const filters = { ...filterQuery(resource, state), ...(state.q ? { q: state.q } : {}) }
      setStatus({ phase: 'ready', file: await exportProducts(filters, controller.signal) })
    } catch (error) {
      if (!controller.signal.aborted)
        setStatus({ phase: 'failed', message: error instanceof Error && !('status' in error) ? t('products.exportFailed') : describeError(t, error) })
    }
  }
  const close = () => {
    abort.current?.abort()
    setStatus(null)
  }
  return (
    <>
      <Link href={`~/admin/${locale}/products/import`} className="admin-btn-secondary">
        <span aria-hidden="true" className="i-ph-upload-simple" />
        {t('products.import')}
      </Link>
      <button type="button" className="admin-btn-secondary" onClick={() => void start()}>
        <span aria-hidden="true" className="i-ph-download-simple" />
        {t('products.export')}
      </button>
      <Modal open={!!status} onOpenChange={(open) => !open && close()} title={t('products.export')}>
        <div role="status" aria-live="polite" className="flex flex-col gap-4 text-sm">
          {status?.phase === 'running' && (
            <p className="flex items-center gap-2">
              <span aria-hidden="true" className="i-ph-circle-notch animate-spin text-primary-600" />
              {t('products.exportRunning')}
            </p>
          )}
          {status?.phase === 'ready' && (
            <>
              <p>{t('products.exportReady')}</p>
              <a className="admin-btn-primary self-start" href={imageSrc(status.file.url) ?? status.file.url} download={status.file.filename}>
                <span aria-hidden="true" className="i-ph-file-csv" />
                {t('products.downloadExport')}
              </a>
            </>
          )}
          {status?.phase === 'failed' && (
            <p role="alert" className="text-red-800">
              {status.message}
            </p>
          )}
          <button type="button" className="admin-btn-secondary self-end" onClick={close}>
            {status?.phase === 'running' ? t('generic.cancel') : t('notifications.close')}
          </button>
        </div>
      </Modal>
    </>
  )
}
