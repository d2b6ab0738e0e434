import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tenants" ADD COLUMN "labels_form_terms_note" varchar;
  ALTER TABLE "tenants" ADD COLUMN "labels_test_drive_disclaimer" varchar;
  ALTER TABLE "lead_inbox" ADD COLUMN "distribution_location" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tenants" DROP COLUMN "labels_form_terms_note";
  ALTER TABLE "tenants" DROP COLUMN "labels_test_drive_disclaimer";
  ALTER TABLE "lead_inbox" DROP COLUMN "distribution_location";`)
}
