import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`products\` ADD \`imported_key\` text;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`imported_fingerprint\` text;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`imported_pictures\` text;`)
  await db.run(sql`CREATE INDEX \`products_imported_imported_key_idx\` ON \`products\` (\`imported_key\`);`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_imported_key\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_imported_fingerprint\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_imported_pictures\` text;`)
  await db.run(sql`CREATE INDEX \`_products_v_version_imported_version_imported_key_idx\` ON \`_products_v\` (\`version_imported_key\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`products_imported_imported_key_idx\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`imported_key\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`imported_fingerprint\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`imported_pictures\`;`)
  await db.run(sql`DROP INDEX \`_products_v_version_imported_version_imported_key_idx\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_imported_key\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_imported_fingerprint\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_imported_pictures\`;`)
}
