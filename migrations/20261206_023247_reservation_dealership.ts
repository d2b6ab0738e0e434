import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "reservations" ADD COLUMN "dealership" varchar;
  CREATE INDEX "reservations_dealership_idx" ON "reservations" USING btree ("dealership");
  -- Reservations made before this know their car's dealership from its object id ("dealership:id").
  UPDATE "reservations" SET "dealership" = split_part("car_object_id", ':', 1) WHERE position(':' in "car_object_id") > 0;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "reservations_dealership_idx";
  ALTER TABLE "reservations" DROP COLUMN "dealership";`)
}
