import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_reservations_history_status" AS ENUM('pending-payment', 'reserved', 'payment-failed', 'lapsed', 'released', 'refunded', 'sold');
  CREATE TYPE "public"."enum_reservations_status" AS ENUM('pending-payment', 'reserved', 'payment-failed', 'lapsed', 'released', 'refunded', 'sold');
  CREATE TABLE "reservations_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"status" "enum_reservations_history_status" NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"note" varchar
  );
  
  CREATE TABLE "reservations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"status" "enum_reservations_status" DEFAULT 'pending-payment' NOT NULL,
  	"hold_until" timestamp(3) with time zone,
  	"car_name" varchar NOT NULL,
  	"car" varchar NOT NULL,
  	"car_object_id" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"shopper_id" integer,
  	"amount" numeric NOT NULL,
  	"provider" varchar,
  	"payment_reference" varchar,
  	"idempotency_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reservations_id" integer;
  ALTER TABLE "reservations_history" ADD CONSTRAINT "reservations_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reservations" ADD CONSTRAINT "reservations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reservations" ADD CONSTRAINT "reservations_shopper_id_shoppers_id_fk" FOREIGN KEY ("shopper_id") REFERENCES "public"."shoppers"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "reservations_history_order_idx" ON "reservations_history" USING btree ("_order");
  CREATE INDEX "reservations_history_parent_id_idx" ON "reservations_history" USING btree ("_parent_id");
  CREATE INDEX "reservations_tenant_idx" ON "reservations" USING btree ("tenant_id");
  CREATE INDEX "reservations_status_idx" ON "reservations" USING btree ("status");
  CREATE INDEX "reservations_car_object_id_idx" ON "reservations" USING btree ("car_object_id");
  CREATE INDEX "reservations_shopper_idx" ON "reservations" USING btree ("shopper_id");
  CREATE UNIQUE INDEX "reservations_idempotency_key_idx" ON "reservations" USING btree ("idempotency_key");
  CREATE INDEX "reservations_updated_at_idx" ON "reservations" USING btree ("updated_at");
  CREATE INDEX "reservations_created_at_idx" ON "reservations" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reservations_fk" FOREIGN KEY ("reservations_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_reservations_id_idx" ON "payload_locked_documents_rels" USING btree ("reservations_id");
  -- One holding reservation per car: of two shoppers racing for a car, exactly one wins.
  CREATE UNIQUE INDEX "reservations_one_hold_per_car" ON "reservations" USING btree ("car_object_id")
    WHERE "status" IN ('pending-payment', 'reserved');`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX IF EXISTS "reservations_one_hold_per_car";
   ALTER TABLE "reservations_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reservations" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "reservations_history" CASCADE;
  DROP TABLE "reservations" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_reservations_fk";
  
  DROP INDEX "payload_locked_documents_rels_reservations_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reservations_id";
  DROP TYPE "public"."enum_reservations_history_status";
  DROP TYPE "public"."enum_reservations_status";`)
}
