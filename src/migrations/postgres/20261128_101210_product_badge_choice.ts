import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // The badge was free text: the words that are now choices become them ("Original", "New",
  // "Limited edition"); any other ("Sold", "On special": the shop says those by itself) becomes none.
  await db.execute(sql`
  UPDATE "products" SET "badge" = CASE lower(trim("badge")) WHEN 'original' THEN 'original' WHEN 'new' THEN 'new'
    WHEN 'limited edition' THEN 'limited_edition' WHEN 'limited_edition' THEN 'limited_edition' ELSE NULL END WHERE "badge" IS NOT NULL;
  UPDATE "_products_v" SET "version_badge" = CASE lower(trim("version_badge")) WHEN 'original' THEN 'original' WHEN 'new' THEN 'new'
    WHEN 'limited edition' THEN 'limited_edition' WHEN 'limited_edition' THEN 'limited_edition' ELSE NULL END WHERE "version_badge" IS NOT NULL;`)
  await db.execute(sql`
   CREATE TYPE "public"."enum_products_badge" AS ENUM('original', 'new', 'limited_edition');
  CREATE TYPE "public"."enum__products_v_version_badge" AS ENUM('original', 'new', 'limited_edition');
  ALTER TABLE "products" ALTER COLUMN "badge" SET DATA TYPE "public"."enum_products_badge" USING "badge"::"public"."enum_products_badge";
  ALTER TABLE "_products_v" ALTER COLUMN "version_badge" SET DATA TYPE "public"."enum__products_v_version_badge" USING "version_badge"::"public"."enum__products_v_version_badge";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products" ALTER COLUMN "badge" SET DATA TYPE varchar;
  ALTER TABLE "_products_v" ALTER COLUMN "version_badge" SET DATA TYPE varchar;
  DROP TYPE "public"."enum_products_badge";
  DROP TYPE "public"."enum__products_v_version_badge";`)
}
