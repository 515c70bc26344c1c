import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { captionTextsMoves, copyIntoEnglish, copyOutOfEnglish } from '@/migrations/steps/move-into-locales'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "voucher_themes_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "galleries_slides_locales" (
  	"heading" varchar,
  	"sub_heading" varchar,
  	"content_rich" jsonb,
  	"content" varchar,
  	"link_button_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "galleries_locales" (
  	"heading" varchar,
  	"sub_heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "photos_locales" (
  	"name" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "voucher_themes_locales" ADD CONSTRAINT "voucher_themes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."voucher_themes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "galleries_slides_locales" ADD CONSTRAINT "galleries_slides_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."galleries_slides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "galleries_locales" ADD CONSTRAINT "galleries_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "photos_locales" ADD CONSTRAINT "photos_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "voucher_themes_locales_locale_parent_id_unique" ON "voucher_themes_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "galleries_slides_locales_locale_parent_id_unique" ON "galleries_slides_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "galleries_locales_locale_parent_id_unique" ON "galleries_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "photos_locales_locale_parent_id_unique" ON "photos_locales" USING btree ("_locale","_parent_id");`)
  // What was written once is the English text, before its columns go.
  for (const move of captionTextsMoves) await db.execute(copyIntoEnglish(move))
  await db.execute(sql`
  ALTER TABLE "voucher_themes" DROP COLUMN "name";
  ALTER TABLE "galleries_slides" DROP COLUMN "heading";
  ALTER TABLE "galleries_slides" DROP COLUMN "sub_heading";
  ALTER TABLE "galleries_slides" DROP COLUMN "content_rich";
  ALTER TABLE "galleries_slides" DROP COLUMN "content";
  ALTER TABLE "galleries_slides" DROP COLUMN "link_button_text";
  ALTER TABLE "galleries" DROP COLUMN "heading";
  ALTER TABLE "galleries" DROP COLUMN "sub_heading";
  ALTER TABLE "photos" DROP COLUMN "name";
  ALTER TABLE "photos" DROP COLUMN "description";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "voucher_themes" ADD COLUMN "name" varchar;
  ALTER TABLE "galleries_slides" ADD COLUMN "heading" varchar;
  ALTER TABLE "galleries_slides" ADD COLUMN "sub_heading" varchar;
  ALTER TABLE "galleries_slides" ADD COLUMN "content_rich" jsonb;
  ALTER TABLE "galleries_slides" ADD COLUMN "content" varchar;
  ALTER TABLE "galleries_slides" ADD COLUMN "link_button_text" varchar;
  ALTER TABLE "galleries" ADD COLUMN "heading" varchar;
  ALTER TABLE "galleries" ADD COLUMN "sub_heading" varchar;
  ALTER TABLE "photos" ADD COLUMN "name" varchar;
  ALTER TABLE "photos" ADD COLUMN "description" varchar;`)
  for (const move of captionTextsMoves) await db.execute(copyOutOfEnglish(move))
  await db.execute(sql`
  ALTER TABLE "voucher_themes" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "photos" ALTER COLUMN "name" SET NOT NULL;
  DROP TABLE "voucher_themes_locales" CASCADE;
  DROP TABLE "galleries_slides_locales" CASCADE;
  DROP TABLE "galleries_locales" CASCADE;
  DROP TABLE "photos_locales" CASCADE;`)
}
