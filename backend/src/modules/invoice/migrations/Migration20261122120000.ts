import { Migration } from '@medusajs/framework/mikro-orm/migrations'

export class Migration20261122120000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table if not exists "invoice" ("id" text not null, "order_id" text not null, "number" integer not null, "display_number" text not null, "locale" text not null, "issued_at" timestamptz not null, "data" jsonb not null, "pdf" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "invoice_pkey" primary key ("id"));`,
    )
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_invoice_order_id_unique" ON "invoice" ("order_id") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_invoice_number_unique" ON "invoice" ("number") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_invoice_deleted_at" ON "invoice" ("deleted_at") WHERE deleted_at IS NULL;`)
    // The gap-free counter: one row per number series, incremented in the transaction that inserts the
    // invoice (a Postgres SEQUENCE would leave a gap whenever that transaction rolls back).
    this.addSql(
      `create table if not exists "invoice_number_counter" ("series" text not null, "value" integer not null default 0, constraint "invoice_number_counter_pkey" primary key ("series"));`,
    )
    this.addSql(`insert into "invoice_number_counter" ("series", "value") values ('invoice', 0) on conflict do nothing;`)
    // customer numbers of new accounts continue after the ones taken over from the old shop (K-100xxx)
    this.addSql(`insert into "invoice_number_counter" ("series", "value") values ('customer', 200000) on conflict do nothing;`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "invoice" cascade;`)
    this.addSql(`drop table if exists "invoice_number_counter" cascade;`)
  }
}
