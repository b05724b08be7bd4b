import { Migration } from '@medusajs/framework/mikro-orm/migrations'

export class Migration20261125010000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table if exists "contact_message" add column if not exists "answered_at" timestamptz null, add column if not exists "answered_by" text null;`,
    )
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "contact_message" drop column if exists "answered_at", drop column if exists "answered_by";`)
  }
}
