import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { copyIntoEnglish, copyOutOfEnglish, optionTextsMoves } from '@/migrations/steps/move-into-locales'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "products_variations_options_locales" (
  	"value" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "products_variations_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_products_v_version_variations_options_locales" (
  	"value" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_version_variations_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "products_variations_options_locales" ADD CONSTRAINT "products_variations_options_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_variations_options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_variations_locales" ADD CONSTRAINT "products_variations_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_variations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_variations_options_locales" ADD CONSTRAINT "_products_v_version_variations_options_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_version_variations_options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_variations_locales" ADD CONSTRAINT "_products_v_version_variations_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_version_variations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "products_variations_options_locales_locale_parent_id_unique" ON "products_variations_options_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "products_variations_locales_locale_parent_id_unique" ON "products_variations_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_products_v_version_variations_options_locales_locale_parent" ON "_products_v_version_variations_options_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_products_v_version_variations_locales_locale_parent_id_uniq" ON "_products_v_version_variations_locales" USING btree ("_locale","_parent_id");`)
  // What was written once is the English text, before its columns go.
  for (const move of optionTextsMoves) await db.execute(copyIntoEnglish(move))
  await db.execute(sql`
  ALTER TABLE "products_variations_options" DROP COLUMN "value";
  ALTER TABLE "products_variations" DROP COLUMN "name";
  ALTER TABLE "_products_v_version_variations_options" DROP COLUMN "value";
  ALTER TABLE "_products_v_version_variations" DROP COLUMN "name";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "products_variations_options" ADD COLUMN "value" varchar;
  ALTER TABLE "products_variations" ADD COLUMN "name" varchar;
  ALTER TABLE "_products_v_version_variations_options" ADD COLUMN "value" varchar;
  ALTER TABLE "_products_v_version_variations" ADD COLUMN "name" varchar;`)
  for (const move of optionTextsMoves) await db.execute(copyOutOfEnglish(move))
  await db.execute(sql`
  DROP TABLE "products_variations_options_locales" CASCADE;
  DROP TABLE "products_variations_locales" CASCADE;
  DROP TABLE "_products_v_version_variations_options_locales" CASCADE;
  DROP TABLE "_products_v_version_variations_locales" CASCADE;`)
}
