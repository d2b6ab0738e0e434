import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "shoppers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"phone" varchar NOT NULL,
  	"last_sign_in_at" timestamp(3) with time zone,
  	"session_version" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "watchlist_entries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"shopper_id" integer NOT NULL,
  	"car" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "shopper_codes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" numeric NOT NULL,
  	"phone" varchar NOT NULL,
  	"code_hash" varchar NOT NULL,
  	"sent_at" timestamp(3) with time zone NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"attempts" numeric DEFAULT 0 NOT NULL,
  	"used" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "shoppers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "watchlist_entries_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "shopper_codes_id" integer;
  ALTER TABLE "shoppers" ADD CONSTRAINT "shoppers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "watchlist_entries" ADD CONSTRAINT "watchlist_entries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "watchlist_entries" ADD CONSTRAINT "watchlist_entries_shopper_id_shoppers_id_fk" FOREIGN KEY ("shopper_id") REFERENCES "public"."shoppers"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "shoppers_tenant_idx" ON "shoppers" USING btree ("tenant_id");
  CREATE INDEX "shoppers_phone_idx" ON "shoppers" USING btree ("phone");
  CREATE INDEX "shoppers_updated_at_idx" ON "shoppers" USING btree ("updated_at");
  CREATE INDEX "shoppers_created_at_idx" ON "shoppers" USING btree ("created_at");
  CREATE UNIQUE INDEX "tenant_phone_idx" ON "shoppers" USING btree ("tenant_id","phone");
  CREATE INDEX "watchlist_entries_tenant_idx" ON "watchlist_entries" USING btree ("tenant_id");
  CREATE INDEX "watchlist_entries_shopper_idx" ON "watchlist_entries" USING btree ("shopper_id");
  CREATE INDEX "watchlist_entries_updated_at_idx" ON "watchlist_entries" USING btree ("updated_at");
  CREATE INDEX "watchlist_entries_created_at_idx" ON "watchlist_entries" USING btree ("created_at");
  CREATE UNIQUE INDEX "shopper_car_idx" ON "watchlist_entries" USING btree ("shopper_id","car");
  CREATE INDEX "shopper_codes_updated_at_idx" ON "shopper_codes" USING btree ("updated_at");
  CREATE INDEX "shopper_codes_created_at_idx" ON "shopper_codes" USING btree ("created_at");
  CREATE UNIQUE INDEX "tenantId_phone_idx" ON "shopper_codes" USING btree ("tenant_id","phone");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_shoppers_fk" FOREIGN KEY ("shoppers_id") REFERENCES "public"."shoppers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_watchlist_entries_fk" FOREIGN KEY ("watchlist_entries_id") REFERENCES "public"."watchlist_entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_shopper_codes_fk" FOREIGN KEY ("shopper_codes_id") REFERENCES "public"."shopper_codes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_shoppers_id_idx" ON "payload_locked_documents_rels" USING btree ("shoppers_id");
  CREATE INDEX "payload_locked_documents_rels_watchlist_entries_id_idx" ON "payload_locked_documents_rels" USING btree ("watchlist_entries_id");
  CREATE INDEX "payload_locked_documents_rels_shopper_codes_id_idx" ON "payload_locked_documents_rels" USING btree ("shopper_codes_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "shoppers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "watchlist_entries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shopper_codes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "shoppers" CASCADE;
  DROP TABLE "watchlist_entries" CASCADE;
  DROP TABLE "shopper_codes" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_shoppers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_watchlist_entries_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_shopper_codes_fk";
  
  DROP INDEX "payload_locked_documents_rels_shoppers_id_idx";
  DROP INDEX "payload_locked_documents_rels_watchlist_entries_id_idx";
  DROP INDEX "payload_locked_documents_rels_shopper_codes_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "shoppers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "watchlist_entries_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "shopper_codes_id";`)
}
