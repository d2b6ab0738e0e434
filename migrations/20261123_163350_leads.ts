import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_tenants_lead_delivery_routes_department" AS ENUM('sales', 'service', 'finance', 'careers');
  CREATE TYPE "public"."enum_pages_blocks_lead_form_form_kind" AS ENUM('contact', 'careers', 'trade-in', 'service', 'finance');
  CREATE TYPE "public"."enum_pages_blocks_lead_form_category" AS ENUM('General Enquiry', 'Sales Enquiry', 'Finance Enquiry', 'Service Enquiry', 'Parts Enquiry', 'Trade-In Enquiry', 'Careers Enquiry');
  CREATE TYPE "public"."enum__pages_v_blocks_lead_form_form_kind" AS ENUM('contact', 'careers', 'trade-in', 'service', 'finance');
  CREATE TYPE "public"."enum__pages_v_blocks_lead_form_category" AS ENUM('General Enquiry', 'Sales Enquiry', 'Finance Enquiry', 'Service Enquiry', 'Parts Enquiry', 'Trade-In Enquiry', 'Careers Enquiry');
  CREATE TYPE "public"."enum_lead_inbox_additional_services" AS ENUM('Finance', 'Insurance', 'Extended Warranty', 'Trade-In Valuation');
  CREATE TYPE "public"."enum_lead_inbox_status" AS ENUM('new', 'contacted', 'won', 'lost');
  CREATE TYPE "public"."enum_lead_inbox_form" AS ENUM('enquiry', 'test-drive', 'finance', 'request-photos', 'similar', 'contact', 'careers', 'trade-in', 'service');
  CREATE TYPE "public"."enum_lead_inbox_preferred_contact" AS ENUM('Phone', 'Email', 'SMS');
  CREATE TYPE "public"."enum_lead_inbox_rego_state" AS ENUM('NSW', 'VIC', 'QLD', 'SA', 'WA', 'TAS', 'NT', 'ACT');
  CREATE TYPE "public"."enum_lead_inbox_under_finance" AS ENUM('Yes', 'No');
  CREATE TYPE "public"."enum_lead_inbox_trade_in" AS ENUM('Yes', 'No');
  CREATE TYPE "public"."enum_lead_inbox_delivery_status" AS ENUM('pending', 'delivered', 'retrying', 'failed', 'spam', 'nothing-configured');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'deliverLead' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'eraseExpiredLeads' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'deliverLead' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'eraseExpiredLeads' BEFORE 'schedulePublish';
  CREATE TABLE "tenants_lead_delivery_routes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"department" "enum_tenants_lead_delivery_routes_department" NOT NULL
  );
  
  CREATE TABLE "pages_blocks_lead_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"form_kind" "enum_pages_blocks_lead_form_form_kind" DEFAULT 'contact',
  	"heading" varchar,
  	"intro" varchar,
  	"category" "enum_pages_blocks_lead_form_category",
  	"comments_optional" boolean DEFAULT false,
  	"success_path" varchar DEFAULT '/success',
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_lead_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"form_kind" "enum__pages_v_blocks_lead_form_form_kind" DEFAULT 'contact',
  	"heading" varchar,
  	"intro" varchar,
  	"category" "enum__pages_v_blocks_lead_form_category",
  	"comments_optional" boolean DEFAULT false,
  	"success_path" varchar DEFAULT '/success',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "lead_inbox_additional_services" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_lead_inbox_additional_services",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "lead_inbox" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"status" "enum_lead_inbox_status" DEFAULT 'new' NOT NULL,
  	"form" "enum_lead_inbox_form" NOT NULL,
  	"spam" boolean DEFAULT false,
  	"spam_reason" varchar,
  	"category" varchar,
  	"subcategory" varchar,
  	"name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"postcode" varchar NOT NULL,
  	"preferred_contact" "enum_lead_inbox_preferred_contact" DEFAULT 'Phone',
  	"opt_in" boolean DEFAULT false,
  	"message" varchar,
  	"booking_at" varchar,
  	"rego" varchar,
  	"rego_state" "enum_lead_inbox_rego_state",
  	"kms" numeric,
  	"dealership_slug" varchar,
  	"under_finance" "enum_lead_inbox_under_finance",
  	"trade_in" "enum_lead_inbox_trade_in",
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
  	"delivery_status" "enum_lead_inbox_delivery_status" DEFAULT 'pending',
  	"delivery_attempts" numeric DEFAULT 0,
  	"delivery_delivered_at" timestamp(3) with time zone,
  	"delivery_email_at" timestamp(3) with time zone,
  	"delivery_crm_at" timestamp(3) with time zone,
  	"delivery_webhook_at" timestamp(3) with time zone,
  	"delivery_last_error" varchar,
  	"erased_at" timestamp(3) with time zone,
  	"notes" varchar,
  	"idempotency_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "tenants" ADD COLUMN "lead_delivery_crm_url" varchar;
  ALTER TABLE "tenants" ADD COLUMN "lead_delivery_webhook_url" varchar;
  ALTER TABLE "tenants" ADD COLUMN "lead_delivery_webhook_secret" varchar;
  ALTER TABLE "tenants" ADD COLUMN "lead_delivery_retention_months" numeric DEFAULT 24;
  ALTER TABLE "payload_jobs" ADD COLUMN "meta" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "lead_inbox_id" integer;
  ALTER TABLE "tenants_lead_delivery_routes" ADD CONSTRAINT "tenants_lead_delivery_routes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_lead_form" ADD CONSTRAINT "pages_blocks_lead_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_lead_form" ADD CONSTRAINT "_pages_v_blocks_lead_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "lead_inbox_additional_services" ADD CONSTRAINT "lead_inbox_additional_services_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."lead_inbox"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "lead_inbox" ADD CONSTRAINT "lead_inbox_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "tenants_lead_delivery_routes_order_idx" ON "tenants_lead_delivery_routes" USING btree ("_order");
  CREATE INDEX "tenants_lead_delivery_routes_parent_id_idx" ON "tenants_lead_delivery_routes" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_lead_form_order_idx" ON "pages_blocks_lead_form" USING btree ("_order");
  CREATE INDEX "pages_blocks_lead_form_parent_id_idx" ON "pages_blocks_lead_form" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_lead_form_path_idx" ON "pages_blocks_lead_form" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_lead_form_order_idx" ON "_pages_v_blocks_lead_form" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_lead_form_parent_id_idx" ON "_pages_v_blocks_lead_form" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_lead_form_path_idx" ON "_pages_v_blocks_lead_form" USING btree ("_path");
  CREATE INDEX "lead_inbox_additional_services_order_idx" ON "lead_inbox_additional_services" USING btree ("order");
  CREATE INDEX "lead_inbox_additional_services_parent_idx" ON "lead_inbox_additional_services" USING btree ("parent_id");
  CREATE INDEX "lead_inbox_tenant_idx" ON "lead_inbox" USING btree ("tenant_id");
  CREATE INDEX "lead_inbox_status_idx" ON "lead_inbox" USING btree ("status");
  CREATE INDEX "lead_inbox_form_idx" ON "lead_inbox" USING btree ("form");
  CREATE INDEX "lead_inbox_spam_idx" ON "lead_inbox" USING btree ("spam");
  CREATE INDEX "lead_inbox_email_idx" ON "lead_inbox" USING btree ("email");
  CREATE INDEX "lead_inbox_dealership_slug_idx" ON "lead_inbox" USING btree ("dealership_slug");
  CREATE INDEX "lead_inbox_car_car_slug_idx" ON "lead_inbox" USING btree ("car_slug");
  CREATE INDEX "lead_inbox_car_car_stock_number_idx" ON "lead_inbox" USING btree ("car_stock_number");
  CREATE INDEX "lead_inbox_delivery_delivery_status_idx" ON "lead_inbox" USING btree ("delivery_status");
  CREATE UNIQUE INDEX "lead_inbox_idempotency_key_idx" ON "lead_inbox" USING btree ("idempotency_key");
  CREATE INDEX "lead_inbox_updated_at_idx" ON "lead_inbox" USING btree ("updated_at");
  CREATE INDEX "lead_inbox_created_at_idx" ON "lead_inbox" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_lead_inbox_fk" FOREIGN KEY ("lead_inbox_id") REFERENCES "public"."lead_inbox"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_lead_inbox_id_idx" ON "payload_locked_documents_rels" USING btree ("lead_inbox_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tenants_lead_delivery_routes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_lead_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_lead_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "lead_inbox_additional_services" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "lead_inbox" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "tenants_lead_delivery_routes" CASCADE;
  DROP TABLE "pages_blocks_lead_form" CASCADE;
  DROP TABLE "_pages_v_blocks_lead_form" CASCADE;
  DROP TABLE "lead_inbox_additional_services" CASCADE;
  DROP TABLE "lead_inbox" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_lead_inbox_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_lead_inbox_id_idx";
  ALTER TABLE "tenants" DROP COLUMN "lead_delivery_crm_url";
  ALTER TABLE "tenants" DROP COLUMN "lead_delivery_webhook_url";
  ALTER TABLE "tenants" DROP COLUMN "lead_delivery_webhook_secret";
  ALTER TABLE "tenants" DROP COLUMN "lead_delivery_retention_months";
  ALTER TABLE "payload_jobs" DROP COLUMN "meta";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "lead_inbox_id";
  DROP TYPE "public"."enum_tenants_lead_delivery_routes_department";
  DROP TYPE "public"."enum_pages_blocks_lead_form_form_kind";
  DROP TYPE "public"."enum_pages_blocks_lead_form_category";
  DROP TYPE "public"."enum__pages_v_blocks_lead_form_form_kind";
  DROP TYPE "public"."enum__pages_v_blocks_lead_form_category";
  DROP TYPE "public"."enum_lead_inbox_additional_services";
  DROP TYPE "public"."enum_lead_inbox_status";
  DROP TYPE "public"."enum_lead_inbox_form";
  DROP TYPE "public"."enum_lead_inbox_preferred_contact";
  DROP TYPE "public"."enum_lead_inbox_rego_state";
  DROP TYPE "public"."enum_lead_inbox_under_finance";
  DROP TYPE "public"."enum_lead_inbox_trade_in";
  DROP TYPE "public"."enum_lead_inbox_delivery_status";`)
}
