import { useEffect, useState } from 'react'
import { useT } from '../../i18n'
import { formatMoney } from '../../rules/money'
import { usePage } from '../lib/page-context'
import { creditNoteHref, invoiceHref, type OrderDocuments } from './invoice-href'

/** The order's documents, asked for once the page shows the order; null while loading or when the back end failed. */
function useDocuments(orderId: string): OrderDocuments | null {
  const [documents, setDocuments] = useState<OrderDocuments | null>(null)
  useEffect(() => {
    let live = true
    import('../cart/cart-sdk')
      .then(({ client }) => client().fetch<OrderDocuments>(`/store/orders/${encodeURIComponent(orderId)}/documents`))
      .then((answer) => live && setDocuments(answer))
      .catch((error) => console.error('order documents could not be loaded', orderId, error))
    return () => {
      live = false
    }
  }, [orderId])
  return documents
}

/**
 * The invoice download (once the order shipped; before that, when it will come) and the credit notes beside it,
 * each a PDF download authorised by the customer's session.
 */
export function OrderDocumentLinks({ orderId }: { orderId: string }) {
  const t = useT()
  const { locale } = usePage()
  const documents = useDocuments(orderId)
  if (!documents) return null
  const price = (amount: number, currency: string) => formatMoney(amount, currency, locale)
  return (
    <div className="text-right" data-testid="order-documents">
      {documents.invoice ? (
        <>
          <a href={invoiceHref(orderId)} download className="btn-primary" data-testid="invoice-download">
            <span className="i-ph-file-pdf text-lg" aria-hidden="true" />
            {t('account.orders.downloadInvoice')}
          </a>
          <p className="mt-2 max-w-xs text-xs text-stone-600">{t('account.orders.invoiceNote')}</p>
        </>
      ) : (
        <p className="max-w-xs text-sm text-stone-600" data-testid="invoice-pending">
          {t('account.orders.invoicePending')}
        </p>
      )}
      {documents.credit_notes.length > 0 && (
        <div className="mt-4" data-testid="credit-notes">
          <p className="text-sm font-medium text-stone-800">{t('account.orders.creditNotes')}</p>
          <ul className="mt-1 space-y-1 text-sm">
            {documents.credit_notes.map((note) => (
              <li key={note.id}>
                <a
                  href={creditNoteHref(orderId, note.id)}
                  download
                  className="inline-flex min-h-6 items-center gap-1 text-primary-800 underline underline-offset-2"
                  data-testid="credit-note-download"
                >
                  <span className="i-ph-file-pdf" aria-hidden="true" />
                  {t('account.orders.downloadCreditNote', { number: note.number, amount: price(note.amount, note.currency_code) })}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  )
}
