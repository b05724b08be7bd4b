import { useMutation, useQuery } from '@tanstack/react-query'
import { formatMoney } from '../../../../../rules/money'
import { formatDate } from '../../../../../rules/shop-dates'
import { describeError } from '../../../api/errors'
import { sdk } from '../../../api/sdk'
import { useLocale, useT } from '../../../i18n'
import { downloadPdf } from './download-pdf'
import { printPackingSlip } from './packing-slips'

type Documents = {
  invoice: { number: string; issued_at: string } | null
  credit_notes: { id: string; number: string; issued_at: string; amount: number; currency_code: string; invoice_number: string }[]
}

const documentsQueryKey = (orderId: string) => ['orders', orderId, 'documents'] as const

/**
 * An order's documents for staff, self-contained for the order page: the invoice (issued when the order ships;
 * before that it says so), the packing slip (no prices) and the credit notes, each a PDF download.
 */
export function OrderDocuments({ orderId }: { orderId: string }) {
  const t = useT()
  const locale = useLocale()
  const documents = useQuery({
    queryKey: documentsQueryKey(orderId),
    queryFn: () => sdk.client.fetch<Documents>(`/admin/orders/${encodeURIComponent(orderId)}/documents`),
  })
  const download = useMutation({ mutationFn: (run: () => Promise<void>) => run() })
  const path = `/orders/${encodeURIComponent(orderId)}`
  const date = (iso: string) => formatDate(iso, locale, 'medium')
  const price = (amount: number, currency: string) => formatMoney(amount, currency, locale)
  const invoice = documents.data?.invoice
  return (
    <section aria-labelledby={`documents-${orderId}`} className="space-y-3" data-testid="order-documents">
      <h2 id={`documents-${orderId}`} className="text-base font-semibold text-stone-900">
        {t('documents.title')}
      </h2>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="admin-btn-secondary"
          disabled={!invoice || download.isPending}
          onClick={() => download.mutate(() => downloadPdf(`${path}/invoice`, 'invoice.pdf'))}
          data-testid="download-invoice"
        >
          <span aria-hidden="true" className="i-ph-file-pdf" />
          {invoice ? t('documents.invoice', { number: invoice.number }) : t('documents.invoiceMissing')}
        </button>
        <button
          type="button"
          className="admin-btn-secondary"
          disabled={download.isPending}
          onClick={() => download.mutate(() => printPackingSlip(orderId))}
          data-testid="download-packing-slip"
        >
          <span aria-hidden="true" className="i-ph-package" />
          {t('documents.packingSlip')}
        </button>
      </div>
      {!invoice && documents.isSuccess && <p className="text-sm text-stone-600">{t('documents.invoiceAtShipment')}</p>}
      {invoice && <p className="text-sm text-stone-600">{t('documents.invoiceIssued', { date: date(invoice.issued_at) })}</p>}
      {(documents.data?.credit_notes.length ?? 0) > 0 && (
        <ul className="space-y-1 text-sm" aria-label={t('documents.creditNotes')}>
          {documents.data!.credit_notes.map((note) => (
            <li key={note.id}>
              <button
                type="button"
                className="inline-flex min-h-6 items-center gap-1 text-primary-700 underline underline-offset-2"
                disabled={download.isPending}
                onClick={() => download.mutate(() => downloadPdf(`${path}/credit-notes/${encodeURIComponent(note.id)}`, 'credit-note.pdf'))}
              >
                <span aria-hidden="true" className="i-ph-file-pdf" />
                {t('documents.creditNote', {
                  number: note.number,
                  amount: price(note.amount, note.currency_code),
                  date: date(note.issued_at),
                  invoice: note.invoice_number,
                })}
              </button>
            </li>
          ))}
        </ul>
      )}
      {(documents.isError || download.isError) && (
        <p role="alert" className="text-sm text-red-800">
          {describeError(t, documents.error ?? download.error)}
        </p>
      )}
    </section>
  )
}
