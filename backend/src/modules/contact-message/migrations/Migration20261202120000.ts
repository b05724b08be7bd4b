import { Migration } from '@medusajs/framework/mikro-orm/migrations'

export class Migration20261202120000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table if exists "contact_message" add column if not exists "product_id" text null, add column if not exists "product_handle" text null, add column if not exists "product_title" text null;`,
    )
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table if exists "contact_message" drop column if exists "product_id", drop column if exists "product_handle", drop column if exists "product_title";`,
    )
  }
}
