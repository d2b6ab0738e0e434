import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Deposits are paid on the payment provider's own page, so no card reaches us to count holds by.

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "reservations" DROP COLUMN "holder_card";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "reservations" ADD COLUMN "holder_card" varchar;`)
}
