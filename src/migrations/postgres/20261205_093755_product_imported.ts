import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products" ADD COLUMN "imported_key" varchar;
  ALTER TABLE "products" ADD COLUMN "imported_fingerprint" varchar;
  ALTER TABLE "products" ADD COLUMN "imported_pictures" jsonb;
  ALTER TABLE "_products_v" ADD COLUMN "version_imported_key" varchar;
  ALTER TABLE "_products_v" ADD COLUMN "version_imported_fingerprint" varchar;
  ALTER TABLE "_products_v" ADD COLUMN "version_imported_pictures" jsonb;
  CREATE INDEX "products_imported_imported_key_idx" ON "products" USING btree ("imported_key");
  CREATE INDEX "_products_v_version_imported_version_imported_key_idx" ON "_products_v" USING btree ("version_imported_key");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "products_imported_imported_key_idx";
  DROP INDEX "_products_v_version_imported_version_imported_key_idx";
  ALTER TABLE "products" DROP COLUMN "imported_key";
  ALTER TABLE "products" DROP COLUMN "imported_fingerprint";
  ALTER TABLE "products" DROP COLUMN "imported_pictures";
  ALTER TABLE "_products_v" DROP COLUMN "version_imported_key";
  ALTER TABLE "_products_v" DROP COLUMN "version_imported_fingerprint";
  ALTER TABLE "_products_v" DROP COLUMN "version_imported_pictures";`)
}
