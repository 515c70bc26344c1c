import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { copyIntoEnglish, copyOutOfEnglish, shippingTextsMoves } from '@/migrations/steps/move-into-locales'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "shipping_types_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "shipping_types_locales" ADD CONSTRAINT "shipping_types_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."shipping_types"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "shipping_types_locales_locale_parent_id_unique" ON "shipping_types_locales" USING btree ("_locale","_parent_id");`)
  // What was written once is the English name, before its column goes.
  for (const move of shippingTextsMoves) await db.execute(copyIntoEnglish(move))
  await db.execute(sql`
  ALTER TABLE "shipping_types" DROP COLUMN "name";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "shipping_types" ADD COLUMN "name" varchar;`)
  for (const move of shippingTextsMoves) await db.execute(copyOutOfEnglish(move))
  await db.execute(sql`
  ALTER TABLE "shipping_types" ALTER COLUMN "name" SET NOT NULL;
  DROP TABLE "shipping_types_locales" CASCADE;`)
}
