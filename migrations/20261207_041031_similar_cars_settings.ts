import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tenants" ADD COLUMN "inventory_similar_cars" numeric DEFAULT 6;
  ALTER TABLE "tenants" ADD COLUMN "inventory_similar_cars_per_query" numeric DEFAULT 10;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tenants" DROP COLUMN "inventory_similar_cars";
  ALTER TABLE "tenants" DROP COLUMN "inventory_similar_cars_per_query";`)
}
