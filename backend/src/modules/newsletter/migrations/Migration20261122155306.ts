import { Migration } from '@medusajs/framework/mikro-orm/migrations'

export class Migration20261122155306 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table if exists "newsletter_subscriber" drop constraint if exists "newsletter_subscriber_status_check";`)

    this.addSql(`alter table if exists "newsletter_subscriber" add column if not exists "confirmation_sent_at" timestamptz null;`)
    this.addSql(`alter table if exists "newsletter_subscriber" alter column "status" type text using ("status"::text);`)
    this.addSql(`alter table if exists "newsletter_subscriber" alter column "status" set default 'pending';`)
    this.addSql(
      `alter table if exists "newsletter_subscriber" add constraint "newsletter_subscriber_status_check" check("status" in ('pending', 'subscribed', 'unsubscribed'));`,
    )
    // double opt-in: an address whose confirmation link never came back was never subscribed
    this.addSql(`update "newsletter_subscriber" set "status" = 'pending' where "status" = 'subscribed' and "confirmed_at" is null;`)
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "newsletter_subscriber" drop constraint if exists "newsletter_subscriber_status_check";`)

    this.addSql(`alter table if exists "newsletter_subscriber" drop column if exists "confirmation_sent_at";`)

    this.addSql(`update "newsletter_subscriber" set "status" = 'subscribed' where "status" = 'pending';`)
    this.addSql(`alter table if exists "newsletter_subscriber" alter column "status" type text using ("status"::text);`)
    this.addSql(`alter table if exists "newsletter_subscriber" alter column "status" set default 'subscribed';`)
    this.addSql(
      `alter table if exists "newsletter_subscriber" add constraint "newsletter_subscriber_status_check" check("status" in ('subscribed', 'unsubscribed'));`,
    )
  }
}
