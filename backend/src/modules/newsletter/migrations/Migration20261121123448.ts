import { Migration } from '@medusajs/framework/mikro-orm/migrations'

export class Migration20261121123448 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table if exists "newsletter_subscriber" drop constraint if exists "newsletter_subscriber_token_unique";`)
    this.addSql(`alter table if exists "newsletter_subscriber" drop constraint if exists "newsletter_subscriber_email_unique";`)
    this.addSql(
      `create table if not exists "newsletter_subscriber" ("id" text not null, "email" text not null, "locale" text not null, "country_code" text null, "status" text check ("status" in ('subscribed', 'unsubscribed')) not null default 'subscribed', "token" text not null, "confirmation_token" text null, "confirmed_at" timestamptz null, "consented_at" timestamptz not null, "consent_ip" text null, "unsubscribed_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "newsletter_subscriber_pkey" primary key ("id"));`,
    )
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_newsletter_subscriber_email_unique" ON "newsletter_subscriber" ("email") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_newsletter_subscriber_token_unique" ON "newsletter_subscriber" ("token") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_newsletter_subscriber_consent_ip" ON "newsletter_subscriber" ("consent_ip") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_newsletter_subscriber_deleted_at" ON "newsletter_subscriber" ("deleted_at") WHERE deleted_at IS NULL;`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "newsletter_subscriber" cascade;`)
  }
}
