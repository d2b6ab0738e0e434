import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_tenants_finance_lender_kind" AS ENUM('lender-a', 'lender-b', 'lender-c', 'manual', 'angle', 'power-train', 'manufacturer');
  ALTER TABLE "tenants" ADD COLUMN "finance_lender_kind" "enum_tenants_finance_lender_kind" DEFAULT 'lender-b';
  ALTER TABLE "tenants" ADD COLUMN "finance_estimates_off" boolean DEFAULT false;
  ALTER TABLE "pages_blocks_budget_finder" DROP COLUMN "cheapest_price";
  ALTER TABLE "pages_blocks_budget_finder" DROP COLUMN "max_price";
  ALTER TABLE "_pages_v_blocks_budget_finder" DROP COLUMN "cheapest_price";
  ALTER TABLE "_pages_v_blocks_budget_finder" DROP COLUMN "max_price";
  ALTER TABLE "sections_blocks_budget_finder" DROP COLUMN "cheapest_price";
  ALTER TABLE "sections_blocks_budget_finder" DROP COLUMN "max_price";
  ALTER TABLE "_sections_v_blocks_budget_finder" DROP COLUMN "cheapest_price";
  ALTER TABLE "_sections_v_blocks_budget_finder" DROP COLUMN "max_price";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_budget_finder" ADD COLUMN "cheapest_price" numeric;
  ALTER TABLE "pages_blocks_budget_finder" ADD COLUMN "max_price" numeric;
  ALTER TABLE "_pages_v_blocks_budget_finder" ADD COLUMN "cheapest_price" numeric;
  ALTER TABLE "_pages_v_blocks_budget_finder" ADD COLUMN "max_price" numeric;
  ALTER TABLE "sections_blocks_budget_finder" ADD COLUMN "cheapest_price" numeric;
  ALTER TABLE "sections_blocks_budget_finder" ADD COLUMN "max_price" numeric;
  ALTER TABLE "_sections_v_blocks_budget_finder" ADD COLUMN "cheapest_price" numeric;
  ALTER TABLE "_sections_v_blocks_budget_finder" ADD COLUMN "max_price" numeric;
  ALTER TABLE "tenants" DROP COLUMN "finance_lender_kind";
  ALTER TABLE "tenants" DROP COLUMN "finance_estimates_off";
  DROP TYPE "public"."enum_tenants_finance_lender_kind";`)
}
