import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_articles_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__articles_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_podcast_channels_category" AS ENUM('arts_visual_arts', 'arts_design', 'arts_books', 'arts_food', 'arts_performing_arts', 'arts_fashion_beauty', 'education_how_to', 'education_self_improvement', 'leisure_hobbies', 'leisure_crafts', 'society_documentary', 'society_personal_journals', 'society_places_travel', 'business_entrepreneurship');
  CREATE TYPE "public"."enum_podcast_episodes_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__podcast_episodes_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_microblog_posts_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__microblog_posts_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "articles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"slug" varchar,
  	"author" varchar,
  	"blurb" varchar,
  	"image_id" integer,
  	"content_rich" jsonb,
  	"content" varchar,
  	"rows" jsonb,
  	"title" varchar,
  	"meta_description" varchar,
  	"publish_time" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_articles_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "articles_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"products_id" integer,
  	"groups_id" integer
  );
  
  CREATE TABLE "_articles_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_slug" varchar,
  	"version_author" varchar,
  	"version_blurb" varchar,
  	"version_image_id" integer,
  	"version_content_rich" jsonb,
  	"version_content" varchar,
  	"version_rows" jsonb,
  	"version_title" varchar,
  	"version_meta_description" varchar,
  	"version_publish_time" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__articles_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_articles_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"products_id" integer,
  	"groups_id" integer
  );
  
  CREATE TABLE "podcast_channels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"cover_art_id" integer,
  	"author" varchar NOT NULL,
  	"owner_email" varchar,
  	"category" "enum_podcast_channels_category" DEFAULT 'arts_visual_arts' NOT NULL,
  	"language" varchar DEFAULT 'en-AU' NOT NULL,
  	"explicit" boolean DEFAULT false,
  	"amazon_url" varchar,
  	"itunes_url" varchar,
  	"spotify_url" varchar,
  	"deezer_url" varchar,
  	"tune_in_url" varchar,
  	"iheart_url" varchar,
  	"samsung_cast_url" varchar,
  	"rss_url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "podcast_episodes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"channel_id" integer,
  	"name" varchar,
  	"url" varchar,
  	"season" numeric,
  	"episode" numeric,
  	"description_rich" jsonb,
  	"description" varchar,
  	"audio_id" integer,
  	"length" numeric,
  	"cover_art_id" integer,
  	"display_start_time" timestamp(3) with time zone,
  	"explicit" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_podcast_episodes_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "podcast_episodes_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"products_id" integer
  );
  
  CREATE TABLE "_podcast_episodes_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_channel_id" integer,
  	"version_name" varchar,
  	"version_url" varchar,
  	"version_season" numeric,
  	"version_episode" numeric,
  	"version_description_rich" jsonb,
  	"version_description" varchar,
  	"version_audio_id" integer,
  	"version_length" numeric,
  	"version_cover_art_id" integer,
  	"version_display_start_time" timestamp(3) with time zone,
  	"version_explicit" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__podcast_episodes_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_podcast_episodes_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"products_id" integer
  );
  
  CREATE TABLE "podcast_audio" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"duration" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "microblog_posts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"summary" varchar,
  	"content_rich" jsonb,
  	"content" varchar,
  	"link" varchar,
  	"link_text" varchar,
  	"image_id" integer,
  	"video_id" integer,
  	"published_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_microblog_posts_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "microblog_posts_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "microblog_posts_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"products_id" integer
  );
  
  CREATE TABLE "_microblog_posts_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_summary" varchar,
  	"version_content_rich" jsonb,
  	"version_content" varchar,
  	"version_link" varchar,
  	"version_link_text" varchar,
  	"version_image_id" integer,
  	"version_video_id" integer,
  	"version_published_at" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__microblog_posts_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_microblog_posts_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_microblog_posts_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"products_id" integer
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "articles_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "podcast_channels_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "podcast_episodes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "podcast_audio_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "microblog_posts_id" integer;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles_rels" ADD CONSTRAINT "articles_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_rels" ADD CONSTRAINT "articles_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_rels" ADD CONSTRAINT "articles_rels_groups_fk" FOREIGN KEY ("groups_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_parent_id_articles_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v_rels" ADD CONSTRAINT "_articles_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_rels" ADD CONSTRAINT "_articles_v_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_rels" ADD CONSTRAINT "_articles_v_rels_groups_fk" FOREIGN KEY ("groups_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "podcast_channels" ADD CONSTRAINT "podcast_channels_cover_art_id_media_id_fk" FOREIGN KEY ("cover_art_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "podcast_episodes" ADD CONSTRAINT "podcast_episodes_channel_id_podcast_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."podcast_channels"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "podcast_episodes" ADD CONSTRAINT "podcast_episodes_audio_id_podcast_audio_id_fk" FOREIGN KEY ("audio_id") REFERENCES "public"."podcast_audio"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "podcast_episodes" ADD CONSTRAINT "podcast_episodes_cover_art_id_media_id_fk" FOREIGN KEY ("cover_art_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "podcast_episodes_rels" ADD CONSTRAINT "podcast_episodes_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."podcast_episodes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "podcast_episodes_rels" ADD CONSTRAINT "podcast_episodes_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_podcast_episodes_v" ADD CONSTRAINT "_podcast_episodes_v_parent_id_podcast_episodes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."podcast_episodes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_podcast_episodes_v" ADD CONSTRAINT "_podcast_episodes_v_version_channel_id_podcast_channels_id_fk" FOREIGN KEY ("version_channel_id") REFERENCES "public"."podcast_channels"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_podcast_episodes_v" ADD CONSTRAINT "_podcast_episodes_v_version_audio_id_podcast_audio_id_fk" FOREIGN KEY ("version_audio_id") REFERENCES "public"."podcast_audio"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_podcast_episodes_v" ADD CONSTRAINT "_podcast_episodes_v_version_cover_art_id_media_id_fk" FOREIGN KEY ("version_cover_art_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_podcast_episodes_v_rels" ADD CONSTRAINT "_podcast_episodes_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_podcast_episodes_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_podcast_episodes_v_rels" ADD CONSTRAINT "_podcast_episodes_v_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "microblog_posts" ADD CONSTRAINT "microblog_posts_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "microblog_posts" ADD CONSTRAINT "microblog_posts_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "microblog_posts_texts" ADD CONSTRAINT "microblog_posts_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."microblog_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "microblog_posts_rels" ADD CONSTRAINT "microblog_posts_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."microblog_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "microblog_posts_rels" ADD CONSTRAINT "microblog_posts_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_microblog_posts_v" ADD CONSTRAINT "_microblog_posts_v_parent_id_microblog_posts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."microblog_posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_microblog_posts_v" ADD CONSTRAINT "_microblog_posts_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_microblog_posts_v" ADD CONSTRAINT "_microblog_posts_v_version_video_id_videos_id_fk" FOREIGN KEY ("version_video_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_microblog_posts_v_texts" ADD CONSTRAINT "_microblog_posts_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_microblog_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_microblog_posts_v_rels" ADD CONSTRAINT "_microblog_posts_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_microblog_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_microblog_posts_v_rels" ADD CONSTRAINT "_microblog_posts_v_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "articles_slug_idx" ON "articles" USING btree ("slug");
  CREATE INDEX "articles_image_idx" ON "articles" USING btree ("image_id");
  CREATE INDEX "articles_publish_time_idx" ON "articles" USING btree ("publish_time");
  CREATE INDEX "articles_updated_at_idx" ON "articles" USING btree ("updated_at");
  CREATE INDEX "articles_created_at_idx" ON "articles" USING btree ("created_at");
  CREATE INDEX "articles__status_idx" ON "articles" USING btree ("_status");
  CREATE INDEX "articles_rels_order_idx" ON "articles_rels" USING btree ("order");
  CREATE INDEX "articles_rels_parent_idx" ON "articles_rels" USING btree ("parent_id");
  CREATE INDEX "articles_rels_path_idx" ON "articles_rels" USING btree ("path");
  CREATE INDEX "articles_rels_products_id_idx" ON "articles_rels" USING btree ("products_id");
  CREATE INDEX "articles_rels_groups_id_idx" ON "articles_rels" USING btree ("groups_id");
  CREATE INDEX "_articles_v_parent_idx" ON "_articles_v" USING btree ("parent_id");
  CREATE INDEX "_articles_v_version_version_slug_idx" ON "_articles_v" USING btree ("version_slug");
  CREATE INDEX "_articles_v_version_version_image_idx" ON "_articles_v" USING btree ("version_image_id");
  CREATE INDEX "_articles_v_version_version_publish_time_idx" ON "_articles_v" USING btree ("version_publish_time");
  CREATE INDEX "_articles_v_version_version_updated_at_idx" ON "_articles_v" USING btree ("version_updated_at");
  CREATE INDEX "_articles_v_version_version_created_at_idx" ON "_articles_v" USING btree ("version_created_at");
  CREATE INDEX "_articles_v_version_version__status_idx" ON "_articles_v" USING btree ("version__status");
  CREATE INDEX "_articles_v_created_at_idx" ON "_articles_v" USING btree ("created_at");
  CREATE INDEX "_articles_v_updated_at_idx" ON "_articles_v" USING btree ("updated_at");
  CREATE INDEX "_articles_v_latest_idx" ON "_articles_v" USING btree ("latest");
  CREATE INDEX "_articles_v_rels_order_idx" ON "_articles_v_rels" USING btree ("order");
  CREATE INDEX "_articles_v_rels_parent_idx" ON "_articles_v_rels" USING btree ("parent_id");
  CREATE INDEX "_articles_v_rels_path_idx" ON "_articles_v_rels" USING btree ("path");
  CREATE INDEX "_articles_v_rels_products_id_idx" ON "_articles_v_rels" USING btree ("products_id");
  CREATE INDEX "_articles_v_rels_groups_id_idx" ON "_articles_v_rels" USING btree ("groups_id");
  CREATE INDEX "podcast_channels_cover_art_idx" ON "podcast_channels" USING btree ("cover_art_id");
  CREATE INDEX "podcast_channels_updated_at_idx" ON "podcast_channels" USING btree ("updated_at");
  CREATE INDEX "podcast_channels_created_at_idx" ON "podcast_channels" USING btree ("created_at");
  CREATE INDEX "podcast_episodes_channel_idx" ON "podcast_episodes" USING btree ("channel_id");
  CREATE UNIQUE INDEX "podcast_episodes_url_idx" ON "podcast_episodes" USING btree ("url");
  CREATE INDEX "podcast_episodes_audio_idx" ON "podcast_episodes" USING btree ("audio_id");
  CREATE INDEX "podcast_episodes_cover_art_idx" ON "podcast_episodes" USING btree ("cover_art_id");
  CREATE INDEX "podcast_episodes_display_start_time_idx" ON "podcast_episodes" USING btree ("display_start_time");
  CREATE INDEX "podcast_episodes_updated_at_idx" ON "podcast_episodes" USING btree ("updated_at");
  CREATE INDEX "podcast_episodes_created_at_idx" ON "podcast_episodes" USING btree ("created_at");
  CREATE INDEX "podcast_episodes__status_idx" ON "podcast_episodes" USING btree ("_status");
  CREATE INDEX "podcast_episodes_rels_order_idx" ON "podcast_episodes_rels" USING btree ("order");
  CREATE INDEX "podcast_episodes_rels_parent_idx" ON "podcast_episodes_rels" USING btree ("parent_id");
  CREATE INDEX "podcast_episodes_rels_path_idx" ON "podcast_episodes_rels" USING btree ("path");
  CREATE INDEX "podcast_episodes_rels_products_id_idx" ON "podcast_episodes_rels" USING btree ("products_id");
  CREATE INDEX "_podcast_episodes_v_parent_idx" ON "_podcast_episodes_v" USING btree ("parent_id");
  CREATE INDEX "_podcast_episodes_v_version_version_channel_idx" ON "_podcast_episodes_v" USING btree ("version_channel_id");
  CREATE INDEX "_podcast_episodes_v_version_version_url_idx" ON "_podcast_episodes_v" USING btree ("version_url");
  CREATE INDEX "_podcast_episodes_v_version_version_audio_idx" ON "_podcast_episodes_v" USING btree ("version_audio_id");
  CREATE INDEX "_podcast_episodes_v_version_version_cover_art_idx" ON "_podcast_episodes_v" USING btree ("version_cover_art_id");
  CREATE INDEX "_podcast_episodes_v_version_version_display_start_time_idx" ON "_podcast_episodes_v" USING btree ("version_display_start_time");
  CREATE INDEX "_podcast_episodes_v_version_version_updated_at_idx" ON "_podcast_episodes_v" USING btree ("version_updated_at");
  CREATE INDEX "_podcast_episodes_v_version_version_created_at_idx" ON "_podcast_episodes_v" USING btree ("version_created_at");
  CREATE INDEX "_podcast_episodes_v_version_version__status_idx" ON "_podcast_episodes_v" USING btree ("version__status");
  CREATE INDEX "_podcast_episodes_v_created_at_idx" ON "_podcast_episodes_v" USING btree ("created_at");
  CREATE INDEX "_podcast_episodes_v_updated_at_idx" ON "_podcast_episodes_v" USING btree ("updated_at");
  CREATE INDEX "_podcast_episodes_v_latest_idx" ON "_podcast_episodes_v" USING btree ("latest");
  CREATE INDEX "_podcast_episodes_v_rels_order_idx" ON "_podcast_episodes_v_rels" USING btree ("order");
  CREATE INDEX "_podcast_episodes_v_rels_parent_idx" ON "_podcast_episodes_v_rels" USING btree ("parent_id");
  CREATE INDEX "_podcast_episodes_v_rels_path_idx" ON "_podcast_episodes_v_rels" USING btree ("path");
  CREATE INDEX "_podcast_episodes_v_rels_products_id_idx" ON "_podcast_episodes_v_rels" USING btree ("products_id");
  CREATE INDEX "podcast_audio_updated_at_idx" ON "podcast_audio" USING btree ("updated_at");
  CREATE INDEX "podcast_audio_created_at_idx" ON "podcast_audio" USING btree ("created_at");
  CREATE UNIQUE INDEX "podcast_audio_filename_idx" ON "podcast_audio" USING btree ("filename");
  CREATE INDEX "microblog_posts_image_idx" ON "microblog_posts" USING btree ("image_id");
  CREATE INDEX "microblog_posts_video_idx" ON "microblog_posts" USING btree ("video_id");
  CREATE INDEX "microblog_posts_published_at_idx" ON "microblog_posts" USING btree ("published_at");
  CREATE INDEX "microblog_posts_updated_at_idx" ON "microblog_posts" USING btree ("updated_at");
  CREATE INDEX "microblog_posts_created_at_idx" ON "microblog_posts" USING btree ("created_at");
  CREATE INDEX "microblog_posts__status_idx" ON "microblog_posts" USING btree ("_status");
  CREATE INDEX "microblog_posts_texts_order_parent" ON "microblog_posts_texts" USING btree ("order","parent_id");
  CREATE INDEX "microblog_posts_rels_order_idx" ON "microblog_posts_rels" USING btree ("order");
  CREATE INDEX "microblog_posts_rels_parent_idx" ON "microblog_posts_rels" USING btree ("parent_id");
  CREATE INDEX "microblog_posts_rels_path_idx" ON "microblog_posts_rels" USING btree ("path");
  CREATE INDEX "microblog_posts_rels_products_id_idx" ON "microblog_posts_rels" USING btree ("products_id");
  CREATE INDEX "_microblog_posts_v_parent_idx" ON "_microblog_posts_v" USING btree ("parent_id");
  CREATE INDEX "_microblog_posts_v_version_version_image_idx" ON "_microblog_posts_v" USING btree ("version_image_id");
  CREATE INDEX "_microblog_posts_v_version_version_video_idx" ON "_microblog_posts_v" USING btree ("version_video_id");
  CREATE INDEX "_microblog_posts_v_version_version_published_at_idx" ON "_microblog_posts_v" USING btree ("version_published_at");
  CREATE INDEX "_microblog_posts_v_version_version_updated_at_idx" ON "_microblog_posts_v" USING btree ("version_updated_at");
  CREATE INDEX "_microblog_posts_v_version_version_created_at_idx" ON "_microblog_posts_v" USING btree ("version_created_at");
  CREATE INDEX "_microblog_posts_v_version_version__status_idx" ON "_microblog_posts_v" USING btree ("version__status");
  CREATE INDEX "_microblog_posts_v_created_at_idx" ON "_microblog_posts_v" USING btree ("created_at");
  CREATE INDEX "_microblog_posts_v_updated_at_idx" ON "_microblog_posts_v" USING btree ("updated_at");
  CREATE INDEX "_microblog_posts_v_latest_idx" ON "_microblog_posts_v" USING btree ("latest");
  CREATE INDEX "_microblog_posts_v_texts_order_parent" ON "_microblog_posts_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "_microblog_posts_v_rels_order_idx" ON "_microblog_posts_v_rels" USING btree ("order");
  CREATE INDEX "_microblog_posts_v_rels_parent_idx" ON "_microblog_posts_v_rels" USING btree ("parent_id");
  CREATE INDEX "_microblog_posts_v_rels_path_idx" ON "_microblog_posts_v_rels" USING btree ("path");
  CREATE INDEX "_microblog_posts_v_rels_products_id_idx" ON "_microblog_posts_v_rels" USING btree ("products_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_articles_fk" FOREIGN KEY ("articles_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_podcast_channels_fk" FOREIGN KEY ("podcast_channels_id") REFERENCES "public"."podcast_channels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_podcast_episodes_fk" FOREIGN KEY ("podcast_episodes_id") REFERENCES "public"."podcast_episodes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_podcast_audio_fk" FOREIGN KEY ("podcast_audio_id") REFERENCES "public"."podcast_audio"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_microblog_posts_fk" FOREIGN KEY ("microblog_posts_id") REFERENCES "public"."microblog_posts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_articles_id_idx" ON "payload_locked_documents_rels" USING btree ("articles_id");
  CREATE INDEX "payload_locked_documents_rels_podcast_channels_id_idx" ON "payload_locked_documents_rels" USING btree ("podcast_channels_id");
  CREATE INDEX "payload_locked_documents_rels_podcast_episodes_id_idx" ON "payload_locked_documents_rels" USING btree ("podcast_episodes_id");
  CREATE INDEX "payload_locked_documents_rels_podcast_audio_id_idx" ON "payload_locked_documents_rels" USING btree ("podcast_audio_id");
  CREATE INDEX "payload_locked_documents_rels_microblog_posts_id_idx" ON "payload_locked_documents_rels" USING btree ("microblog_posts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "articles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "podcast_channels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "podcast_episodes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "podcast_episodes_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_podcast_episodes_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_podcast_episodes_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "podcast_audio" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "microblog_posts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "microblog_posts_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "microblog_posts_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_microblog_posts_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_microblog_posts_v_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_microblog_posts_v_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "articles" CASCADE;
  DROP TABLE "articles_rels" CASCADE;
  DROP TABLE "_articles_v" CASCADE;
  DROP TABLE "_articles_v_rels" CASCADE;
  DROP TABLE "podcast_channels" CASCADE;
  DROP TABLE "podcast_episodes" CASCADE;
  DROP TABLE "podcast_episodes_rels" CASCADE;
  DROP TABLE "_podcast_episodes_v" CASCADE;
  DROP TABLE "_podcast_episodes_v_rels" CASCADE;
  DROP TABLE "podcast_audio" CASCADE;
  DROP TABLE "microblog_posts" CASCADE;
  DROP TABLE "microblog_posts_texts" CASCADE;
  DROP TABLE "microblog_posts_rels" CASCADE;
  DROP TABLE "_microblog_posts_v" CASCADE;
  DROP TABLE "_microblog_posts_v_texts" CASCADE;
  DROP TABLE "_microblog_posts_v_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_articles_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_podcast_channels_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_podcast_episodes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_podcast_audio_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_microblog_posts_fk";
  
  DROP INDEX "payload_locked_documents_rels_articles_id_idx";
  DROP INDEX "payload_locked_documents_rels_podcast_channels_id_idx";
  DROP INDEX "payload_locked_documents_rels_podcast_episodes_id_idx";
  DROP INDEX "payload_locked_documents_rels_podcast_audio_id_idx";
  DROP INDEX "payload_locked_documents_rels_microblog_posts_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "articles_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "podcast_channels_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "podcast_episodes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "podcast_audio_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "microblog_posts_id";
  DROP TYPE "public"."enum_articles_status";
  DROP TYPE "public"."enum__articles_v_version_status";
  DROP TYPE "public"."enum_podcast_channels_category";
  DROP TYPE "public"."enum_podcast_episodes_status";
  DROP TYPE "public"."enum__podcast_episodes_v_version_status";
  DROP TYPE "public"."enum_microblog_posts_status";
  DROP TYPE "public"."enum__microblog_posts_v_version_status";`)
}
