import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "trade_in_photos" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"lead_id" integer,
  	"expires_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "trade_in_photos_id" integer;
  ALTER TABLE "trade_in_photos" ADD CONSTRAINT "trade_in_photos_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "trade_in_photos" ADD CONSTRAINT "trade_in_photos_lead_id_lead_inbox_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."lead_inbox"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "trade_in_photos_tenant_idx" ON "trade_in_photos" USING btree ("tenant_id");
  CREATE INDEX "trade_in_photos_lead_idx" ON "trade_in_photos" USING btree ("lead_id");
  CREATE INDEX "trade_in_photos_expires_at_idx" ON "trade_in_photos" USING btree ("expires_at");
  CREATE INDEX "trade_in_photos_updated_at_idx" ON "trade_in_photos" USING btree ("updated_at");
  CREATE INDEX "trade_in_photos_created_at_idx" ON "trade_in_photos" USING btree ("created_at");
  CREATE UNIQUE INDEX "trade_in_photos_filename_idx" ON "trade_in_photos" USING btree ("filename");
  CREATE INDEX "trade_in_photos_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "trade_in_photos" USING btree ("sizes_thumbnail_filename");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_trade_in_photos_fk" FOREIGN KEY ("trade_in_photos_id") REFERENCES "public"."trade_in_photos"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_trade_in_photos_id_idx" ON "payload_locked_documents_rels" USING btree ("trade_in_photos_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "trade_in_photos" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "trade_in_photos" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_trade_in_photos_fk";
  
  DROP INDEX "payload_locked_documents_rels_trade_in_photos_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "trade_in_photos_id";`)
}
