import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Sign-in codes belong to the browser that asked for them. A code lives 5 minutes and names no
// browser yet, so codes in flight are dropped: their shoppers send a new one.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   DELETE FROM "shopper_codes";
   DROP INDEX "tenantId_phone_idx";
  ALTER TABLE "shopper_codes" ADD COLUMN "device" varchar NOT NULL;
  CREATE UNIQUE INDEX "tenantId_phone_device_idx" ON "shopper_codes" USING btree ("tenant_id","phone","device");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DELETE FROM "shopper_codes";
   DROP INDEX "tenantId_phone_device_idx";
  CREATE UNIQUE INDEX "tenantId_phone_idx" ON "shopper_codes" USING btree ("tenant_id","phone");
  ALTER TABLE "shopper_codes" DROP COLUMN "device";`)
}
