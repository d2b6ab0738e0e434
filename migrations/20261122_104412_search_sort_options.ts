import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_tenants_inventory_sort_options" AS ENUM('cars', 'cars_latest', 'cars_price_desc', 'cars_price_asc', 'cars_km_asc', 'cars_subscription_price_asc');
  CREATE TABLE "tenants_inventory_sort_options" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_tenants_inventory_sort_options",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "tenants_inventory_sort_options" ADD CONSTRAINT "tenants_inventory_sort_options_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "tenants_inventory_sort_options_order_idx" ON "tenants_inventory_sort_options" USING btree ("order");
  CREATE INDEX "tenants_inventory_sort_options_parent_idx" ON "tenants_inventory_sort_options" USING btree ("parent_id");`)
  // Sites that existed before this setting keep the five sorts they had.
  await db.execute(sql`
  INSERT INTO "tenants_inventory_sort_options" ("order", "parent_id", "value")
  SELECT o.ord, t.id, o.value::"enum_tenants_inventory_sort_options"
  FROM "tenants" t CROSS JOIN (VALUES (1, 'cars'), (2, 'cars_latest'), (3, 'cars_price_desc'), (4, 'cars_price_asc'), (5, 'cars_km_asc')) AS o(ord, value);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "tenants_inventory_sort_options" CASCADE;
  DROP TYPE "public"."enum_tenants_inventory_sort_options";`)
}
