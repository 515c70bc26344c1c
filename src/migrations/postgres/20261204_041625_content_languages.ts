import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { copyIntoEnglish, copyOutOfEnglish, shopTextsMoves } from '@/migrations/steps/move-into-locales'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('en', 'ar', 'de', 'es', 'fr', 'id', 'it', 'ja', 'ka', 'ko', 'pl', 'pt-BR', 'ru', 'tr', 'uk', 'uz', 'vi', 'zh-CN');
  CREATE TYPE "public"."enum__products_v_published_locale" AS ENUM('en', 'ar', 'de', 'es', 'fr', 'id', 'it', 'ja', 'ka', 'ko', 'pl', 'pt-BR', 'ru', 'tr', 'uk', 'uz', 'vi', 'zh-CN');
  CREATE TYPE "public"."enum__pages_v_published_locale" AS ENUM('en', 'ar', 'de', 'es', 'fr', 'id', 'it', 'ja', 'ka', 'ko', 'pl', 'pt-BR', 'ru', 'tr', 'uk', 'uz', 'vi', 'zh-CN');
  CREATE TYPE "public"."enum__articles_v_published_locale" AS ENUM('en', 'ar', 'de', 'es', 'fr', 'id', 'it', 'ja', 'ka', 'ko', 'pl', 'pt-BR', 'ru', 'tr', 'uk', 'uz', 'vi', 'zh-CN');
  CREATE TYPE "public"."enum__podcast_episodes_v_published_locale" AS ENUM('en', 'ar', 'de', 'es', 'fr', 'id', 'it', 'ja', 'ka', 'ko', 'pl', 'pt-BR', 'ru', 'tr', 'uk', 'uz', 'vi', 'zh-CN');
  CREATE TYPE "public"."enum__microblog_posts_v_published_locale" AS ENUM('en', 'ar', 'de', 'es', 'fr', 'id', 'it', 'ja', 'ka', 'ko', 'pl', 'pt-BR', 'ru', 'tr', 'uk', 'uz', 'vi', 'zh-CN');
  CREATE TABLE "products_locales" (
  	"name" varchar,
  	"blurb" varchar,
  	"content_rich" jsonb,
  	"content" varchar,
  	"medium" varchar,
  	"series" varchar,
  	"title" varchar,
  	"meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_locales" (
  	"version_name" varchar,
  	"version_blurb" varchar,
  	"version_content_rich" jsonb,
  	"version_content" varchar,
  	"version_medium" varchar,
  	"version_series" varchar,
  	"version_title" varchar,
  	"version_meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "addons_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "groups_locales" (
  	"name" varchar,
  	"content" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "_products_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_products_v" ADD COLUMN "published_locale" "enum__products_v_published_locale";
  ALTER TABLE "_pages_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_pages_v" ADD COLUMN "published_locale" "enum__pages_v_published_locale";
  ALTER TABLE "_articles_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_articles_v" ADD COLUMN "published_locale" "enum__articles_v_published_locale";
  ALTER TABLE "_podcast_episodes_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_podcast_episodes_v" ADD COLUMN "published_locale" "enum__podcast_episodes_v_published_locale";
  ALTER TABLE "_microblog_posts_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_microblog_posts_v" ADD COLUMN "published_locale" "enum__microblog_posts_v_published_locale";
  ALTER TABLE "products_locales" ADD CONSTRAINT "products_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_locales" ADD CONSTRAINT "_products_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "addons_locales" ADD CONSTRAINT "addons_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."addons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "groups_locales" ADD CONSTRAINT "groups_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "products_locales_locale_parent_id_unique" ON "products_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_products_v_locales_locale_parent_id_unique" ON "_products_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "addons_locales_locale_parent_id_unique" ON "addons_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "groups_locales_locale_parent_id_unique" ON "groups_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_snapshot_idx" ON "_products_v" USING btree ("snapshot");
  CREATE INDEX "_products_v_published_locale_idx" ON "_products_v" USING btree ("published_locale");
  CREATE INDEX "_pages_v_snapshot_idx" ON "_pages_v" USING btree ("snapshot");
  CREATE INDEX "_pages_v_published_locale_idx" ON "_pages_v" USING btree ("published_locale");
  CREATE INDEX "_articles_v_snapshot_idx" ON "_articles_v" USING btree ("snapshot");
  CREATE INDEX "_articles_v_published_locale_idx" ON "_articles_v" USING btree ("published_locale");
  CREATE INDEX "_podcast_episodes_v_snapshot_idx" ON "_podcast_episodes_v" USING btree ("snapshot");
  CREATE INDEX "_podcast_episodes_v_published_locale_idx" ON "_podcast_episodes_v" USING btree ("published_locale");
  CREATE INDEX "_microblog_posts_v_snapshot_idx" ON "_microblog_posts_v" USING btree ("snapshot");
  CREATE INDEX "_microblog_posts_v_published_locale_idx" ON "_microblog_posts_v" USING btree ("published_locale");`)
  // What was written once is the English text, before its columns go.
  for (const move of shopTextsMoves) await db.execute(copyIntoEnglish(move))
  await db.execute(sql`
  ALTER TABLE "products" DROP COLUMN "name";
  ALTER TABLE "products" DROP COLUMN "blurb";
  ALTER TABLE "products" DROP COLUMN "content_rich";
  ALTER TABLE "products" DROP COLUMN "content";
  ALTER TABLE "products" DROP COLUMN "medium";
  ALTER TABLE "products" DROP COLUMN "series";
  ALTER TABLE "products" DROP COLUMN "title";
  ALTER TABLE "products" DROP COLUMN "meta_description";
  ALTER TABLE "_products_v" DROP COLUMN "version_name";
  ALTER TABLE "_products_v" DROP COLUMN "version_blurb";
  ALTER TABLE "_products_v" DROP COLUMN "version_content_rich";
  ALTER TABLE "_products_v" DROP COLUMN "version_content";
  ALTER TABLE "_products_v" DROP COLUMN "version_medium";
  ALTER TABLE "_products_v" DROP COLUMN "version_series";
  ALTER TABLE "_products_v" DROP COLUMN "version_title";
  ALTER TABLE "_products_v" DROP COLUMN "version_meta_description";
  ALTER TABLE "addons" DROP COLUMN "name";
  ALTER TABLE "groups" DROP COLUMN "name";
  ALTER TABLE "groups" DROP COLUMN "content";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "products" ADD COLUMN "name" varchar;
  ALTER TABLE "products" ADD COLUMN "blurb" varchar;
  ALTER TABLE "products" ADD COLUMN "content_rich" jsonb;
  ALTER TABLE "products" ADD COLUMN "content" varchar;
  ALTER TABLE "products" ADD COLUMN "medium" varchar;
  ALTER TABLE "products" ADD COLUMN "series" varchar;
  ALTER TABLE "products" ADD COLUMN "title" varchar;
  ALTER TABLE "products" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "_products_v" ADD COLUMN "version_name" varchar;
  ALTER TABLE "_products_v" ADD COLUMN "version_blurb" varchar;
  ALTER TABLE "_products_v" ADD COLUMN "version_content_rich" jsonb;
  ALTER TABLE "_products_v" ADD COLUMN "version_content" varchar;
  ALTER TABLE "_products_v" ADD COLUMN "version_medium" varchar;
  ALTER TABLE "_products_v" ADD COLUMN "version_series" varchar;
  ALTER TABLE "_products_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_products_v" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "addons" ADD COLUMN "name" varchar;
  ALTER TABLE "groups" ADD COLUMN "name" varchar;
  ALTER TABLE "groups" ADD COLUMN "content" varchar;`)
  for (const move of shopTextsMoves) await db.execute(copyOutOfEnglish(move))
  await db.execute(sql`
  ALTER TABLE "addons" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "groups" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "products_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "addons_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "groups_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "products_locales" CASCADE;
  DROP TABLE "_products_v_locales" CASCADE;
  DROP TABLE "addons_locales" CASCADE;
  DROP TABLE "groups_locales" CASCADE;
  DROP INDEX "_products_v_snapshot_idx";
  DROP INDEX "_products_v_published_locale_idx";
  DROP INDEX "_pages_v_snapshot_idx";
  DROP INDEX "_pages_v_published_locale_idx";
  DROP INDEX "_articles_v_snapshot_idx";
  DROP INDEX "_articles_v_published_locale_idx";
  DROP INDEX "_podcast_episodes_v_snapshot_idx";
  DROP INDEX "_podcast_episodes_v_published_locale_idx";
  DROP INDEX "_microblog_posts_v_snapshot_idx";
  DROP INDEX "_microblog_posts_v_published_locale_idx";
  ALTER TABLE "_products_v" DROP COLUMN "snapshot";
  ALTER TABLE "_products_v" DROP COLUMN "published_locale";
  ALTER TABLE "_pages_v" DROP COLUMN "snapshot";
  ALTER TABLE "_pages_v" DROP COLUMN "published_locale";
  ALTER TABLE "_articles_v" DROP COLUMN "snapshot";
  ALTER TABLE "_articles_v" DROP COLUMN "published_locale";
  ALTER TABLE "_podcast_episodes_v" DROP COLUMN "snapshot";
  ALTER TABLE "_podcast_episodes_v" DROP COLUMN "published_locale";
  ALTER TABLE "_microblog_posts_v" DROP COLUMN "snapshot";
  ALTER TABLE "_microblog_posts_v" DROP COLUMN "published_locale";
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum__products_v_published_locale";
  DROP TYPE "public"."enum__pages_v_published_locale";
  DROP TYPE "public"."enum__articles_v_published_locale";
  DROP TYPE "public"."enum__podcast_episodes_v_published_locale";
  DROP TYPE "public"."enum__microblog_posts_v_published_locale";`)
}
