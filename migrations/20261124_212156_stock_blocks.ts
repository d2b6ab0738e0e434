import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_search_grid_filter_car_type" AS ENUM('new', 'used', 'demo');
  CREATE TYPE "public"."enum_pages_blocks_search_grid_filter_body" AS ENUM('4x4', 'bus', 'cabchassis', 'convertible', 'coupe', 'ev', 'hardtop', 'hatch', 'hatchback', 'motorhome', 'lighttruck', 'peoplemover', 'prestige', 'sedan', 'softtop', 'suv', 'ute', 'van', 'wagon', 'stationwagon');
  CREATE TYPE "public"."enum_pages_blocks_search_grid_sort" AS ENUM('cars', 'cars_latest', 'cars_price_desc', 'cars_price_asc', 'cars_km_asc');
  CREATE TYPE "public"."enum_pages_blocks_search_grid_layout" AS ENUM('site', 'grid', 'carousel');
  CREATE TYPE "public"."enum_pages_blocks_car_detail_mode" AS ENUM('stock-number', 'newest');
  CREATE TYPE "public"."enum_pages_blocks_car_detail_filter_car_type" AS ENUM('new', 'used', 'demo');
  CREATE TYPE "public"."enum_pages_blocks_car_detail_filter_body" AS ENUM('4x4', 'bus', 'cabchassis', 'convertible', 'coupe', 'ev', 'hardtop', 'hatch', 'hatchback', 'motorhome', 'lighttruck', 'peoplemover', 'prestige', 'sedan', 'softtop', 'suv', 'ute', 'van', 'wagon', 'stationwagon');
  CREATE TYPE "public"."enum__pages_v_blocks_search_grid_filter_car_type" AS ENUM('new', 'used', 'demo');
  CREATE TYPE "public"."enum__pages_v_blocks_search_grid_filter_body" AS ENUM('4x4', 'bus', 'cabchassis', 'convertible', 'coupe', 'ev', 'hardtop', 'hatch', 'hatchback', 'motorhome', 'lighttruck', 'peoplemover', 'prestige', 'sedan', 'softtop', 'suv', 'ute', 'van', 'wagon', 'stationwagon');
  CREATE TYPE "public"."enum__pages_v_blocks_search_grid_sort" AS ENUM('cars', 'cars_latest', 'cars_price_desc', 'cars_price_asc', 'cars_km_asc');
  CREATE TYPE "public"."enum__pages_v_blocks_search_grid_layout" AS ENUM('site', 'grid', 'carousel');
  CREATE TYPE "public"."enum__pages_v_blocks_car_detail_mode" AS ENUM('stock-number', 'newest');
  CREATE TYPE "public"."enum__pages_v_blocks_car_detail_filter_car_type" AS ENUM('new', 'used', 'demo');
  CREATE TYPE "public"."enum__pages_v_blocks_car_detail_filter_body" AS ENUM('4x4', 'bus', 'cabchassis', 'convertible', 'coupe', 'ev', 'hardtop', 'hatch', 'hatchback', 'motorhome', 'lighttruck', 'peoplemover', 'prestige', 'sedan', 'softtop', 'suv', 'ute', 'van', 'wagon', 'stationwagon');
  CREATE TABLE "pages_blocks_search_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"filter_car_type" "enum_pages_blocks_search_grid_filter_car_type",
  	"filter_make" varchar,
  	"filter_body" "enum_pages_blocks_search_grid_filter_body",
  	"filter_price_min" numeric,
  	"filter_price_max" numeric,
  	"filter_tag" varchar,
  	"sort" "enum_pages_blocks_search_grid_sort" DEFAULT 'cars_latest',
  	"count" numeric DEFAULT 6,
  	"layout" "enum_pages_blocks_search_grid_layout" DEFAULT 'site',
  	"view_all_label" varchar DEFAULT 'View all',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_car_detail" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"mode" "enum_pages_blocks_car_detail_mode" DEFAULT 'stock-number',
  	"stock_number" varchar,
  	"filter_car_type" "enum_pages_blocks_car_detail_filter_car_type",
  	"filter_make" varchar,
  	"filter_body" "enum_pages_blocks_car_detail_filter_body",
  	"filter_price_min" numeric,
  	"filter_price_max" numeric,
  	"filter_tag" varchar,
  	"button_label" varchar DEFAULT 'View this car',
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_search_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"filter_car_type" "enum__pages_v_blocks_search_grid_filter_car_type",
  	"filter_make" varchar,
  	"filter_body" "enum__pages_v_blocks_search_grid_filter_body",
  	"filter_price_min" numeric,
  	"filter_price_max" numeric,
  	"filter_tag" varchar,
  	"sort" "enum__pages_v_blocks_search_grid_sort" DEFAULT 'cars_latest',
  	"count" numeric DEFAULT 6,
  	"layout" "enum__pages_v_blocks_search_grid_layout" DEFAULT 'site',
  	"view_all_label" varchar DEFAULT 'View all',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_car_detail" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"mode" "enum__pages_v_blocks_car_detail_mode" DEFAULT 'stock-number',
  	"stock_number" varchar,
  	"filter_car_type" "enum__pages_v_blocks_car_detail_filter_car_type",
  	"filter_make" varchar,
  	"filter_body" "enum__pages_v_blocks_car_detail_filter_body",
  	"filter_price_min" numeric,
  	"filter_price_max" numeric,
  	"filter_tag" varchar,
  	"button_label" varchar DEFAULT 'View this car',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  ALTER TABLE "pages_blocks_search_grid" ADD CONSTRAINT "pages_blocks_search_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_car_detail" ADD CONSTRAINT "pages_blocks_car_detail_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_search_grid" ADD CONSTRAINT "_pages_v_blocks_search_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_car_detail" ADD CONSTRAINT "_pages_v_blocks_car_detail_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_search_grid_order_idx" ON "pages_blocks_search_grid" USING btree ("_order");
  CREATE INDEX "pages_blocks_search_grid_parent_id_idx" ON "pages_blocks_search_grid" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_search_grid_path_idx" ON "pages_blocks_search_grid" USING btree ("_path");
  CREATE INDEX "pages_blocks_car_detail_order_idx" ON "pages_blocks_car_detail" USING btree ("_order");
  CREATE INDEX "pages_blocks_car_detail_parent_id_idx" ON "pages_blocks_car_detail" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_car_detail_path_idx" ON "pages_blocks_car_detail" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_search_grid_order_idx" ON "_pages_v_blocks_search_grid" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_search_grid_parent_id_idx" ON "_pages_v_blocks_search_grid" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_search_grid_path_idx" ON "_pages_v_blocks_search_grid" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_car_detail_order_idx" ON "_pages_v_blocks_car_detail" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_car_detail_parent_id_idx" ON "_pages_v_blocks_car_detail" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_car_detail_path_idx" ON "_pages_v_blocks_car_detail" USING btree ("_path");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_search_grid" CASCADE;
  DROP TABLE "pages_blocks_car_detail" CASCADE;
  DROP TABLE "_pages_v_blocks_search_grid" CASCADE;
  DROP TABLE "_pages_v_blocks_car_detail" CASCADE;
  DROP TYPE "public"."enum_pages_blocks_search_grid_filter_car_type";
  DROP TYPE "public"."enum_pages_blocks_search_grid_filter_body";
  DROP TYPE "public"."enum_pages_blocks_search_grid_sort";
  DROP TYPE "public"."enum_pages_blocks_search_grid_layout";
  DROP TYPE "public"."enum_pages_blocks_car_detail_mode";
  DROP TYPE "public"."enum_pages_blocks_car_detail_filter_car_type";
  DROP TYPE "public"."enum_pages_blocks_car_detail_filter_body";
  DROP TYPE "public"."enum__pages_v_blocks_search_grid_filter_car_type";
  DROP TYPE "public"."enum__pages_v_blocks_search_grid_filter_body";
  DROP TYPE "public"."enum__pages_v_blocks_search_grid_sort";
  DROP TYPE "public"."enum__pages_v_blocks_search_grid_layout";
  DROP TYPE "public"."enum__pages_v_blocks_car_detail_mode";
  DROP TYPE "public"."enum__pages_v_blocks_car_detail_filter_car_type";
  DROP TYPE "public"."enum__pages_v_blocks_car_detail_filter_body";`)
}
