import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_offers_category" AS ENUM('New car offer', 'Used car offer', 'Demo car offer', 'Finance offer', 'Service offer', 'Accessories offer');
  CREATE TYPE "public"."enum_promo_tiles_display" AS ENUM('new', 'used', 'demo');
  CREATE TYPE "public"."enum_promo_tiles_link_type" AS ENUM('page', 'custom');
  CREATE TABLE "offers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"name" varchar NOT NULL,
  	"category" "enum_offers_category" DEFAULT 'New car offer' NOT NULL,
  	"image_id" integer,
  	"description" varchar NOT NULL,
  	"disclaimer" varchar,
  	"price" numeric,
  	"rate" numeric,
  	"comparison_rate" numeric,
  	"manufacturer" varchar,
  	"enquire_label" varchar,
  	"model_name" varchar,
  	"model_slug" varchar,
  	"model_override_url" varchar,
  	"starts_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone,
  	"order" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "promo_tiles_display" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_promo_tiles_display",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "promo_tiles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"heading" varchar NOT NULL,
  	"text" varchar,
  	"button_label" varchar,
  	"link_type" "enum_promo_tiles_link_type" DEFAULT 'custom',
  	"link_new_tab" boolean,
  	"link_page_id" integer,
  	"link_url" varchar,
  	"image_id" integer,
  	"background" varchar,
  	"starts_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone,
  	"strict_display" boolean,
  	"order" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "promo_tiles_numbers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" numeric,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "offers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "promo_tiles_id" integer;
  ALTER TABLE "offers" ADD CONSTRAINT "offers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "offers" ADD CONSTRAINT "offers_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "promo_tiles_display" ADD CONSTRAINT "promo_tiles_display_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."promo_tiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "promo_tiles" ADD CONSTRAINT "promo_tiles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "promo_tiles" ADD CONSTRAINT "promo_tiles_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "promo_tiles" ADD CONSTRAINT "promo_tiles_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "promo_tiles_numbers" ADD CONSTRAINT "promo_tiles_numbers_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."promo_tiles"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "offers_tenant_idx" ON "offers" USING btree ("tenant_id");
  CREATE INDEX "offers_image_idx" ON "offers" USING btree ("image_id");
  CREATE INDEX "offers_expires_at_idx" ON "offers" USING btree ("expires_at");
  CREATE INDEX "offers_updated_at_idx" ON "offers" USING btree ("updated_at");
  CREATE INDEX "offers_created_at_idx" ON "offers" USING btree ("created_at");
  CREATE INDEX "promo_tiles_display_order_idx" ON "promo_tiles_display" USING btree ("order");
  CREATE INDEX "promo_tiles_display_parent_idx" ON "promo_tiles_display" USING btree ("parent_id");
  CREATE INDEX "promo_tiles_tenant_idx" ON "promo_tiles" USING btree ("tenant_id");
  CREATE INDEX "promo_tiles_link_link_page_idx" ON "promo_tiles" USING btree ("link_page_id");
  CREATE INDEX "promo_tiles_image_idx" ON "promo_tiles" USING btree ("image_id");
  CREATE INDEX "promo_tiles_expires_at_idx" ON "promo_tiles" USING btree ("expires_at");
  CREATE INDEX "promo_tiles_updated_at_idx" ON "promo_tiles" USING btree ("updated_at");
  CREATE INDEX "promo_tiles_created_at_idx" ON "promo_tiles" USING btree ("created_at");
  CREATE INDEX "promo_tiles_numbers_order_parent_idx" ON "promo_tiles_numbers" USING btree ("order","parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_offers_fk" FOREIGN KEY ("offers_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_promo_tiles_fk" FOREIGN KEY ("promo_tiles_id") REFERENCES "public"."promo_tiles"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_offers_id_idx" ON "payload_locked_documents_rels" USING btree ("offers_id");
  CREATE INDEX "payload_locked_documents_rels_promo_tiles_id_idx" ON "payload_locked_documents_rels" USING btree ("promo_tiles_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "offers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "promo_tiles_display" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "promo_tiles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "promo_tiles_numbers" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "offers" CASCADE;
  DROP TABLE "promo_tiles_display" CASCADE;
  DROP TABLE "promo_tiles" CASCADE;
  DROP TABLE "promo_tiles_numbers" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_offers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_promo_tiles_fk";
  
  DROP INDEX "payload_locked_documents_rels_offers_id_idx";
  DROP INDEX "payload_locked_documents_rels_promo_tiles_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "offers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "promo_tiles_id";
  DROP TYPE "public"."enum_offers_category";
  DROP TYPE "public"."enum_promo_tiles_display";
  DROP TYPE "public"."enum_promo_tiles_link_type";`)
}
