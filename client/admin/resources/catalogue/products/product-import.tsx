import { useId, useState } from 'react'
import { Link } from 'wouter'
import { sdk } from '../../../api/sdk'
import { uploadPresigned } from '../../../api/uploads'
import { request } from '../../../engine/calls'
import { download } from '../../../engine/csv-export'
import { useChange } from '../../../engine/use-resource'
import { useLocale, useT } from '../../../i18n'
import { usePageTitle } from '../../../shell/page-title'
import { PageHeader } from '../../../ui/page-header'
import { type CsvPreview, IMPORT_TEMPLATE, previewCsv } from './import-preview'

type Flow = 'presigned' | 'multipart'
type Pending = { transactionId: string; flow: Flow; summary: { toCreate: number; toUpdate: number } }

/**
 * Product import, both of Medusa's flows: presigned URL → upload → register (POST
 * /admin/products/imports) → confirm; or multipart straight to POST /admin/products/import → confirm.
 * Before confirming, staff see what the file holds and what Medusa will create and update.
 */
export default function ProductImport() {
  const t = useT()
  const locale = useLocale()
  usePageTitle(t('products.importTitle'))
  const fileId = useId()
  const [flow, setFlow] = useState<Flow>('presigned')
  const [file, setFile] = useState<File | null>(null)
  const [preview, setPreview] = useState<CsvPreview | null>(null)
  const [pending, setPending] = useState<Pending | null>(null)
  const [done, setDone] = useState(false)
  const register = useChange({
    run: async (chosen: File): Promise<Pending> => {
      if (flow === 'multipart') {
        const { transaction_id, summary } = (await sdk.admin.product.import({ file: chosen })) as unknown as {
          transaction_id: string
          summary: Pending['summary']
        }
        return { transactionId: transaction_id, flow, summary }
      }
      const { presigned, key } = await uploadPresigned(chosen)
      const { transaction_id, summary } = await request<{ transaction_id: string; summary: Pending['summary'] }>('/admin/products/imports', {
        method: 'POST',
        body: { file_key: key, originalname: presigned.originalname, extension: presigned.extension, size: presigned.size, mime_type: presigned.mime_type },
      })
      return { transactionId: transaction_id, flow, summary }
    },
    invalidates: [],
  })
  const confirm = useChange({
    run: (job: Pending) =>
      request(`/admin/products/${job.flow === 'multipart' ? 'import' : 'imports'}/${encodeURIComponent(job.transactionId)}/confirm`, {
        method: 'POST',
        body: {},
      }),
    invalidates: ['products', 'product-variants', 'inventory-items', 'product-categories', 'collections', 'product-tags'],
    done: (_, job) => ({ key: 'products.importConfirmed', params: { create: job.summary.toCreate, update: job.summary.toUpdate } }),
  })
  const choose = async (chosen: File | null) => {
    setFile(chosen)
    setPending(null)
    setDone(false)
    setPreview(chosen ? await previewCsv(chosen) : null)
  }
  return (
    <>
      <Link href={`~/admin/${locale}/products`} className="admin-link mb-3 text-sm">
        <span aria-hidden="true" className="i-ph-arrow-left" />
        {t('engine.backTo', { title: t('resources.products.title') })}
      </Link>
      <PageHeader title={t('products.importTitle')}>
        <p className="mt-1 max-w-2xl text-sm text-stone-600">{t('products.importIntro')}</p>
      </PageHeader>
      <div className="flex max-w-4xl flex-col gap-6">
        <section className="admin-card flex flex-col gap-4 p-5" aria-labelledby="import-file">
          <h2 id="import-file" className="font-semibold text-stone-900">
            {t('products.importFile')}
          </h2>
          <fieldset className="flex flex-wrap gap-4 text-sm">
            <legend className="mb-2 font-medium text-stone-800">{t('products.importFlow')}</legend>
            {(['presigned', 'multipart'] as const).map((value) => (
              <label key={value} className="flex items-center gap-2">
                <input type="radio" name="flow" value={value} checked={flow === value} onChange={() => setFlow(value)} disabled={!!pending} />
                {t(value === 'presigned' ? 'products.flowPresigned' : 'products.flowMultipart')}
              </label>
            ))}
          </fieldset>
          <div className="flex flex-wrap items-center gap-3">
            <label htmlFor={fileId} className="admin-btn-secondary cursor-pointer">
              <span aria-hidden="true" className="i-ph-file-csv" />
              {file ? file.name : t('products.chooseCsv')}
            </label>
            <input id={fileId} type="file" accept=".csv,text/csv" className="sr-only" onChange={(event) => void choose(event.target.files?.[0] ?? null)} />
            <button type="button" className="admin-link text-sm" onClick={() => download(IMPORT_TEMPLATE, 'product-import-template.csv')}>
              {t('products.downloadTemplate')}
            </button>
          </div>
          {preview && (
            <div className="flex flex-col gap-2" data-testid="import-preview">
              <p className="text-sm text-stone-700">{t('products.previewSummary', { rows: preview.rows, products: preview.products.length })}</p>
              {preview.errors.length > 0 && (
                <p role="alert" className="text-sm text-red-800">
                  {t('products.csvMissingHandle')}
                </p>
              )}
              <div className="overflow-x-auto">
                <table className="admin-table">
                  <caption className="sr-only">{t('products.previewTable')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('fields.handle')}</th>
                      <th scope="col">{t('fields.title')}</th>
                      <th scope="col" className="text-right">
                        {t('fields.variants')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {preview.products.slice(0, 20).map((product) => (
                      <tr key={product.handle}>
                        <th scope="row">{product.handle || '–'}</th>
                        <td>{product.title || '–'}</td>
                        <td className="text-right tabular-nums">{product.variants}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </div>
          )}
          {file && !pending && (
            <button
              type="button"
              className="admin-btn-primary self-start"
              disabled={register.isPending || !!preview?.errors.length}
              aria-busy={register.isPending}
              onClick={() => void register.mutateAsync(file).then(setPending, () => undefined)}
            >
              {register.isPending && <span aria-hidden="true" className="i-ph-circle-notch animate-spin" />}
              {t('products.checkImport')}
            </button>
          )}
        </section>
        {pending && (
          <section className="admin-card flex flex-col gap-4 p-5" aria-labelledby="import-confirm" data-testid="import-summary">
            <h2 id="import-confirm" className="font-semibold text-stone-900">
              {t('products.importSummary')}
            </h2>
            <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
              <dt className="text-stone-600">{t('products.toCreate')}</dt>
              <dd className="font-semibold tabular-nums" data-testid="to-create">
                {pending.summary.toCreate}
              </dd>
              <dt className="text-stone-600">{t('products.toUpdate')}</dt>
              <dd className="font-semibold tabular-nums" data-testid="to-update">
                {pending.summary.toUpdate}
              </dd>
            </dl>
            {done ? (
              <p role="status" className="text-sm text-emerald-800">
                {t('products.importRunning')}
              </p>
            ) : (
              <div className="flex flex-wrap gap-3">
                <button type="button" className="admin-btn-secondary" onClick={() => void choose(null)} disabled={confirm.isPending}>
                  {t('generic.cancel')}
                </button>
                <button
                  type="button"
                  className="admin-btn-primary"
                  disabled={confirm.isPending}
                  aria-busy={confirm.isPending}
                  onClick={() =>
                    void confirm.mutateAsync(pending).then(
                      () => setDone(true),
                      () => undefined,
                    )
                  }
                >
                  {t('products.confirmImport')}
                </button>
              </div>
            )}
          </section>
        )}
      </div>
    </>
  )
}
