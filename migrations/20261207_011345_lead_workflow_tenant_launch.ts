import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// A dealer site is public once launched. Every site that exists already is public today, so it
// is marked launched; sites created from now on start behind their holding page. Leads gain an
// assignee and the dates their status first moved.

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tenants" ADD COLUMN "launched_at" timestamp(3) with time zone;
  UPDATE "tenants" SET "launched_at" = COALESCE("created_at", now());
  ALTER TABLE "lead_inbox" ADD COLUMN "assigned_to_id" integer;
  ALTER TABLE "lead_inbox" ADD COLUMN "first_contacted_at" timestamp(3) with time zone;
  ALTER TABLE "lead_inbox" ADD COLUMN "closed_at" timestamp(3) with time zone;
  ALTER TABLE "lead_inbox" ADD CONSTRAINT "lead_inbox_assigned_to_id_users_id_fk" FOREIGN KEY ("assigned_to_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "lead_inbox_assigned_to_idx" ON "lead_inbox" USING btree ("assigned_to_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "lead_inbox" DROP CONSTRAINT "lead_inbox_assigned_to_id_users_id_fk";
  
  DROP INDEX "lead_inbox_assigned_to_idx";
  ALTER TABLE "tenants" DROP COLUMN "launched_at";
  ALTER TABLE "lead_inbox" DROP COLUMN "assigned_to_id";
  ALTER TABLE "lead_inbox" DROP COLUMN "first_contacted_at";
  ALTER TABLE "lead_inbox" DROP COLUMN "closed_at";`)
}
