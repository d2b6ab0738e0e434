import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_tenants_inventory_preset" AS ENUM('new-only', 'used-only', 'demo-only', 'standard', 'new-and-demo', 'used-and-demo', 'available', 'in-stock', 'new-in-stock', 'used-in-stock', 'certified-used', 'new-and-demo-available', 'used-available', 'demo-available', 'used-and-demo-available');
  ALTER TABLE "tenants" ADD COLUMN "inventory_preset" "enum_tenants_inventory_preset" DEFAULT 'standard';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tenants" DROP COLUMN "inventory_preset";
  DROP TYPE "public"."enum_tenants_inventory_preset";`)
}
