import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Who holds each car, as one person's holds are counted. Reservations made before get theirs from
// what the shopper sent, as src/domain/reservations/hold-limit.ts writes it (e-mail in lower case,
// phone as phoneDigits: +61 or 61 becomes 0); their card is unknown.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "reservations" ADD COLUMN "holder_email" varchar;
  ALTER TABLE "reservations" ADD COLUMN "holder_phone" varchar;
  ALTER TABLE "reservations" ADD COLUMN "holder_card" varchar;
  UPDATE "reservations" AS r SET
    "holder_email" = lower(trim(r."email")),
    "holder_phone" = replace(CASE
      WHEN s.x LIKE '+61%' THEN '0' || substr(s.x, 4)
      WHEN s.x LIKE '61%' AND length(s.x) = 11 THEN '0' || substr(s.x, 3)
      ELSE s.x END, '+', '')
    FROM (SELECT "id", regexp_replace("phone", '[^0-9+]', '', 'g') AS x FROM "reservations") AS s
    WHERE s."id" = r."id";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "reservations" DROP COLUMN "holder_email";
  ALTER TABLE "reservations" DROP COLUMN "holder_phone";
  ALTER TABLE "reservations" DROP COLUMN "holder_card";`)
}
