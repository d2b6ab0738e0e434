import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_leads_additional_services" AS ENUM('Finance', 'Insurance', 'Extended Warranty', 'Trade-In Valuation');
  CREATE TYPE "public"."enum_leads_status" AS ENUM('new', 'contacted', 'won', 'lost');
  CREATE TYPE "public"."enum_leads_form" AS ENUM('enquiry', 'test-drive', 'finance', 'request-photos', 'similar', 'contact', 'careers', 'trade-in', 'service');
  CREATE TYPE "public"."enum_leads_preferred_contact" AS ENUM('Phone', 'Email', 'SMS');
  CREATE TYPE "public"."enum_leads_under_finance" AS ENUM('Yes', 'No');
  CREATE TYPE "public"."enum_leads_trade_in" AS ENUM('Yes', 'No');
  CREATE TABLE "leads_additional_services" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_leads_additional_services",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "leads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"status" "enum_leads_status" DEFAULT 'new' NOT NULL,
  	"form" "enum_leads_form" NOT NULL,
  	"spam" boolean DEFAULT false,
  	"spam_reason" varchar,
  	"category" varchar,
  	"subcategory" varchar,
  	"name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"postcode" varchar NOT NULL,
  	"preferred_contact" "enum_leads_preferred_contact" DEFAULT 'Phone',
  	"opt_in" boolean DEFAULT false,
  	"message" varchar,
  	"booking_at" varchar,
  	"rego" varchar,
  	"dealership_slug" varchar,
  	"under_finance" "enum_leads_under_finance",
  	"trade_in" "enum_leads_trade_in",
  	"car_name" varchar,
  	"car_slug" varchar,
  	"car_stock_number" varchar,
  	"car_make" varchar,
  	"car_model" varchar,
  	"car_car_type" varchar,
  	"car_vehicle_status" varchar,
  	"car_car_id" varchar,
  	"attributes_url" varchar,
  	"attributes_source" varchar,
  	"attributes_user_agent" varchar,
  	"attributes_visited_pages" jsonb,
  	"attributes_linked_query_params" jsonb,
  	"attributes_utm" jsonb,
  	"notes" varchar,
  	"idempotency_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "leads_id" integer;
  ALTER TABLE "leads_additional_services" ADD CONSTRAINT "leads_additional_services_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "leads_additional_services_order_idx" ON "leads_additional_services" USING btree ("order");
  CREATE INDEX "leads_additional_services_parent_idx" ON "leads_additional_services" USING btree ("parent_id");
  CREATE INDEX "leads_tenant_idx" ON "leads" USING btree ("tenant_id");
  CREATE INDEX "leads_status_idx" ON "leads" USING btree ("status");
  CREATE INDEX "leads_form_idx" ON "leads" USING btree ("form");
  CREATE INDEX "leads_spam_idx" ON "leads" USING btree ("spam");
  CREATE INDEX "leads_email_idx" ON "leads" USING btree ("email");
  CREATE INDEX "leads_dealership_slug_idx" ON "leads" USING btree ("dealership_slug");
  CREATE INDEX "leads_car_car_slug_idx" ON "leads" USING btree ("car_slug");
  CREATE INDEX "leads_car_car_stock_number_idx" ON "leads" USING btree ("car_stock_number");
  CREATE UNIQUE INDEX "leads_idempotency_key_idx" ON "leads" USING btree ("idempotency_key");
  CREATE INDEX "leads_updated_at_idx" ON "leads" USING btree ("updated_at");
  CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_leads_fk" FOREIGN KEY ("leads_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_leads_id_idx" ON "payload_locked_documents_rels" USING btree ("leads_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads_additional_services" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "leads" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "leads_additional_services" CASCADE;
  DROP TABLE "leads" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_leads_fk";
  
  DROP INDEX "payload_locked_documents_rels_leads_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "leads_id";
  DROP TYPE "public"."enum_leads_additional_services";
  DROP TYPE "public"."enum_leads_status";
  DROP TYPE "public"."enum_leads_form";
  DROP TYPE "public"."enum_leads_preferred_contact";
  DROP TYPE "public"."enum_leads_under_finance";
  DROP TYPE "public"."enum_leads_trade_in";`)
}
