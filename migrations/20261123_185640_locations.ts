import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_locations_departments" AS ENUM('sales', 'service', 'parts');
  CREATE TYPE "public"."enum_locations_subtypes" AS ENUM('new', 'used', 'demo', 'buying');
  CREATE TYPE "public"."enum_loc_hours_days_weekday" AS ENUM('1', '2', '3', '4', '5', '6', '0');
  CREATE TYPE "public"."enum_loc_hours_days_status" AS ENUM('open', 'closed');
  CREATE TYPE "public"."enum_loc_hours_department" AS ENUM('sales', 'service', 'parts');
  CREATE TYPE "public"."enum_loc_special_department" AS ENUM('sales', 'service', 'parts');
  CREATE TYPE "public"."enum_loc_special_status" AS ENUM('open', 'closed');
  CREATE TYPE "public"."enum_locations_address_state" AS ENUM('NSW', 'ACT', 'VIC', 'QLD', 'SA', 'NT', 'WA', 'TAS');
  CREATE TYPE "public"."enum_locations_time_zone" AS ENUM('Australia/Sydney', 'Australia/Melbourne', 'Australia/Brisbane', 'Australia/Adelaide', 'Australia/Darwin', 'Australia/Perth', 'Australia/Hobart', 'Australia/Broken_Hill');
  CREATE TYPE "public"."enum_locations_closed_days" AS ENUM('closed', 'by-appointment', 'enquire');
  CREATE TYPE "public"."enum_reviews_source" AS ENUM('entered', 'google', 'imported');
  CREATE TABLE "locations_departments" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_locations_departments",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "locations_subtypes" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_locations_subtypes",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "loc_hours_days" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"weekday" "enum_loc_hours_days_weekday" NOT NULL,
  	"status" "enum_loc_hours_days_status" DEFAULT 'open' NOT NULL,
  	"open" varchar,
  	"close" varchar
  );
  
  CREATE TABLE "loc_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"department" "enum_loc_hours_department" NOT NULL
  );
  
  CREATE TABLE "loc_special" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"label" varchar,
  	"department" "enum_loc_special_department",
  	"status" "enum_loc_special_status" DEFAULT 'open' NOT NULL,
  	"open" varchar,
  	"close" varchar
  );
  
  CREATE TABLE "locations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"stock_location_name" varchar,
  	"image_id" integer,
  	"phone" varchar,
  	"landline" varchar,
  	"email" varchar,
  	"dealer_licence" varchar,
  	"repairer_licence" varchar,
  	"address_street" varchar NOT NULL,
  	"address_city" varchar NOT NULL,
  	"address_state" "enum_locations_address_state" DEFAULT 'NSW' NOT NULL,
  	"address_postcode" varchar NOT NULL,
  	"address_lat" numeric,
  	"address_lng" numeric,
  	"address_place_url" varchar,
  	"time_zone" "enum_locations_time_zone",
  	"closed_days" "enum_locations_closed_days" DEFAULT 'closed',
  	"primary" boolean,
  	"visible" boolean DEFAULT true,
  	"custom_order" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "locations_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "reviews" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"location_id" integer NOT NULL,
  	"customer_name" varchar NOT NULL,
  	"rating" numeric NOT NULL,
  	"text" varchar NOT NULL,
  	"review_date" timestamp(3) with time zone NOT NULL,
  	"reply" varchar,
  	"reply_date" timestamp(3) with time zone,
  	"source" "enum_reviews_source" DEFAULT 'entered',
  	"hidden" boolean,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "locations_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reviews_id" integer;
  ALTER TABLE "locations_departments" ADD CONSTRAINT "locations_departments_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "locations_subtypes" ADD CONSTRAINT "locations_subtypes_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "loc_hours_days" ADD CONSTRAINT "loc_hours_days_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."loc_hours"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "loc_hours" ADD CONSTRAINT "loc_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "loc_special" ADD CONSTRAINT "loc_special_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "locations" ADD CONSTRAINT "locations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "locations" ADD CONSTRAINT "locations_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "locations_texts" ADD CONSTRAINT "locations_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "locations_departments_order_idx" ON "locations_departments" USING btree ("order");
  CREATE INDEX "locations_departments_parent_idx" ON "locations_departments" USING btree ("parent_id");
  CREATE INDEX "locations_subtypes_order_idx" ON "locations_subtypes" USING btree ("order");
  CREATE INDEX "locations_subtypes_parent_idx" ON "locations_subtypes" USING btree ("parent_id");
  CREATE INDEX "loc_hours_days_order_idx" ON "loc_hours_days" USING btree ("_order");
  CREATE INDEX "loc_hours_days_parent_id_idx" ON "loc_hours_days" USING btree ("_parent_id");
  CREATE INDEX "loc_hours_order_idx" ON "loc_hours" USING btree ("_order");
  CREATE INDEX "loc_hours_parent_id_idx" ON "loc_hours" USING btree ("_parent_id");
  CREATE INDEX "loc_special_order_idx" ON "loc_special" USING btree ("_order");
  CREATE INDEX "loc_special_parent_id_idx" ON "loc_special" USING btree ("_parent_id");
  CREATE INDEX "locations_tenant_idx" ON "locations" USING btree ("tenant_id");
  CREATE INDEX "locations_slug_idx" ON "locations" USING btree ("slug");
  CREATE INDEX "locations_image_idx" ON "locations" USING btree ("image_id");
  CREATE INDEX "locations_updated_at_idx" ON "locations" USING btree ("updated_at");
  CREATE INDEX "locations_created_at_idx" ON "locations" USING btree ("created_at");
  CREATE INDEX "locations_texts_order_parent" ON "locations_texts" USING btree ("order","parent_id");
  CREATE INDEX "reviews_tenant_idx" ON "reviews" USING btree ("tenant_id");
  CREATE INDEX "reviews_location_idx" ON "reviews" USING btree ("location_id");
  CREATE INDEX "reviews_updated_at_idx" ON "reviews" USING btree ("updated_at");
  CREATE INDEX "reviews_created_at_idx" ON "reviews" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_locations_fk" FOREIGN KEY ("locations_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reviews_fk" FOREIGN KEY ("reviews_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_locations_id_idx" ON "payload_locked_documents_rels" USING btree ("locations_id");
  CREATE INDEX "payload_locked_documents_rels_reviews_id_idx" ON "payload_locked_documents_rels" USING btree ("reviews_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "locations_departments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "locations_subtypes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "loc_hours_days" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "loc_hours" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "loc_special" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "locations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "locations_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reviews" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "locations_departments" CASCADE;
  DROP TABLE "locations_subtypes" CASCADE;
  DROP TABLE "loc_hours_days" CASCADE;
  DROP TABLE "loc_hours" CASCADE;
  DROP TABLE "loc_special" CASCADE;
  DROP TABLE "locations" CASCADE;
  DROP TABLE "locations_texts" CASCADE;
  DROP TABLE "reviews" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_locations_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_reviews_fk";
  
  DROP INDEX "payload_locked_documents_rels_locations_id_idx";
  DROP INDEX "payload_locked_documents_rels_reviews_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "locations_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reviews_id";
  DROP TYPE "public"."enum_locations_departments";
  DROP TYPE "public"."enum_locations_subtypes";
  DROP TYPE "public"."enum_loc_hours_days_weekday";
  DROP TYPE "public"."enum_loc_hours_days_status";
  DROP TYPE "public"."enum_loc_hours_department";
  DROP TYPE "public"."enum_loc_special_department";
  DROP TYPE "public"."enum_loc_special_status";
  DROP TYPE "public"."enum_locations_address_state";
  DROP TYPE "public"."enum_locations_time_zone";
  DROP TYPE "public"."enum_locations_closed_days";
  DROP TYPE "public"."enum_reviews_source";`)
}
