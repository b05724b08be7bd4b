import { ContainerRegistrationKeys, MedusaError } from '@medusajs/framework/utils'
import { createStep, createWorkflow, StepResponse, WorkflowResponse } from '@medusajs/framework/workflows-sdk'
import { variantTitler } from '../lib/option-terms'
import { shippingNamer } from '../lib/shipping-names'
import { storedPdf } from '../lib/stored-pdf'
import { bankDetails } from '../modules/bank-transfer/bank-details'
import { INVOICE_MODULE } from '../modules/invoice'
import { type InvoiceOrder, invoiceData } from '../modules/invoice/invoice-data'
import { seller } from '../modules/invoice/seller'
import type { InvoiceModuleService } from '../modules/invoice/service'
import { orderLocale } from '../rules/languages'
import { ORDER_MONEY_FIELDS } from '../rules/order-money'

/** `shipped_at`: when the goods left (ISO date), printed as the delivery date. */
export type IssueInvoiceInput = { order_id: string; shipped_at: string }
export type IssuedInvoiceOutput = { id: string; number: string; order_id: string; issued_at: string; locale: string; pdf_base64: string }

const ORDER_FIELDS = [
  'id',
  'display_id',
  'created_at',
  'email',
  'currency_code',
  'total',
  'tax_total',
  'discount_total',
  'metadata',
  // an item's quantity lives on the order's item detail: only `items.*` brings it
  'items.*',
  'items.tax_lines.rate',
  'items.product.metadata',
  'shipping_methods.name',
  'shipping_methods.shipping_option_id',
  'shipping_methods.total',
  'shipping_methods.tax_total',
  'shipping_methods.tax_lines.rate',
  'billing_address.*',
  'shipping_address.*',
  'customer.metadata',
  'payment_collections.payments.provider_id',
  'payment_collections.payments.captured_at',
  // the positions before their discounts, and the money lines every document of the order states
  'items.original_total',
  'shipping_methods.original_total',
  ...ORDER_MONEY_FIELDS,
]

/**
 * Reserves the order's invoice: the next gap-free number and the data it prints, in one transaction.
 * Not compensated: an issued number belongs to its order for good (a later failure only delays the PDF).
 */
const reserveInvoiceStep = createStep('reserve-invoice', async ({ order_id, shipped_at }: IssueInvoiceInput, { container }) => {
  const invoices = container.resolve<InvoiceModuleService>(INVOICE_MODULE)
  const existing = await invoices.findByOrder(order_id)
  if (existing) return new StepResponse(existing)
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: 'order', fields: ORDER_FIELDS, filters: { id: order_id } })
  const order = data[0] as unknown as InvoiceOrder | undefined
  if (!order) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Order with id: ${order_id} was not found`)
  const locale = orderLocale(order)
  const [label, variantTitle] = await Promise.all([shippingNamer(container, order.shipping_methods ?? [], locale), variantTitler(container, locale)])
  const issuedAt = new Date()
  const invoice = await invoices.reserveInvoice({
    order_id,
    locale,
    issued_at: issuedAt,
    data: (number) =>
      invoiceData({ order, number, issuedAt, shippedAt: new Date(shipped_at), seller: seller(), bank: bankDetails(), shippingLabel: label, variantTitle }),
  })
  return new StepResponse(invoice)
})

/** Writes the PDF once from the stored data; later calls return the stored bytes unchanged. */
const invoicePdfStep = createStep('invoice-pdf', async (invoice: { id: string; pdf: string | null; data: Record<string, unknown> }, { container }) => {
  return new StepResponse(await storedPdf(container, invoice, 'invoice'))
})

/** The order's invoice (issued on the first call, at shipment): number, data and the PDF bytes that never change. */
export const issueInvoiceWorkflow = createWorkflow('issue-invoice', (input: IssueInvoiceInput) => {
  const invoice = reserveInvoiceStep(input)
  const pdf = invoicePdfStep(invoice)
  return new WorkflowResponse({ invoice, pdf })
})
