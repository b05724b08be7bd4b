import { Migration } from '@medusajs/framework/mikro-orm/migrations'

export class Migration20261125020000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table if not exists "credit_note" ("id" text not null, "order_id" text not null, "invoice_id" text not null, "refund_id" text not null, "number" integer not null, "display_number" text not null, "locale" text not null, "issued_at" timestamptz not null, "data" jsonb not null, "pdf" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "credit_note_pkey" primary key ("id"));`,
    )
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_credit_note_order_id" ON "credit_note" ("order_id") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_credit_note_refund_id_unique" ON "credit_note" ("refund_id") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_credit_note_number_unique" ON "credit_note" ("number") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_credit_note_deleted_at" ON "credit_note" ("deleted_at") WHERE deleted_at IS NULL;`)
    // credit notes count in a gap-free series of their own, beside the invoices' (same counter table)
    this.addSql(`insert into "invoice_number_counter" ("series", "value") values ('credit_note', 0) on conflict do nothing;`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "credit_note" cascade;`)
    this.addSql(`delete from "invoice_number_counter" where "series" = 'credit_note';`)
  }
}
