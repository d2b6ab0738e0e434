import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_offers_layout" AS ENUM('grid', 'carousel');
  CREATE TYPE "public"."enum__pages_v_blocks_offers_layout" AS ENUM('grid', 'carousel');
  ALTER TYPE "public"."enum_pages_blocks_locations_layout" ADD VALUE 'map';
  ALTER TYPE "public"."enum__pages_v_blocks_locations_layout" ADD VALUE 'map';
  ALTER TABLE "pages_blocks_offers" ADD COLUMN "layout" "enum_pages_blocks_offers_layout" DEFAULT 'grid';
  ALTER TABLE "_pages_v_blocks_offers" ADD COLUMN "layout" "enum__pages_v_blocks_offers_layout" DEFAULT 'grid';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_locations" ALTER COLUMN "layout" SET DATA TYPE text;
  ALTER TABLE "pages_blocks_locations" ALTER COLUMN "layout" SET DEFAULT 'grid'::text;
  DROP TYPE "public"."enum_pages_blocks_locations_layout";
  CREATE TYPE "public"."enum_pages_blocks_locations_layout" AS ENUM('grid', 'carousel');
  ALTER TABLE "pages_blocks_locations" ALTER COLUMN "layout" SET DEFAULT 'grid'::"public"."enum_pages_blocks_locations_layout";
  ALTER TABLE "pages_blocks_locations" ALTER COLUMN "layout" SET DATA TYPE "public"."enum_pages_blocks_locations_layout" USING "layout"::"public"."enum_pages_blocks_locations_layout";
  ALTER TABLE "_pages_v_blocks_locations" ALTER COLUMN "layout" SET DATA TYPE text;
  ALTER TABLE "_pages_v_blocks_locations" ALTER COLUMN "layout" SET DEFAULT 'grid'::text;
  DROP TYPE "public"."enum__pages_v_blocks_locations_layout";
  CREATE TYPE "public"."enum__pages_v_blocks_locations_layout" AS ENUM('grid', 'carousel');
  ALTER TABLE "_pages_v_blocks_locations" ALTER COLUMN "layout" SET DEFAULT 'grid'::"public"."enum__pages_v_blocks_locations_layout";
  ALTER TABLE "_pages_v_blocks_locations" ALTER COLUMN "layout" SET DATA TYPE "public"."enum__pages_v_blocks_locations_layout" USING "layout"::"public"."enum__pages_v_blocks_locations_layout";
  ALTER TABLE "pages_blocks_offers" DROP COLUMN "layout";
  ALTER TABLE "_pages_v_blocks_offers" DROP COLUMN "layout";
  DROP TYPE "public"."enum_pages_blocks_offers_layout";
  DROP TYPE "public"."enum__pages_v_blocks_offers_layout";`)
}
