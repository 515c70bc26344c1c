import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`articles\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`slug\` text,
  	\`author\` text,
  	\`blurb\` text,
  	\`image_id\` integer,
  	\`content_rich\` text,
  	\`content\` text,
  	\`rows\` text,
  	\`title\` text,
  	\`meta_description\` text,
  	\`publish_time\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_slug_idx\` ON \`articles\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`articles_image_idx\` ON \`articles\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_publish_time_idx\` ON \`articles\` (\`publish_time\`);`)
  await db.run(sql`CREATE INDEX \`articles_updated_at_idx\` ON \`articles\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`articles_created_at_idx\` ON \`articles\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`articles__status_idx\` ON \`articles\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`articles_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`products_id\` integer,
  	\`groups_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`groups_id\`) REFERENCES \`groups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_rels_order_idx\` ON \`articles_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`articles_rels_parent_idx\` ON \`articles_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_rels_path_idx\` ON \`articles_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`articles_rels_products_id_idx\` ON \`articles_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_rels_groups_id_idx\` ON \`articles_rels\` (\`groups_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_slug\` text,
  	\`version_author\` text,
  	\`version_blurb\` text,
  	\`version_image_id\` integer,
  	\`version_content_rich\` text,
  	\`version_content\` text,
  	\`version_rows\` text,
  	\`version_title\` text,
  	\`version_meta_description\` text,
  	\`version_publish_time\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_parent_idx\` ON \`_articles_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_slug_idx\` ON \`_articles_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_image_idx\` ON \`_articles_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_publish_time_idx\` ON \`_articles_v\` (\`version_publish_time\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_updated_at_idx\` ON \`_articles_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_created_at_idx\` ON \`_articles_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version__status_idx\` ON \`_articles_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_created_at_idx\` ON \`_articles_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_updated_at_idx\` ON \`_articles_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_latest_idx\` ON \`_articles_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`products_id\` integer,
  	\`groups_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`groups_id\`) REFERENCES \`groups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_rels_order_idx\` ON \`_articles_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_rels_parent_idx\` ON \`_articles_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_rels_path_idx\` ON \`_articles_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_rels_products_id_idx\` ON \`_articles_v_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_rels_groups_id_idx\` ON \`_articles_v_rels\` (\`groups_id\`);`)
  await db.run(sql`CREATE TABLE \`podcast_channels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`cover_art_id\` integer,
  	\`author\` text NOT NULL,
  	\`owner_email\` text,
  	\`category\` text DEFAULT 'arts_visual_arts' NOT NULL,
  	\`language\` text DEFAULT 'en-AU' NOT NULL,
  	\`explicit\` integer DEFAULT false,
  	\`amazon_url\` text,
  	\`itunes_url\` text,
  	\`spotify_url\` text,
  	\`deezer_url\` text,
  	\`tune_in_url\` text,
  	\`iheart_url\` text,
  	\`samsung_cast_url\` text,
  	\`rss_url\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`cover_art_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`podcast_channels_cover_art_idx\` ON \`podcast_channels\` (\`cover_art_id\`);`)
  await db.run(sql`CREATE INDEX \`podcast_channels_updated_at_idx\` ON \`podcast_channels\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`podcast_channels_created_at_idx\` ON \`podcast_channels\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`podcast_episodes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`channel_id\` integer,
  	\`name\` text,
  	\`url\` text,
  	\`season\` numeric,
  	\`episode\` numeric,
  	\`description_rich\` text,
  	\`description\` text,
  	\`audio_id\` integer,
  	\`length\` numeric,
  	\`cover_art_id\` integer,
  	\`display_start_time\` text,
  	\`explicit\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`channel_id\`) REFERENCES \`podcast_channels\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`audio_id\`) REFERENCES \`podcast_audio\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`cover_art_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`podcast_episodes_channel_idx\` ON \`podcast_episodes\` (\`channel_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`podcast_episodes_url_idx\` ON \`podcast_episodes\` (\`url\`);`)
  await db.run(sql`CREATE INDEX \`podcast_episodes_audio_idx\` ON \`podcast_episodes\` (\`audio_id\`);`)
  await db.run(sql`CREATE INDEX \`podcast_episodes_cover_art_idx\` ON \`podcast_episodes\` (\`cover_art_id\`);`)
  await db.run(sql`CREATE INDEX \`podcast_episodes_display_start_time_idx\` ON \`podcast_episodes\` (\`display_start_time\`);`)
  await db.run(sql`CREATE INDEX \`podcast_episodes_updated_at_idx\` ON \`podcast_episodes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`podcast_episodes_created_at_idx\` ON \`podcast_episodes\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`podcast_episodes__status_idx\` ON \`podcast_episodes\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`podcast_episodes_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`products_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`podcast_episodes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`podcast_episodes_rels_order_idx\` ON \`podcast_episodes_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`podcast_episodes_rels_parent_idx\` ON \`podcast_episodes_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`podcast_episodes_rels_path_idx\` ON \`podcast_episodes_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`podcast_episodes_rels_products_id_idx\` ON \`podcast_episodes_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE TABLE \`_podcast_episodes_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_channel_id\` integer,
  	\`version_name\` text,
  	\`version_url\` text,
  	\`version_season\` numeric,
  	\`version_episode\` numeric,
  	\`version_description_rich\` text,
  	\`version_description\` text,
  	\`version_audio_id\` integer,
  	\`version_length\` numeric,
  	\`version_cover_art_id\` integer,
  	\`version_display_start_time\` text,
  	\`version_explicit\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`podcast_episodes\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_channel_id\`) REFERENCES \`podcast_channels\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_audio_id\`) REFERENCES \`podcast_audio\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_cover_art_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_podcast_episodes_v_parent_idx\` ON \`_podcast_episodes_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_podcast_episodes_v_version_version_channel_idx\` ON \`_podcast_episodes_v\` (\`version_channel_id\`);`)
  await db.run(sql`CREATE INDEX \`_podcast_episodes_v_version_version_url_idx\` ON \`_podcast_episodes_v\` (\`version_url\`);`)
  await db.run(sql`CREATE INDEX \`_podcast_episodes_v_version_version_audio_idx\` ON \`_podcast_episodes_v\` (\`version_audio_id\`);`)
  await db.run(sql`CREATE INDEX \`_podcast_episodes_v_version_version_cover_art_idx\` ON \`_podcast_episodes_v\` (\`version_cover_art_id\`);`)
  await db.run(sql`CREATE INDEX \`_podcast_episodes_v_version_version_display_start_time_idx\` ON \`_podcast_episodes_v\` (\`version_display_start_time\`);`)
  await db.run(sql`CREATE INDEX \`_podcast_episodes_v_version_version_updated_at_idx\` ON \`_podcast_episodes_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_podcast_episodes_v_version_version_created_at_idx\` ON \`_podcast_episodes_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_podcast_episodes_v_version_version__status_idx\` ON \`_podcast_episodes_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_podcast_episodes_v_created_at_idx\` ON \`_podcast_episodes_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_podcast_episodes_v_updated_at_idx\` ON \`_podcast_episodes_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_podcast_episodes_v_latest_idx\` ON \`_podcast_episodes_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_podcast_episodes_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`products_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_podcast_episodes_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_podcast_episodes_v_rels_order_idx\` ON \`_podcast_episodes_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_podcast_episodes_v_rels_parent_idx\` ON \`_podcast_episodes_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_podcast_episodes_v_rels_path_idx\` ON \`_podcast_episodes_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_podcast_episodes_v_rels_products_id_idx\` ON \`_podcast_episodes_v_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE TABLE \`podcast_audio\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`duration\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`podcast_audio_updated_at_idx\` ON \`podcast_audio\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`podcast_audio_created_at_idx\` ON \`podcast_audio\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`podcast_audio_filename_idx\` ON \`podcast_audio\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`microblog_posts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`summary\` text,
  	\`content_rich\` text,
  	\`content\` text,
  	\`link\` text,
  	\`link_text\` text,
  	\`image_id\` integer,
  	\`video_id\` integer,
  	\`published_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`microblog_posts_image_idx\` ON \`microblog_posts\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`microblog_posts_video_idx\` ON \`microblog_posts\` (\`video_id\`);`)
  await db.run(sql`CREATE INDEX \`microblog_posts_published_at_idx\` ON \`microblog_posts\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`microblog_posts_updated_at_idx\` ON \`microblog_posts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`microblog_posts_created_at_idx\` ON \`microblog_posts\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`microblog_posts__status_idx\` ON \`microblog_posts\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`microblog_posts_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`microblog_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`microblog_posts_texts_order_parent\` ON \`microblog_posts_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`microblog_posts_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`products_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`microblog_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`microblog_posts_rels_order_idx\` ON \`microblog_posts_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`microblog_posts_rels_parent_idx\` ON \`microblog_posts_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`microblog_posts_rels_path_idx\` ON \`microblog_posts_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`microblog_posts_rels_products_id_idx\` ON \`microblog_posts_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE TABLE \`_microblog_posts_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_summary\` text,
  	\`version_content_rich\` text,
  	\`version_content\` text,
  	\`version_link\` text,
  	\`version_link_text\` text,
  	\`version_image_id\` integer,
  	\`version_video_id\` integer,
  	\`version_published_at\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`microblog_posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_video_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_microblog_posts_v_parent_idx\` ON \`_microblog_posts_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_microblog_posts_v_version_version_image_idx\` ON \`_microblog_posts_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_microblog_posts_v_version_version_video_idx\` ON \`_microblog_posts_v\` (\`version_video_id\`);`)
  await db.run(sql`CREATE INDEX \`_microblog_posts_v_version_version_published_at_idx\` ON \`_microblog_posts_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_microblog_posts_v_version_version_updated_at_idx\` ON \`_microblog_posts_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_microblog_posts_v_version_version_created_at_idx\` ON \`_microblog_posts_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_microblog_posts_v_version_version__status_idx\` ON \`_microblog_posts_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_microblog_posts_v_created_at_idx\` ON \`_microblog_posts_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_microblog_posts_v_updated_at_idx\` ON \`_microblog_posts_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_microblog_posts_v_latest_idx\` ON \`_microblog_posts_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_microblog_posts_v_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_microblog_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_microblog_posts_v_texts_order_parent\` ON \`_microblog_posts_v_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_microblog_posts_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`products_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_microblog_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_microblog_posts_v_rels_order_idx\` ON \`_microblog_posts_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_microblog_posts_v_rels_parent_idx\` ON \`_microblog_posts_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_microblog_posts_v_rels_path_idx\` ON \`_microblog_posts_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_microblog_posts_v_rels_products_id_idx\` ON \`_microblog_posts_v_rels\` (\`products_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`articles_id\` integer REFERENCES articles(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`podcast_channels_id\` integer REFERENCES podcast_channels(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`podcast_episodes_id\` integer REFERENCES podcast_episodes(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`podcast_audio_id\` integer REFERENCES podcast_audio(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`microblog_posts_id\` integer REFERENCES microblog_posts(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_articles_id_idx\` ON \`payload_locked_documents_rels\` (\`articles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_podcast_channels_id_idx\` ON \`payload_locked_documents_rels\` (\`podcast_channels_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_podcast_episodes_id_idx\` ON \`payload_locked_documents_rels\` (\`podcast_episodes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_podcast_audio_id_idx\` ON \`payload_locked_documents_rels\` (\`podcast_audio_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_microblog_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`microblog_posts_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`articles\`;`)
  await db.run(sql`DROP TABLE \`articles_rels\`;`)
  await db.run(sql`DROP TABLE \`_articles_v\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_rels\`;`)
  await db.run(sql`DROP TABLE \`podcast_channels\`;`)
  await db.run(sql`DROP TABLE \`podcast_episodes\`;`)
  await db.run(sql`DROP TABLE \`podcast_episodes_rels\`;`)
  await db.run(sql`DROP TABLE \`_podcast_episodes_v\`;`)
  await db.run(sql`DROP TABLE \`_podcast_episodes_v_rels\`;`)
  await db.run(sql`DROP TABLE \`podcast_audio\`;`)
  await db.run(sql`DROP TABLE \`microblog_posts\`;`)
  await db.run(sql`DROP TABLE \`microblog_posts_texts\`;`)
  await db.run(sql`DROP TABLE \`microblog_posts_rels\`;`)
  await db.run(sql`DROP TABLE \`_microblog_posts_v\`;`)
  await db.run(sql`DROP TABLE \`_microblog_posts_v_texts\`;`)
  await db.run(sql`DROP TABLE \`_microblog_posts_v_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`products_id\` integer,
  	\`skus_id\` integer,
  	\`addons_id\` integer,
  	\`galleries_id\` integer,
  	\`testimonials_id\` integer,
  	\`people_id\` integer,
  	\`links_id\` integer,
  	\`faqs_id\` integer,
  	\`photos_id\` integer,
  	\`videos_id\` integer,
  	\`groups_id\` integer,
  	\`media_id\` integer,
  	\`users_id\` integer,
  	\`addresses_id\` integer,
  	\`carts_id\` integer,
  	\`cart_items_id\` integer,
  	\`orders_id\` integer,
  	\`shipping_types_id\` integer,
  	\`shipping_quotes_id\` integer,
  	\`promotions_id\` integer,
  	\`stock_moves_id\` integer,
  	\`test_payments_id\` integer,
  	\`account_sessions_id\` integer,
  	\`login_codes_id\` integer,
  	\`redirects_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`skus_id\`) REFERENCES \`skus\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`addons_id\`) REFERENCES \`addons\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`galleries_id\`) REFERENCES \`galleries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`testimonials_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`people_id\`) REFERENCES \`people\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`links_id\`) REFERENCES \`links\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`photos_id\`) REFERENCES \`photos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`videos_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`groups_id\`) REFERENCES \`groups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`addresses_id\`) REFERENCES \`addresses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`carts_id\`) REFERENCES \`carts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cart_items_id\`) REFERENCES \`cart_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`orders_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`shipping_types_id\`) REFERENCES \`shipping_types\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`shipping_quotes_id\`) REFERENCES \`shipping_quotes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`promotions_id\`) REFERENCES \`promotions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`stock_moves_id\`) REFERENCES \`stock_moves\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`test_payments_id\`) REFERENCES \`test_payments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`account_sessions_id\`) REFERENCES \`account_sessions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`login_codes_id\`) REFERENCES \`login_codes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "products_id", "skus_id", "addons_id", "galleries_id", "testimonials_id", "people_id", "links_id", "faqs_id", "photos_id", "videos_id", "groups_id", "media_id", "users_id", "addresses_id", "carts_id", "cart_items_id", "orders_id", "shipping_types_id", "shipping_quotes_id", "promotions_id", "stock_moves_id", "test_payments_id", "account_sessions_id", "login_codes_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "pages_id", "products_id", "skus_id", "addons_id", "galleries_id", "testimonials_id", "people_id", "links_id", "faqs_id", "photos_id", "videos_id", "groups_id", "media_id", "users_id", "addresses_id", "carts_id", "cart_items_id", "orders_id", "shipping_types_id", "shipping_quotes_id", "promotions_id", "stock_moves_id", "test_payments_id", "account_sessions_id", "login_codes_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_skus_id_idx\` ON \`payload_locked_documents_rels\` (\`skus_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_addons_id_idx\` ON \`payload_locked_documents_rels\` (\`addons_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_galleries_id_idx\` ON \`payload_locked_documents_rels\` (\`galleries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_testimonials_id_idx\` ON \`payload_locked_documents_rels\` (\`testimonials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_people_id_idx\` ON \`payload_locked_documents_rels\` (\`people_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_links_id_idx\` ON \`payload_locked_documents_rels\` (\`links_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faqs_id_idx\` ON \`payload_locked_documents_rels\` (\`faqs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_photos_id_idx\` ON \`payload_locked_documents_rels\` (\`photos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_videos_id_idx\` ON \`payload_locked_documents_rels\` (\`videos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_groups_id_idx\` ON \`payload_locked_documents_rels\` (\`groups_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_addresses_id_idx\` ON \`payload_locked_documents_rels\` (\`addresses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_carts_id_idx\` ON \`payload_locked_documents_rels\` (\`carts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cart_items_id_idx\` ON \`payload_locked_documents_rels\` (\`cart_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_shipping_types_id_idx\` ON \`payload_locked_documents_rels\` (\`shipping_types_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_shipping_quotes_id_idx\` ON \`payload_locked_documents_rels\` (\`shipping_quotes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_promotions_id_idx\` ON \`payload_locked_documents_rels\` (\`promotions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_stock_moves_id_idx\` ON \`payload_locked_documents_rels\` (\`stock_moves_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_test_payments_id_idx\` ON \`payload_locked_documents_rels\` (\`test_payments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_account_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`account_sessions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_login_codes_id_idx\` ON \`payload_locked_documents_rels\` (\`login_codes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
}
