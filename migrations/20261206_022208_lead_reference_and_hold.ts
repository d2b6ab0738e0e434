import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_lead_inbox_delivery_status" ADD VALUE 'held';
  ALTER TABLE "lead_inbox" ADD COLUMN "reference" varchar;
  ALTER TABLE "lead_inbox" ADD COLUMN "idempotency_fingerprint" varchar;
  CREATE UNIQUE INDEX "lead_inbox_reference_idx" ON "lead_inbox" USING btree ("reference");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "lead_inbox" ALTER COLUMN "delivery_status" SET DATA TYPE text;
  ALTER TABLE "lead_inbox" ALTER COLUMN "delivery_status" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_lead_inbox_delivery_status";
  CREATE TYPE "public"."enum_lead_inbox_delivery_status" AS ENUM('pending', 'delivered', 'retrying', 'failed', 'spam', 'nothing-configured');
  ALTER TABLE "lead_inbox" ALTER COLUMN "delivery_status" SET DEFAULT 'pending'::"public"."enum_lead_inbox_delivery_status";
  ALTER TABLE "lead_inbox" ALTER COLUMN "delivery_status" SET DATA TYPE "public"."enum_lead_inbox_delivery_status" USING "delivery_status"::"public"."enum_lead_inbox_delivery_status";
  DROP INDEX "lead_inbox_reference_idx";
  ALTER TABLE "lead_inbox" DROP COLUMN "reference";
  ALTER TABLE "lead_inbox" DROP COLUMN "idempotency_fingerprint";`)
}
