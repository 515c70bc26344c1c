import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { copyIntoEnglish, copyOutOfEnglish, shopTextsMoves } from '@/migrations/steps/move-into-locales'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`products_locales\` (
  	\`name\` text,
  	\`blurb\` text,
  	\`content_rich\` text,
  	\`content\` text,
  	\`medium\` text,
  	\`series\` text,
  	\`title\` text,
  	\`meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_locales_locale_parent_id_unique\` ON \`products_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_locales\` (
  	\`version_name\` text,
  	\`version_blurb\` text,
  	\`version_content_rich\` text,
  	\`version_content\` text,
  	\`version_medium\` text,
  	\`version_series\` text,
  	\`version_title\` text,
  	\`version_meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_products_v_locales_locale_parent_id_unique\` ON \`_products_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`addons_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`addons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`addons_locales_locale_parent_id_unique\` ON \`addons_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`groups_locales\` (
  	\`name\` text,
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`groups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`groups_locales_locale_parent_id_unique\` ON \`groups_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_products_v_snapshot_idx\` ON \`_products_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_published_locale_idx\` ON \`_products_v\` (\`published_locale\`);`)
  // What was written once is the English text, before its columns go.
  for (const move of shopTextsMoves) await db.run(copyIntoEnglish(move))
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_name\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_blurb\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_content_rich\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_content\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_medium\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_series\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_title\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_meta_description\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_pages_v_snapshot_idx\` ON \`_pages_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_published_locale_idx\` ON \`_pages_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_articles_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_articles_v_snapshot_idx\` ON \`_articles_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_published_locale_idx\` ON \`_articles_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_podcast_episodes_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_podcast_episodes_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_podcast_episodes_v_snapshot_idx\` ON \`_podcast_episodes_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_podcast_episodes_v_published_locale_idx\` ON \`_podcast_episodes_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_microblog_posts_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_microblog_posts_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_microblog_posts_v_snapshot_idx\` ON \`_microblog_posts_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_microblog_posts_v_published_locale_idx\` ON \`_microblog_posts_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`blurb\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`content_rich\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`content\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`medium\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`series\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`meta_description\`;`)
  await db.run(sql`ALTER TABLE \`addons\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`groups\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`groups\` DROP COLUMN \`content\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_name\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_blurb\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_content_rich\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_content\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_medium\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_series\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_title\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`name\` text;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`blurb\` text;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`content_rich\` text;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`content\` text;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`medium\` text;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`series\` text;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`addons\` ADD \`name\` text;`)
  await db.run(sql`ALTER TABLE \`groups\` ADD \`name\` text;`)
  await db.run(sql`ALTER TABLE \`groups\` ADD \`content\` text;`)
  for (const move of shopTextsMoves) await db.run(copyOutOfEnglish(move))
  await db.run(sql`DROP TABLE \`products_locales\`;`)
  await db.run(sql`DROP TABLE \`_products_v_locales\`;`)
  await db.run(sql`DROP TABLE \`addons_locales\`;`)
  await db.run(sql`DROP TABLE \`groups_locales\`;`)
  await db.run(sql`DROP INDEX \`_products_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_products_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_articles_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_articles_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_podcast_episodes_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_podcast_episodes_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_podcast_episodes_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_podcast_episodes_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_microblog_posts_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_microblog_posts_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_microblog_posts_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_microblog_posts_v\` DROP COLUMN \`published_locale\`;`)
}
