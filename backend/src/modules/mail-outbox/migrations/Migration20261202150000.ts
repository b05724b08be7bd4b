import { Migration } from '@medusajs/framework/mikro-orm/migrations'

export class Migration20261202150000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table if not exists "outbox_mail" ("id" text not null, "idempotency_key" text not null, "to" text not null, "template" text null, "message" jsonb null, "state" text check ("state" in ('pending', 'sending', 'sent', 'failed', 'given_up')) not null default 'pending', "attempts" integer not null default 0, "next_attempt_at" timestamptz not null, "give_up_at" timestamptz not null, "last_error" text null, "sent_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "outbox_mail_pkey" primary key ("id"));`,
    )
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_outbox_mail_idempotency_key_unique" ON "outbox_mail" ("idempotency_key") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_outbox_mail_next_attempt_at" ON "outbox_mail" ("next_attempt_at") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_outbox_mail_deleted_at" ON "outbox_mail" ("deleted_at") WHERE deleted_at IS NULL;`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "outbox_mail" cascade;`)
  }
}
