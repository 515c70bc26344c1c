import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { copyIntoEnglish, copyOutOfEnglish, optionTextsMoves } from '@/migrations/steps/move-into-locales'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`products_variations_options_locales\` (
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products_variations_options\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_variations_options_locales_locale_parent_id_unique\` ON \`products_variations_options_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_variations_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products_variations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_variations_locales_locale_parent_id_unique\` ON \`products_variations_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_variations_options_locales\` (
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v_version_variations_options\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_products_v_version_variations_options_locales_locale_parent\` ON \`_products_v_version_variations_options_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_version_variations_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v_version_variations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_products_v_version_variations_locales_locale_parent_id_uniq\` ON \`_products_v_version_variations_locales\` (\`_locale\`,\`_parent_id\`);`)
  // What was written once is the English text, before its columns go.
  for (const move of optionTextsMoves) await db.run(copyIntoEnglish(move))
  await db.run(sql`ALTER TABLE \`products_variations_options\` DROP COLUMN \`value\`;`)
  await db.run(sql`ALTER TABLE \`products_variations\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_variations_options\` DROP COLUMN \`value\`;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_variations\` DROP COLUMN \`name\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`products_variations_options\` ADD \`value\` text;`)
  await db.run(sql`ALTER TABLE \`products_variations\` ADD \`name\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_variations_options\` ADD \`value\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v_version_variations\` ADD \`name\` text;`)
  for (const move of optionTextsMoves) await db.run(copyOutOfEnglish(move))
  await db.run(sql`DROP TABLE \`products_variations_options_locales\`;`)
  await db.run(sql`DROP TABLE \`products_variations_locales\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_variations_options_locales\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_variations_locales\`;`)
}
