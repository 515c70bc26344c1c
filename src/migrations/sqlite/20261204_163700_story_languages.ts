import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { copyIntoEnglish, copyOutOfEnglish, storyTextsMoves } from '@/migrations/steps/move-into-locales'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`articles_locales\` (
  	\`name\` text,
  	\`blurb\` text,
  	\`content_rich\` text,
  	\`content\` text,
  	\`title\` text,
  	\`meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_locales_locale_parent_id_unique\` ON \`articles_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_locales\` (
  	\`version_name\` text,
  	\`version_blurb\` text,
  	\`version_content_rich\` text,
  	\`version_content\` text,
  	\`version_title\` text,
  	\`version_meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_articles_v_locales_locale_parent_id_unique\` ON \`_articles_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`podcast_episodes_locales\` (
  	\`name\` text,
  	\`description_rich\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`podcast_episodes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`podcast_episodes_locales_locale_parent_id_unique\` ON \`podcast_episodes_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_podcast_episodes_v_locales\` (
  	\`version_name\` text,
  	\`version_description_rich\` text,
  	\`version_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_podcast_episodes_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_podcast_episodes_v_locales_locale_parent_id_unique\` ON \`_podcast_episodes_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`microblog_posts_locales\` (
  	\`summary\` text,
  	\`content_rich\` text,
  	\`content\` text,
  	\`link_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`microblog_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`microblog_posts_locales_locale_parent_id_unique\` ON \`microblog_posts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_microblog_posts_v_locales\` (
  	\`version_summary\` text,
  	\`version_content_rich\` text,
  	\`version_content\` text,
  	\`version_link_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_microblog_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_microblog_posts_v_locales_locale_parent_id_unique\` ON \`_microblog_posts_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`faqs_locales\` (
  	\`name\` text,
  	\`content_rich\` text,
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`faqs_locales_locale_parent_id_unique\` ON \`faqs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`links_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`links_locales_locale_parent_id_unique\` ON \`links_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`people_locales\` (
  	\`title\` text,
  	\`description_rich\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`people\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`people_locales_locale_parent_id_unique\` ON \`people_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`testimonials_locales\` (
  	\`content_rich\` text,
  	\`content\` text,
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`testimonials_locales_locale_parent_id_unique\` ON \`testimonials_locales\` (\`_locale\`,\`_parent_id\`);`)
  // What was written once is the English text, before its columns go.
  for (const move of storyTextsMoves) await db.run(copyIntoEnglish(move))
  await db.run(sql`ALTER TABLE \`articles\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`articles\` DROP COLUMN \`blurb\`;`)
  await db.run(sql`ALTER TABLE \`articles\` DROP COLUMN \`content_rich\`;`)
  await db.run(sql`ALTER TABLE \`articles\` DROP COLUMN \`content\`;`)
  await db.run(sql`ALTER TABLE \`articles\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`articles\` DROP COLUMN \`meta_description\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` DROP COLUMN \`version_name\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` DROP COLUMN \`version_blurb\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` DROP COLUMN \`version_content_rich\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` DROP COLUMN \`version_content\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` DROP COLUMN \`version_title\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` DROP COLUMN \`version_meta_description\`;`)
  await db.run(sql`ALTER TABLE \`podcast_episodes\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`podcast_episodes\` DROP COLUMN \`description_rich\`;`)
  await db.run(sql`ALTER TABLE \`podcast_episodes\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`_podcast_episodes_v\` DROP COLUMN \`version_name\`;`)
  await db.run(sql`ALTER TABLE \`_podcast_episodes_v\` DROP COLUMN \`version_description_rich\`;`)
  await db.run(sql`ALTER TABLE \`_podcast_episodes_v\` DROP COLUMN \`version_description\`;`)
  await db.run(sql`ALTER TABLE \`microblog_posts\` DROP COLUMN \`summary\`;`)
  await db.run(sql`ALTER TABLE \`microblog_posts\` DROP COLUMN \`content_rich\`;`)
  await db.run(sql`ALTER TABLE \`microblog_posts\` DROP COLUMN \`content\`;`)
  await db.run(sql`ALTER TABLE \`microblog_posts\` DROP COLUMN \`link_text\`;`)
  await db.run(sql`ALTER TABLE \`_microblog_posts_v\` DROP COLUMN \`version_summary\`;`)
  await db.run(sql`ALTER TABLE \`_microblog_posts_v\` DROP COLUMN \`version_content_rich\`;`)
  await db.run(sql`ALTER TABLE \`_microblog_posts_v\` DROP COLUMN \`version_content\`;`)
  await db.run(sql`ALTER TABLE \`_microblog_posts_v\` DROP COLUMN \`version_link_text\`;`)
  await db.run(sql`ALTER TABLE \`faqs\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`faqs\` DROP COLUMN \`content_rich\`;`)
  await db.run(sql`ALTER TABLE \`faqs\` DROP COLUMN \`content\`;`)
  await db.run(sql`ALTER TABLE \`links\` DROP COLUMN \`name\`;`)
  await db.run(sql`ALTER TABLE \`people\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`people\` DROP COLUMN \`description_rich\`;`)
  await db.run(sql`ALTER TABLE \`people\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`testimonials\` DROP COLUMN \`content_rich\`;`)
  await db.run(sql`ALTER TABLE \`testimonials\` DROP COLUMN \`content\`;`)
  await db.run(sql`ALTER TABLE \`testimonials\` DROP COLUMN \`title\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`articles\` ADD \`name\` text;`)
  await db.run(sql`ALTER TABLE \`articles\` ADD \`blurb\` text;`)
  await db.run(sql`ALTER TABLE \`articles\` ADD \`content_rich\` text;`)
  await db.run(sql`ALTER TABLE \`articles\` ADD \`content\` text;`)
  await db.run(sql`ALTER TABLE \`articles\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`articles\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` ADD \`version_name\` text;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` ADD \`version_blurb\` text;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` ADD \`version_content_rich\` text;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` ADD \`version_content\` text;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` ADD \`version_title\` text;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`podcast_episodes\` ADD \`name\` text;`)
  await db.run(sql`ALTER TABLE \`podcast_episodes\` ADD \`description_rich\` text;`)
  await db.run(sql`ALTER TABLE \`podcast_episodes\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`_podcast_episodes_v\` ADD \`version_name\` text;`)
  await db.run(sql`ALTER TABLE \`_podcast_episodes_v\` ADD \`version_description_rich\` text;`)
  await db.run(sql`ALTER TABLE \`_podcast_episodes_v\` ADD \`version_description\` text;`)
  await db.run(sql`ALTER TABLE \`microblog_posts\` ADD \`summary\` text;`)
  await db.run(sql`ALTER TABLE \`microblog_posts\` ADD \`content_rich\` text;`)
  await db.run(sql`ALTER TABLE \`microblog_posts\` ADD \`content\` text;`)
  await db.run(sql`ALTER TABLE \`microblog_posts\` ADD \`link_text\` text;`)
  await db.run(sql`ALTER TABLE \`_microblog_posts_v\` ADD \`version_summary\` text;`)
  await db.run(sql`ALTER TABLE \`_microblog_posts_v\` ADD \`version_content_rich\` text;`)
  await db.run(sql`ALTER TABLE \`_microblog_posts_v\` ADD \`version_content\` text;`)
  await db.run(sql`ALTER TABLE \`_microblog_posts_v\` ADD \`version_link_text\` text;`)
  await db.run(sql`ALTER TABLE \`faqs\` ADD \`name\` text;`)
  await db.run(sql`ALTER TABLE \`faqs\` ADD \`content_rich\` text;`)
  await db.run(sql`ALTER TABLE \`faqs\` ADD \`content\` text;`)
  await db.run(sql`ALTER TABLE \`links\` ADD \`name\` text;`)
  await db.run(sql`ALTER TABLE \`people\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`people\` ADD \`description_rich\` text;`)
  await db.run(sql`ALTER TABLE \`people\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`testimonials\` ADD \`content_rich\` text;`)
  await db.run(sql`ALTER TABLE \`testimonials\` ADD \`content\` text;`)
  await db.run(sql`ALTER TABLE \`testimonials\` ADD \`title\` text;`)
  for (const move of storyTextsMoves) await db.run(copyOutOfEnglish(move))
  await db.run(sql`DROP TABLE \`articles_locales\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_locales\`;`)
  await db.run(sql`DROP TABLE \`podcast_episodes_locales\`;`)
  await db.run(sql`DROP TABLE \`_podcast_episodes_v_locales\`;`)
  await db.run(sql`DROP TABLE \`microblog_posts_locales\`;`)
  await db.run(sql`DROP TABLE \`_microblog_posts_v_locales\`;`)
  await db.run(sql`DROP TABLE \`faqs_locales\`;`)
  await db.run(sql`DROP TABLE \`links_locales\`;`)
  await db.run(sql`DROP TABLE \`people_locales\`;`)
  await db.run(sql`DROP TABLE \`testimonials_locales\`;`)
}
