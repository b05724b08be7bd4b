import { MedusaService } from "@medusajs/framework/utils"
import { Invoice } from "./models/invoice"
import { invoiceNumber } from "./invoice-number"

type SqlManager = {
  transactional<T>(work: (manager: SqlManager) => Promise<T>): Promise<T>
  execute(sql: string, params?: unknown[]): Promise<Record<string, unknown>[]>
}

export type IssuedInvoice = { id: string; order_id: string; number: number; display_number: string; locale: string; issued_at: Date; data: Record<string, unknown>; pdf: string | null }

const SERIES = "invoice"

export class InvoiceModuleService extends MedusaService({ Invoice }) {
  private readonly sql: SqlManager

  constructor(container: Record<string, unknown>, ...rest: unknown[]) {
    super(container, ...rest)
    this.sql = container.manager as SqlManager
  }

  /**
   * The order's invoice, issuing it if there is none: in one transaction the counter row is locked and
   * incremented and the invoice inserted with that number and its data. Parallel calls wait for the lock,
   * so numbers are consecutive; a failed insert rolls the increment back, so there is never a gap; a second
   * call for the same order finds the first one's invoice after the lock and returns it.
   */
  async reserveInvoice(input: { order_id: string; locale: string; issued_at: Date; data: (display_number: string) => Record<string, unknown> }): Promise<IssuedInvoice> {
    const existing = await this.findByOrder(input.order_id)
    if (existing) return existing
    const id = await this.sql.transactional(async (manager) => {
      const [counter] = await manager.execute(`select "value" from "invoice_number_counter" where "series" = ? for update`, [SERIES])
      if (!counter) throw new Error(`invoice number series "${SERIES}" is missing (run the migrations)`)
      const [already] = await manager.execute(`select "id" from "invoice" where "order_id" = ? and "deleted_at" is null`, [input.order_id])
      if (already) return String(already.id)
      const number = Number(counter.value) + 1
      const display = invoiceNumber(number)
      const invoiceId = `inv_${crypto.randomUUID().replace(/-/g, "").slice(0, 26).toUpperCase()}`
      await manager.execute(`update "invoice_number_counter" set "value" = ? where "series" = ?`, [number, SERIES])
      await manager.execute(
        `insert into "invoice" ("id", "order_id", "number", "display_number", "locale", "issued_at", "data") values (?, ?, ?, ?, ?, ?, ?)`,
        [invoiceId, input.order_id, number, display, input.locale, input.issued_at, JSON.stringify(input.data(display))],
      )
      return invoiceId
    })
    return (await this.retrieveInvoice(id)) as unknown as IssuedInvoice
  }

  async findByOrder(orderId: string): Promise<IssuedInvoice | null> {
    const [invoice] = await this.listInvoices({ order_id: orderId }, { take: 1 })
    return (invoice as unknown as IssuedInvoice | undefined) ?? null
  }

  /** The next number of another series kept in the same table (customer numbers). */
  async nextNumber(series: "customer"): Promise<number> {
    const [row] = await this.sql.execute(`update "invoice_number_counter" set "value" = "value" + 1 where "series" = ? returning "value"`, [series])
    if (!row) throw new Error(`number series "${series}" is missing (run the migrations)`)
    return Number(row.value)
  }

  /** Stores the rendered bytes once; an invoice that already has bytes keeps them. */
  async storePdf(id: string, pdf: Buffer): Promise<void> {
    await this.sql.execute(`update "invoice" set "pdf" = ?, "updated_at" = now() where "id" = ? and "pdf" is null`, [pdf.toString("base64"), id])
  }
}

export default InvoiceModuleService
