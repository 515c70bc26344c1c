import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // The badge was free text: the words that are now choices become them ("Original", "New",
  // "Limited edition"); any other ("Sold", "On special": the shop says those by itself) becomes none.
  await db.run(sql`UPDATE "products" SET "badge" = CASE lower(trim("badge")) WHEN 'original' THEN 'original' WHEN 'new' THEN 'new'
    WHEN 'limited edition' THEN 'limited_edition' WHEN 'limited_edition' THEN 'limited_edition' ELSE NULL END WHERE "badge" IS NOT NULL;`)
  await db.run(sql`UPDATE "_products_v" SET "version_badge" = CASE lower(trim("version_badge")) WHEN 'original' THEN 'original' WHEN 'new' THEN 'new'
    WHEN 'limited edition' THEN 'limited_edition' WHEN 'limited_edition' THEN 'limited_edition' ELSE NULL END WHERE "version_badge" IS NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // The choices stay as they were stored: the free text accepted them too.
}
