import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_locations_scope" AS ENUM('all', 'primary', 'sales', 'service', 'parts', 'service-and-parts');
  CREATE TYPE "public"."enum_pages_blocks_locations_subtype" AS ENUM('new', 'used', 'demo', 'buying');
  CREATE TYPE "public"."enum_pages_blocks_locations_layout" AS ENUM('grid', 'carousel');
  CREATE TYPE "public"."enum_pages_blocks_offers_category" AS ENUM('New car offer', 'Used car offer', 'Demo car offer', 'Finance offer', 'Service offer', 'Accessories offer');
  CREATE TYPE "public"."enum_pages_blocks_blog_posts_category" AS ENUM('buyer-advice', 'motoring-tips', 'servicing-insights', 'vehicle-reviews');
  CREATE TYPE "public"."enum__pages_v_blocks_locations_scope" AS ENUM('all', 'primary', 'sales', 'service', 'parts', 'service-and-parts');
  CREATE TYPE "public"."enum__pages_v_blocks_locations_subtype" AS ENUM('new', 'used', 'demo', 'buying');
  CREATE TYPE "public"."enum__pages_v_blocks_locations_layout" AS ENUM('grid', 'carousel');
  CREATE TYPE "public"."enum__pages_v_blocks_offers_category" AS ENUM('New car offer', 'Used car offer', 'Demo car offer', 'Finance offer', 'Service offer', 'Accessories offer');
  CREATE TYPE "public"."enum__pages_v_blocks_blog_posts_category" AS ENUM('buyer-advice', 'motoring-tips', 'servicing-insights', 'vehicle-reviews');
  CREATE TYPE "public"."enum_posts_category" AS ENUM('buyer-advice', 'motoring-tips', 'servicing-insights', 'vehicle-reviews');
  CREATE TYPE "public"."enum_posts_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__posts_v_version_category" AS ENUM('buyer-advice', 'motoring-tips', 'servicing-insights', 'vehicle-reviews');
  CREATE TYPE "public"."enum__posts_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "pages_blocks_locations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Our Locations',
  	"scope" "enum_pages_blocks_locations_scope" DEFAULT 'all',
  	"make" varchar,
  	"subtype" "enum_pages_blocks_locations_subtype",
  	"layout" "enum_pages_blocks_locations_layout" DEFAULT 'grid',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_offers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Current Offers',
  	"category" "enum_pages_blocks_offers_category",
  	"manufacturer" varchar,
  	"limit" numeric DEFAULT 6,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_blog_posts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Latest News',
  	"count" numeric DEFAULT 3,
  	"category" "enum_pages_blocks_blog_posts_category",
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"locations_id" integer
  );
  
  CREATE TABLE "_pages_v_blocks_locations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Our Locations',
  	"scope" "enum__pages_v_blocks_locations_scope" DEFAULT 'all',
  	"make" varchar,
  	"subtype" "enum__pages_v_blocks_locations_subtype",
  	"layout" "enum__pages_v_blocks_locations_layout" DEFAULT 'grid',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_offers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Current Offers',
  	"category" "enum__pages_v_blocks_offers_category",
  	"manufacturer" varchar,
  	"limit" numeric DEFAULT 6,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_blog_posts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Latest News',
  	"count" numeric DEFAULT 3,
  	"category" "enum__pages_v_blocks_blog_posts_category",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"locations_id" integer
  );
  
  CREATE TABLE "posts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"title" varchar,
  	"slug" varchar,
  	"category" "enum_posts_category" DEFAULT 'buyer-advice',
  	"published_at" timestamp(3) with time zone,
  	"author" varchar,
  	"hero_image_id" integer,
  	"excerpt" varchar,
  	"body" jsonb,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"seo_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_posts_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_posts_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_tenant_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_category" "enum__posts_v_version_category" DEFAULT 'buyer-advice',
  	"version_published_at" timestamp(3) with time zone,
  	"version_author" varchar,
  	"version_hero_image_id" integer,
  	"version_excerpt" varchar,
  	"version_body" jsonb,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_seo_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__posts_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "posts_id" integer;
  ALTER TABLE "pages_blocks_locations" ADD CONSTRAINT "pages_blocks_locations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_offers" ADD CONSTRAINT "pages_blocks_offers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_blog_posts" ADD CONSTRAINT "pages_blocks_blog_posts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_locations_fk" FOREIGN KEY ("locations_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_locations" ADD CONSTRAINT "_pages_v_blocks_locations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_offers" ADD CONSTRAINT "_pages_v_blocks_offers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_blog_posts" ADD CONSTRAINT "_pages_v_blocks_blog_posts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_locations_fk" FOREIGN KEY ("locations_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts" ADD CONSTRAINT "posts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts" ADD CONSTRAINT "posts_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts" ADD CONSTRAINT "posts_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_parent_id_posts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_tenant_id_tenants_id_fk" FOREIGN KEY ("version_tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_hero_image_id_media_id_fk" FOREIGN KEY ("version_hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_blocks_locations_order_idx" ON "pages_blocks_locations" USING btree ("_order");
  CREATE INDEX "pages_blocks_locations_parent_id_idx" ON "pages_blocks_locations" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_locations_path_idx" ON "pages_blocks_locations" USING btree ("_path");
  CREATE INDEX "pages_blocks_offers_order_idx" ON "pages_blocks_offers" USING btree ("_order");
  CREATE INDEX "pages_blocks_offers_parent_id_idx" ON "pages_blocks_offers" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_offers_path_idx" ON "pages_blocks_offers" USING btree ("_path");
  CREATE INDEX "pages_blocks_blog_posts_order_idx" ON "pages_blocks_blog_posts" USING btree ("_order");
  CREATE INDEX "pages_blocks_blog_posts_parent_id_idx" ON "pages_blocks_blog_posts" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_blog_posts_path_idx" ON "pages_blocks_blog_posts" USING btree ("_path");
  CREATE INDEX "pages_rels_order_idx" ON "pages_rels" USING btree ("order");
  CREATE INDEX "pages_rels_parent_idx" ON "pages_rels" USING btree ("parent_id");
  CREATE INDEX "pages_rels_path_idx" ON "pages_rels" USING btree ("path");
  CREATE INDEX "pages_rels_locations_id_idx" ON "pages_rels" USING btree ("locations_id");
  CREATE INDEX "_pages_v_blocks_locations_order_idx" ON "_pages_v_blocks_locations" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_locations_parent_id_idx" ON "_pages_v_blocks_locations" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_locations_path_idx" ON "_pages_v_blocks_locations" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_offers_order_idx" ON "_pages_v_blocks_offers" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_offers_parent_id_idx" ON "_pages_v_blocks_offers" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_offers_path_idx" ON "_pages_v_blocks_offers" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_blog_posts_order_idx" ON "_pages_v_blocks_blog_posts" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_blog_posts_parent_id_idx" ON "_pages_v_blocks_blog_posts" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_blog_posts_path_idx" ON "_pages_v_blocks_blog_posts" USING btree ("_path");
  CREATE INDEX "_pages_v_rels_order_idx" ON "_pages_v_rels" USING btree ("order");
  CREATE INDEX "_pages_v_rels_parent_idx" ON "_pages_v_rels" USING btree ("parent_id");
  CREATE INDEX "_pages_v_rels_path_idx" ON "_pages_v_rels" USING btree ("path");
  CREATE INDEX "_pages_v_rels_locations_id_idx" ON "_pages_v_rels" USING btree ("locations_id");
  CREATE INDEX "posts_tenant_idx" ON "posts" USING btree ("tenant_id");
  CREATE INDEX "posts_slug_idx" ON "posts" USING btree ("slug");
  CREATE INDEX "posts_hero_image_idx" ON "posts" USING btree ("hero_image_id");
  CREATE INDEX "posts_seo_seo_image_idx" ON "posts" USING btree ("seo_image_id");
  CREATE INDEX "posts_updated_at_idx" ON "posts" USING btree ("updated_at");
  CREATE INDEX "posts_created_at_idx" ON "posts" USING btree ("created_at");
  CREATE INDEX "posts__status_idx" ON "posts" USING btree ("_status");
  CREATE INDEX "_posts_v_parent_idx" ON "_posts_v" USING btree ("parent_id");
  CREATE INDEX "_posts_v_version_version_tenant_idx" ON "_posts_v" USING btree ("version_tenant_id");
  CREATE INDEX "_posts_v_version_version_slug_idx" ON "_posts_v" USING btree ("version_slug");
  CREATE INDEX "_posts_v_version_version_hero_image_idx" ON "_posts_v" USING btree ("version_hero_image_id");
  CREATE INDEX "_posts_v_version_seo_version_seo_image_idx" ON "_posts_v" USING btree ("version_seo_image_id");
  CREATE INDEX "_posts_v_version_version_updated_at_idx" ON "_posts_v" USING btree ("version_updated_at");
  CREATE INDEX "_posts_v_version_version_created_at_idx" ON "_posts_v" USING btree ("version_created_at");
  CREATE INDEX "_posts_v_version_version__status_idx" ON "_posts_v" USING btree ("version__status");
  CREATE INDEX "_posts_v_created_at_idx" ON "_posts_v" USING btree ("created_at");
  CREATE INDEX "_posts_v_updated_at_idx" ON "_posts_v" USING btree ("updated_at");
  CREATE INDEX "_posts_v_latest_idx" ON "_posts_v" USING btree ("latest");
  CREATE INDEX "_posts_v_autosave_idx" ON "_posts_v" USING btree ("autosave");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_posts_id_idx" ON "payload_locked_documents_rels" USING btree ("posts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_locations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_offers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_blog_posts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_locations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_offers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_blog_posts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_locations" CASCADE;
  DROP TABLE "pages_blocks_offers" CASCADE;
  DROP TABLE "pages_blocks_blog_posts" CASCADE;
  DROP TABLE "pages_rels" CASCADE;
  DROP TABLE "_pages_v_blocks_locations" CASCADE;
  DROP TABLE "_pages_v_blocks_offers" CASCADE;
  DROP TABLE "_pages_v_blocks_blog_posts" CASCADE;
  DROP TABLE "_pages_v_rels" CASCADE;
  DROP TABLE "posts" CASCADE;
  DROP TABLE "_posts_v" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_posts_fk";
  
  DROP INDEX "payload_locked_documents_rels_posts_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "posts_id";
  DROP TYPE "public"."enum_pages_blocks_locations_scope";
  DROP TYPE "public"."enum_pages_blocks_locations_subtype";
  DROP TYPE "public"."enum_pages_blocks_locations_layout";
  DROP TYPE "public"."enum_pages_blocks_offers_category";
  DROP TYPE "public"."enum_pages_blocks_blog_posts_category";
  DROP TYPE "public"."enum__pages_v_blocks_locations_scope";
  DROP TYPE "public"."enum__pages_v_blocks_locations_subtype";
  DROP TYPE "public"."enum__pages_v_blocks_locations_layout";
  DROP TYPE "public"."enum__pages_v_blocks_offers_category";
  DROP TYPE "public"."enum__pages_v_blocks_blog_posts_category";
  DROP TYPE "public"."enum_posts_category";
  DROP TYPE "public"."enum_posts_status";
  DROP TYPE "public"."enum__posts_v_version_category";
  DROP TYPE "public"."enum__posts_v_version_status";`)
}
