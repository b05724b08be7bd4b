import type { MedusaContainer } from "@medusajs/framework/types"
import type { MedusaResponse } from "@medusajs/framework/http"
import { issueInvoiceWorkflow } from "../workflows/issue-invoice"

/** The order's invoice as a PDF download (issued on the first request, the stored bytes ever after). */
export async function sendInvoice(scope: MedusaContainer, orderId: string, res: MedusaResponse) {
  const { result } = await issueInvoiceWorkflow(scope).run({ input: { order_id: orderId } })
  const bytes = Buffer.from(result.pdf, "base64")
  const prefix = result.invoice.locale === "de" ? "Rechnung" : "Invoice"
  res.setHeader("content-type", "application/pdf")
  res.setHeader("content-disposition", `attachment; filename="${prefix}-${result.invoice.display_number}.pdf"`)
  res.setHeader("cache-control", "private, no-store")
  res.setHeader("x-invoice-number", result.invoice.display_number)
  res.status(200).send(bytes)
}
