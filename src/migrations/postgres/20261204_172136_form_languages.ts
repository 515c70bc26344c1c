import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { copyIntoEnglish, copyOutOfEnglish, formTextsMoves } from '@/migrations/steps/move-into-locales'
import {
  intoEnglish,
  moveWidgetTexts,
  outOfEnglish,
  questionColumns,
  questionTextsMoved,
} from '@/migrations/steps/widget-texts-into-locales'
import { postgresStore } from '@/migrations/steps/json-store'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "forms_locales" (
  	"title" varchar,
  	"submit_button_label" varchar,
  	"message_rich" jsonb,
  	"message" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "forms_locales" ADD CONSTRAINT "forms_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "forms_locales_locale_parent_id_unique" ON "forms_locales" USING btree ("_locale","_parent_id");
`)
  // What was written once is the English text, before its columns go; so is each question's.
  for (const move of formTextsMoves) await db.execute(copyIntoEnglish(move))
  await moveWidgetTexts(postgresStore(db), intoEnglish, questionColumns, questionTextsMoved)
  await db.execute(sql`
  ALTER TABLE "forms" DROP COLUMN "title";
  ALTER TABLE "forms" DROP COLUMN "submit_button_label";
  ALTER TABLE "forms" DROP COLUMN "message_rich";
  ALTER TABLE "forms" DROP COLUMN "message";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "forms" ADD COLUMN "title" varchar;
  ALTER TABLE "forms" ADD COLUMN "submit_button_label" varchar;
  ALTER TABLE "forms" ADD COLUMN "message_rich" jsonb;
  ALTER TABLE "forms" ADD COLUMN "message" varchar;`)
  for (const move of formTextsMoves) await db.execute(copyOutOfEnglish(move))
  await moveWidgetTexts(postgresStore(db), outOfEnglish, questionColumns, questionTextsMoved)
  await db.execute(sql`
  ALTER TABLE "forms" ALTER COLUMN "title" SET NOT NULL;
  DROP TABLE "forms_locales" CASCADE;`)
}
