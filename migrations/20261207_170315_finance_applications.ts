import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_finance_applications_status" AS ENUM('draft', 'submitted');
  CREATE TYPE "public"."enum_finance_applications_step_reached" AS ENUM('personal', 'employment', 'money', 'car');
  CREATE TABLE "finance_applications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"status" "enum_finance_applications_status" DEFAULT 'draft' NOT NULL,
  	"step_reached" "enum_finance_applications_step_reached",
  	"lead_id" integer,
  	"expires_at" timestamp(3) with time zone,
  	"sealed" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "lead_inbox" ADD COLUMN "finance_application_reference" varchar;
  ALTER TABLE "lead_inbox" ADD COLUMN "finance_application_purchase_price" numeric;
  ALTER TABLE "lead_inbox" ADD COLUMN "finance_application_deposit" numeric;
  ALTER TABLE "lead_inbox" ADD COLUMN "finance_application_amount_to_finance" numeric;
  ALTER TABLE "lead_inbox" ADD COLUMN "finance_application_term_years" numeric;
  ALTER TABLE "lead_inbox" ADD COLUMN "finance_application_balloon" numeric;
  ALTER TABLE "lead_inbox" ADD COLUMN "finance_application_car_description" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "finance_applications_id" integer;
  ALTER TABLE "finance_applications" ADD CONSTRAINT "finance_applications_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "finance_applications" ADD CONSTRAINT "finance_applications_lead_id_lead_inbox_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."lead_inbox"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "finance_applications_tenant_idx" ON "finance_applications" USING btree ("tenant_id");
  CREATE INDEX "finance_applications_status_idx" ON "finance_applications" USING btree ("status");
  CREATE INDEX "finance_applications_lead_idx" ON "finance_applications" USING btree ("lead_id");
  CREATE INDEX "finance_applications_expires_at_idx" ON "finance_applications" USING btree ("expires_at");
  CREATE INDEX "finance_applications_updated_at_idx" ON "finance_applications" USING btree ("updated_at");
  CREATE INDEX "finance_applications_created_at_idx" ON "finance_applications" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_finance_applications_fk" FOREIGN KEY ("finance_applications_id") REFERENCES "public"."finance_applications"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "lead_inbox_finance_application_finance_application_refer_idx" ON "lead_inbox" USING btree ("finance_application_reference");
  CREATE INDEX "payload_locked_documents_rels_finance_applications_id_idx" ON "payload_locked_documents_rels" USING btree ("finance_applications_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "finance_applications" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "finance_applications" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_finance_applications_fk";
  
  DROP INDEX "lead_inbox_finance_application_finance_application_refer_idx";
  DROP INDEX "payload_locked_documents_rels_finance_applications_id_idx";
  ALTER TABLE "lead_inbox" DROP COLUMN "finance_application_reference";
  ALTER TABLE "lead_inbox" DROP COLUMN "finance_application_purchase_price";
  ALTER TABLE "lead_inbox" DROP COLUMN "finance_application_deposit";
  ALTER TABLE "lead_inbox" DROP COLUMN "finance_application_amount_to_finance";
  ALTER TABLE "lead_inbox" DROP COLUMN "finance_application_term_years";
  ALTER TABLE "lead_inbox" DROP COLUMN "finance_application_balloon";
  ALTER TABLE "lead_inbox" DROP COLUMN "finance_application_car_description";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "finance_applications_id";
  DROP TYPE "public"."enum_finance_applications_status";
  DROP TYPE "public"."enum_finance_applications_step_reached";`)
}
