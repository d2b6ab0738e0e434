import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_tenants_feed_date_order" AS ENUM('dmy', 'mdy');
  CREATE TYPE "public"."enum_tenants_feed_time_zone" AS ENUM('Australia/Sydney', 'Australia/Melbourne', 'Australia/Brisbane', 'Australia/Adelaide', 'Australia/Darwin', 'Australia/Perth', 'Australia/Hobart', 'Australia/Broken_Hill');
  ALTER TABLE "tenants" ADD COLUMN "feed_date_order" "enum_tenants_feed_date_order" DEFAULT 'dmy';
  ALTER TABLE "tenants" ADD COLUMN "feed_time_zone" "enum_tenants_feed_time_zone" DEFAULT 'Australia/Sydney';
  ALTER TABLE "tenants" ADD COLUMN "feed_hold_sold_percent" numeric DEFAULT 20;
  ALTER TABLE "tenants" ADD COLUMN "feed_hold_rejected_percent" numeric DEFAULT 20;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tenants" DROP COLUMN "feed_date_order";
  ALTER TABLE "tenants" DROP COLUMN "feed_time_zone";
  ALTER TABLE "tenants" DROP COLUMN "feed_hold_sold_percent";
  ALTER TABLE "tenants" DROP COLUMN "feed_hold_rejected_percent";
  DROP TYPE "public"."enum_tenants_feed_date_order";
  DROP TYPE "public"."enum_tenants_feed_time_zone";`)
}
