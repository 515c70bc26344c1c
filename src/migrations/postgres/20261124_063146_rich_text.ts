import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { htmlToRichText } from '@/migrations/steps/html-to-rich-text'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "testimonials" ALTER COLUMN "content" DROP NOT NULL;
  ALTER TABLE "faqs" ALTER COLUMN "content" DROP NOT NULL;
  ALTER TABLE "products" ADD COLUMN "content_rich" jsonb;
  ALTER TABLE "_products_v" ADD COLUMN "version_content_rich" jsonb;
  ALTER TABLE "galleries_slides" ADD COLUMN "content_rich" jsonb;
  ALTER TABLE "testimonials" ADD COLUMN "content_rich" jsonb;
  ALTER TABLE "people" ADD COLUMN "description_rich" jsonb;
  ALTER TABLE "faqs" ADD COLUMN "content_rich" jsonb;`)
  await htmlToRichText(payload, {
    rows: async (query) => (await db.execute(query)).rows,
    run: (query) => db.execute(query),
    json: (value) => sql`${JSON.stringify(value)}::jsonb`,
  })
  await db.execute(sql`
   ALTER TABLE "testimonials" ALTER COLUMN "content_rich" SET NOT NULL;
  ALTER TABLE "faqs" ALTER COLUMN "content_rich" SET NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "testimonials" ALTER COLUMN "content" SET NOT NULL;
  ALTER TABLE "faqs" ALTER COLUMN "content" SET NOT NULL;
  ALTER TABLE "products" DROP COLUMN "content_rich";
  ALTER TABLE "_products_v" DROP COLUMN "version_content_rich";
  ALTER TABLE "galleries_slides" DROP COLUMN "content_rich";
  ALTER TABLE "testimonials" DROP COLUMN "content_rich";
  ALTER TABLE "people" DROP COLUMN "description_rich";
  ALTER TABLE "faqs" DROP COLUMN "content_rich";`)
}
