import { MedusaService } from '@medusajs/framework/utils'
import { creditNoteNumber, invoiceNumber } from './invoice-number'
import { CreditNote } from './models/credit-note'
import { Invoice } from './models/invoice'

type SqlManager = {
  transactional<T>(work: (manager: SqlManager) => Promise<T>): Promise<T>
  execute(sql: string, params?: unknown[]): Promise<Record<string, unknown>[]>
}

export type IssuedInvoice = {
  id: string
  order_id: string
  number: number
  display_number: string
  locale: string
  issued_at: Date
  data: Record<string, unknown>
  pdf: string | null
}
export type IssuedCreditNote = IssuedInvoice & { invoice_id: string; refund_id: string }

type Series = 'invoice' | 'credit_note'
const newId = (prefix: string) => `${prefix}_${crypto.randomUUID().replace(/-/g, '').slice(0, 26).toUpperCase()}`

export class InvoiceModuleService extends MedusaService({ Invoice, CreditNote }) {
  private readonly sql: SqlManager

  constructor(container: Record<string, unknown>, ...rest: unknown[]) {
    super(container, ...rest)
    this.sql = container.manager as SqlManager
  }

  /**
   * The next number of a gap-free series, used by `insert` in the same transaction: the counter row is locked
   * and incremented there, so parallel calls wait for the lock (numbers are consecutive) and a failed insert rolls
   * the increment back (never a gap). `existing` runs after the lock: a second call for the same document finds
   * the first one's and returns its id instead of numbering another.
   */
  private async numbered(
    series: Series,
    existing: (manager: SqlManager) => Promise<string | null>,
    insert: (manager: SqlManager, number: number) => Promise<string>,
  ): Promise<string> {
    return this.sql.transactional(async (manager) => {
      const [counter] = await manager.execute(`select "value" from "invoice_number_counter" where "series" = ? for update`, [series])
      if (!counter) throw new Error(`number series "${series}" is missing (run the migrations)`)
      const already = await existing(manager)
      if (already) return already
      const number = Number(counter.value) + 1
      await manager.execute(`update "invoice_number_counter" set "value" = ? where "series" = ?`, [number, series])
      return insert(manager, number)
    })
  }

  /** The order's invoice, issuing it with the next invoice number and its printed data if there is none. */
  async reserveInvoice(input: {
    order_id: string
    locale: string
    issued_at: Date
    data: (display_number: string) => Record<string, unknown>
  }): Promise<IssuedInvoice> {
    const found = await this.findByOrder(input.order_id)
    if (found) return found
    const id = await this.numbered(
      'invoice',
      async (manager) => {
        const [row] = await manager.execute(`select "id" from "invoice" where "order_id" = ? and "deleted_at" is null`, [input.order_id])
        return row ? String(row.id) : null
      },
      async (manager, number) => {
        const id = newId('inv')
        const display = invoiceNumber(number)
        await manager.execute(
          `insert into "invoice" ("id", "order_id", "number", "display_number", "locale", "issued_at", "data") values (?, ?, ?, ?, ?, ?, ?)`,
          [id, input.order_id, number, display, input.locale, input.issued_at, JSON.stringify(input.data(display))],
        )
        return id
      },
    )
    return (await this.retrieveInvoice(id)) as unknown as IssuedInvoice
  }

  /** The refund's credit note, issuing it with the next credit-note number if there is none (one per refund). */
  async reserveCreditNote(input: {
    order_id: string
    invoice_id: string
    refund_id: string
    locale: string
    issued_at: Date
    data: (display_number: string) => Record<string, unknown>
  }): Promise<IssuedCreditNote> {
    const id = await this.numbered(
      'credit_note',
      async (manager) => {
        const [row] = await manager.execute(`select "id" from "credit_note" where "refund_id" = ? and "deleted_at" is null`, [input.refund_id])
        return row ? String(row.id) : null
      },
      async (manager, number) => {
        const id = newId('cn')
        const display = creditNoteNumber(number)
        await manager.execute(
          `insert into "credit_note" ("id", "order_id", "invoice_id", "refund_id", "number", "display_number", "locale", "issued_at", "data") values (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          [id, input.order_id, input.invoice_id, input.refund_id, number, display, input.locale, input.issued_at, JSON.stringify(input.data(display))],
        )
        return id
      },
    )
    return (await this.retrieveCreditNote(id)) as unknown as IssuedCreditNote
  }

  async findByOrder(orderId: string): Promise<IssuedInvoice | null> {
    const [invoice] = await this.listInvoices({ order_id: orderId }, { take: 1 })
    return (invoice as unknown as IssuedInvoice | undefined) ?? null
  }

  /** The order's credit notes, oldest first. */
  async creditNotesOf(orderId: string): Promise<IssuedCreditNote[]> {
    return (await this.listCreditNotes({ order_id: orderId }, { order: { number: 'ASC' } })) as unknown as IssuedCreditNote[]
  }

  /** The next number of another series kept in the same table (customer numbers). */
  async nextNumber(series: 'customer'): Promise<number> {
    const [row] = await this.sql.execute(`update "invoice_number_counter" set "value" = "value" + 1 where "series" = ? returning "value"`, [series])
    if (!row) throw new Error(`number series "${series}" is missing (run the migrations)`)
    return Number(row.value)
  }

  /** Stores the rendered bytes once; a document that already has bytes keeps them. */
  async storePdf(id: string, pdf: Buffer, table: 'invoice' | 'credit_note' = 'invoice'): Promise<void> {
    await this.sql.execute(`update "${table}" set "pdf" = ?, "updated_at" = now() where "id" = ? and "pdf" is null`, [pdf.toString('base64'), id])
  }
}
