import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_tenants_finance_rounding" AS ENUM('up', 'nearest-cent', 'toward-lender-figure');
  CREATE TYPE "public"."enum_tenants_finance_budget_presets" AS ENUM('standard', 'prestige');
  CREATE TYPE "public"."enum_pages_blocks_finance_calculator_variant" AS ENUM('tab', 'sidebar');
  CREATE TYPE "public"."enum__pages_v_blocks_finance_calculator_variant" AS ENUM('tab', 'sidebar');
  CREATE TABLE "tenants_finance_delivery_regions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"price" numeric DEFAULT 0,
  	"postcodes" varchar NOT NULL
  );
  
  CREATE TABLE "tenants_finance_quote_rates" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"credit_score" varchar NOT NULL,
  	"rate" numeric NOT NULL
  );
  
  CREATE TABLE "tenants_numbers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" numeric,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_finance_calculator" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Finance Calculator',
  	"intro" varchar,
  	"variant" "enum_pages_blocks_finance_calculator_variant" DEFAULT 'tab',
  	"disclaimer" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_budget_finder" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Find cars for your budget',
  	"intro" varchar,
  	"type_label" varchar,
  	"search_path" varchar DEFAULT '/search',
  	"show_price_slider" boolean DEFAULT true,
  	"cheapest_price" numeric,
  	"max_price" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_finance_calculator" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Finance Calculator',
  	"intro" varchar,
  	"variant" "enum__pages_v_blocks_finance_calculator_variant" DEFAULT 'tab',
  	"disclaimer" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_budget_finder" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Find cars for your budget',
  	"intro" varchar,
  	"type_label" varchar,
  	"search_path" varchar DEFAULT '/search',
  	"show_price_slider" boolean DEFAULT true,
  	"cheapest_price" numeric,
  	"max_price" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  ALTER TABLE "tenants" ADD COLUMN "finance_amount_min" numeric DEFAULT 1000;
  ALTER TABLE "tenants" ADD COLUMN "finance_interest_min" numeric DEFAULT 0.5;
  ALTER TABLE "tenants" ADD COLUMN "finance_interest_max" numeric DEFAULT 15;
  ALTER TABLE "tenants" ADD COLUMN "finance_term_max_years" numeric DEFAULT 7;
  ALTER TABLE "tenants" ADD COLUMN "finance_show_frequency_selector" boolean DEFAULT true;
  ALTER TABLE "tenants" ADD COLUMN "finance_establishment_fee" numeric DEFAULT 0;
  ALTER TABLE "tenants" ADD COLUMN "finance_rounding" "enum_tenants_finance_rounding" DEFAULT 'up';
  ALTER TABLE "tenants" ADD COLUMN "finance_fee_schedule_establishment" numeric DEFAULT 0;
  ALTER TABLE "tenants" ADD COLUMN "finance_fee_schedule_security_registration" numeric DEFAULT 0;
  ALTER TABLE "tenants" ADD COLUMN "finance_fee_schedule_monthly_admin" numeric DEFAULT 0;
  ALTER TABLE "tenants" ADD COLUMN "finance_fee_schedule_dealer_agency" numeric DEFAULT 0;
  ALTER TABLE "tenants" ADD COLUMN "finance_budget_presets" "enum_tenants_finance_budget_presets" DEFAULT 'standard';
  ALTER TABLE "tenants_finance_delivery_regions" ADD CONSTRAINT "tenants_finance_delivery_regions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tenants_finance_quote_rates" ADD CONSTRAINT "tenants_finance_quote_rates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tenants_numbers" ADD CONSTRAINT "tenants_numbers_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_finance_calculator" ADD CONSTRAINT "pages_blocks_finance_calculator_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_budget_finder" ADD CONSTRAINT "pages_blocks_budget_finder_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_finance_calculator" ADD CONSTRAINT "_pages_v_blocks_finance_calculator_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_budget_finder" ADD CONSTRAINT "_pages_v_blocks_budget_finder_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "tenants_finance_delivery_regions_order_idx" ON "tenants_finance_delivery_regions" USING btree ("_order");
  CREATE INDEX "tenants_finance_delivery_regions_parent_id_idx" ON "tenants_finance_delivery_regions" USING btree ("_parent_id");
  CREATE INDEX "tenants_finance_quote_rates_order_idx" ON "tenants_finance_quote_rates" USING btree ("_order");
  CREATE INDEX "tenants_finance_quote_rates_parent_id_idx" ON "tenants_finance_quote_rates" USING btree ("_parent_id");
  CREATE INDEX "tenants_numbers_order_parent_idx" ON "tenants_numbers" USING btree ("order","parent_id");
  CREATE INDEX "pages_blocks_finance_calculator_order_idx" ON "pages_blocks_finance_calculator" USING btree ("_order");
  CREATE INDEX "pages_blocks_finance_calculator_parent_id_idx" ON "pages_blocks_finance_calculator" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_finance_calculator_path_idx" ON "pages_blocks_finance_calculator" USING btree ("_path");
  CREATE INDEX "pages_blocks_budget_finder_order_idx" ON "pages_blocks_budget_finder" USING btree ("_order");
  CREATE INDEX "pages_blocks_budget_finder_parent_id_idx" ON "pages_blocks_budget_finder" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_budget_finder_path_idx" ON "pages_blocks_budget_finder" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_finance_calculator_order_idx" ON "_pages_v_blocks_finance_calculator" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_finance_calculator_parent_id_idx" ON "_pages_v_blocks_finance_calculator" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_finance_calculator_path_idx" ON "_pages_v_blocks_finance_calculator" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_budget_finder_order_idx" ON "_pages_v_blocks_budget_finder" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_budget_finder_parent_id_idx" ON "_pages_v_blocks_budget_finder" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_budget_finder_path_idx" ON "_pages_v_blocks_budget_finder" USING btree ("_path");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "tenants_finance_delivery_regions" CASCADE;
  DROP TABLE "tenants_finance_quote_rates" CASCADE;
  DROP TABLE "tenants_numbers" CASCADE;
  DROP TABLE "pages_blocks_finance_calculator" CASCADE;
  DROP TABLE "pages_blocks_budget_finder" CASCADE;
  DROP TABLE "_pages_v_blocks_finance_calculator" CASCADE;
  DROP TABLE "_pages_v_blocks_budget_finder" CASCADE;
  ALTER TABLE "tenants" DROP COLUMN "finance_amount_min";
  ALTER TABLE "tenants" DROP COLUMN "finance_interest_min";
  ALTER TABLE "tenants" DROP COLUMN "finance_interest_max";
  ALTER TABLE "tenants" DROP COLUMN "finance_term_max_years";
  ALTER TABLE "tenants" DROP COLUMN "finance_show_frequency_selector";
  ALTER TABLE "tenants" DROP COLUMN "finance_establishment_fee";
  ALTER TABLE "tenants" DROP COLUMN "finance_rounding";
  ALTER TABLE "tenants" DROP COLUMN "finance_fee_schedule_establishment";
  ALTER TABLE "tenants" DROP COLUMN "finance_fee_schedule_security_registration";
  ALTER TABLE "tenants" DROP COLUMN "finance_fee_schedule_monthly_admin";
  ALTER TABLE "tenants" DROP COLUMN "finance_fee_schedule_dealer_agency";
  ALTER TABLE "tenants" DROP COLUMN "finance_budget_presets";
  DROP TYPE "public"."enum_tenants_finance_rounding";
  DROP TYPE "public"."enum_tenants_finance_budget_presets";
  DROP TYPE "public"."enum_pages_blocks_finance_calculator_variant";
  DROP TYPE "public"."enum__pages_v_blocks_finance_calculator_variant";`)
}
