import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "pages_blocks_finance_application" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"success_path" varchar DEFAULT '/success',
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_finance_application" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"success_path" varchar DEFAULT '/success',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "sections_blocks_finance_application" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"success_path" varchar DEFAULT '/success',
  	"block_name" varchar
  );
  
  CREATE TABLE "_sections_v_blocks_finance_application" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"success_path" varchar DEFAULT '/success',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  ALTER TABLE "pages_blocks_finance_application" ADD CONSTRAINT "pages_blocks_finance_application_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_finance_application" ADD CONSTRAINT "_pages_v_blocks_finance_application_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sections_blocks_finance_application" ADD CONSTRAINT "sections_blocks_finance_application_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sections_v_blocks_finance_application" ADD CONSTRAINT "_sections_v_blocks_finance_application_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sections_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_finance_application_order_idx" ON "pages_blocks_finance_application" USING btree ("_order");
  CREATE INDEX "pages_blocks_finance_application_parent_id_idx" ON "pages_blocks_finance_application" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_finance_application_path_idx" ON "pages_blocks_finance_application" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_finance_application_order_idx" ON "_pages_v_blocks_finance_application" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_finance_application_parent_id_idx" ON "_pages_v_blocks_finance_application" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_finance_application_path_idx" ON "_pages_v_blocks_finance_application" USING btree ("_path");
  CREATE INDEX "sections_blocks_finance_application_order_idx" ON "sections_blocks_finance_application" USING btree ("_order");
  CREATE INDEX "sections_blocks_finance_application_parent_id_idx" ON "sections_blocks_finance_application" USING btree ("_parent_id");
  CREATE INDEX "sections_blocks_finance_application_path_idx" ON "sections_blocks_finance_application" USING btree ("_path");
  CREATE INDEX "_sections_v_blocks_finance_application_order_idx" ON "_sections_v_blocks_finance_application" USING btree ("_order");
  CREATE INDEX "_sections_v_blocks_finance_application_parent_id_idx" ON "_sections_v_blocks_finance_application" USING btree ("_parent_id");
  CREATE INDEX "_sections_v_blocks_finance_application_path_idx" ON "_sections_v_blocks_finance_application" USING btree ("_path");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_finance_application" CASCADE;
  DROP TABLE "_pages_v_blocks_finance_application" CASCADE;
  DROP TABLE "sections_blocks_finance_application" CASCADE;
  DROP TABLE "_sections_v_blocks_finance_application" CASCADE;`)
}
