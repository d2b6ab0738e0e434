import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// A dealer site is public once launched. Every site that exists already is public today, so it
// is marked launched; sites created from now on start behind their holding page.

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tenants" ADD COLUMN "launched_at" timestamp(3) with time zone;
   UPDATE "tenants" SET "launched_at" = COALESCE("created_at", now());`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tenants" DROP COLUMN "launched_at";`)
}
