import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { captionTextsMoves, copyIntoEnglish, copyOutOfEnglish } from '@/migrations/steps/move-into-locales'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`voucher_themes_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`voucher_themes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`voucher_themes_locales_locale_parent_id_unique\` ON \`voucher_themes_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`galleries_slides_locales\` (
  	\`heading\` text,
  	\`sub_heading\` text,
  	\`content_rich\` text,
  	\`content\` text,
  	\`link_button_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`galleries_slides\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`galleries_slides_locales_locale_parent_id_unique\` ON \`galleries_slides_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`galleries_locales\` (
  	\`heading\` text,
  	\`sub_heading\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`galleries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`galleries_locales_locale_parent_id_unique\` ON \`galleries_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`photos_locales\` (
  	\`name\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`photos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`photos_locales_locale_parent_id_unique\` ON \`photos_locales\` (\`_locale\`,\`_parent_id\`);`)
  // What was written once is the English text, before its columns go.
  for (const move of captionTextsMoves) await db.run(copyIntoEnglish(move))
  await db.run(sql`ALTER TABLE \`voucher_themes\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`galleries_slides\` DROP COLUMN \`heading\`;`)
  await db.run(sql`ALTER TABLE \`galleries_slides\` DROP COLUMN \`sub_heading\`;`)
  await db.run(sql`ALTER TABLE \`galleries_slides\` DROP COLUMN \`content_rich\`;`)
  await db.run(sql`ALTER TABLE \`galleries_slides\` DROP COLUMN \`content\`;`)
  await db.run(sql`ALTER TABLE \`galleries_slides\` DROP COLUMN \`link_button_text\`;`)
  await db.run(sql`ALTER TABLE \`galleries\` DROP COLUMN \`heading\`;`)
  await db.run(sql`ALTER TABLE \`galleries\` DROP COLUMN \`sub_heading\`;`)
  await db.run(sql`ALTER TABLE \`photos\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`photos\` DROP COLUMN \`description\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`voucher_themes\` ADD \`name\` text;`)
  await db.run(sql`ALTER TABLE \`galleries_slides\` ADD \`heading\` text;`)
  await db.run(sql`ALTER TABLE \`galleries_slides\` ADD \`sub_heading\` text;`)
  await db.run(sql`ALTER TABLE \`galleries_slides\` ADD \`content_rich\` text;`)
  await db.run(sql`ALTER TABLE \`galleries_slides\` ADD \`content\` text;`)
  await db.run(sql`ALTER TABLE \`galleries_slides\` ADD \`link_button_text\` text;`)
  await db.run(sql`ALTER TABLE \`galleries\` ADD \`heading\` text;`)
  await db.run(sql`ALTER TABLE \`galleries\` ADD \`sub_heading\` text;`)
  await db.run(sql`ALTER TABLE \`photos\` ADD \`name\` text;`)
  await db.run(sql`ALTER TABLE \`photos\` ADD \`description\` text;`)
  // SQLite adds no column NOT NULL to rows that have none: the names are checked by the back-office.
  for (const move of captionTextsMoves) await db.run(copyOutOfEnglish(move))
  await db.run(sql`DROP TABLE \`voucher_themes_locales\`;`)
  await db.run(sql`DROP TABLE \`galleries_slides_locales\`;`)
  await db.run(sql`DROP TABLE \`galleries_locales\`;`)
  await db.run(sql`DROP TABLE \`photos_locales\`;`)
}
