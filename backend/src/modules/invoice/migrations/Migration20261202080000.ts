import { Migration } from '@medusajs/framework/mikro-orm/migrations'

// the accountant's export reads a month's documents by their day of issue
export class Migration20261202080000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_invoice_issued_at" ON "invoice" ("issued_at") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_credit_note_issued_at" ON "credit_note" ("issued_at") WHERE deleted_at IS NULL;`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "IDX_invoice_issued_at";`)
    this.addSql(`drop index if exists "IDX_credit_note_issued_at";`)
  }
}
