import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { copyIntoEnglish, copyOutOfEnglish, storyTextsMoves } from '@/migrations/steps/move-into-locales'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "articles_locales" (
  	"name" varchar,
  	"blurb" varchar,
  	"content_rich" jsonb,
  	"content" varchar,
  	"title" varchar,
  	"meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_articles_v_locales" (
  	"version_name" varchar,
  	"version_blurb" varchar,
  	"version_content_rich" jsonb,
  	"version_content" varchar,
  	"version_title" varchar,
  	"version_meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "podcast_episodes_locales" (
  	"name" varchar,
  	"description_rich" jsonb,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_podcast_episodes_v_locales" (
  	"version_name" varchar,
  	"version_description_rich" jsonb,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "microblog_posts_locales" (
  	"summary" varchar,
  	"content_rich" jsonb,
  	"content" varchar,
  	"link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_microblog_posts_v_locales" (
  	"version_summary" varchar,
  	"version_content_rich" jsonb,
  	"version_content" varchar,
  	"version_link_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "faqs_locales" (
  	"name" varchar,
  	"content_rich" jsonb,
  	"content" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "links_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "people_locales" (
  	"title" varchar,
  	"description_rich" jsonb,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "testimonials_locales" (
  	"content_rich" jsonb,
  	"content" varchar,
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "articles_locales" ADD CONSTRAINT "articles_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_locales" ADD CONSTRAINT "_articles_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "podcast_episodes_locales" ADD CONSTRAINT "podcast_episodes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."podcast_episodes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_podcast_episodes_v_locales" ADD CONSTRAINT "_podcast_episodes_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_podcast_episodes_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "microblog_posts_locales" ADD CONSTRAINT "microblog_posts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."microblog_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_microblog_posts_v_locales" ADD CONSTRAINT "_microblog_posts_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_microblog_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_locales" ADD CONSTRAINT "faqs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "links_locales" ADD CONSTRAINT "links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "people_locales" ADD CONSTRAINT "people_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "testimonials_locales" ADD CONSTRAINT "testimonials_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "articles_locales_locale_parent_id_unique" ON "articles_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_articles_v_locales_locale_parent_id_unique" ON "_articles_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "podcast_episodes_locales_locale_parent_id_unique" ON "podcast_episodes_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_podcast_episodes_v_locales_locale_parent_id_unique" ON "_podcast_episodes_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "microblog_posts_locales_locale_parent_id_unique" ON "microblog_posts_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_microblog_posts_v_locales_locale_parent_id_unique" ON "_microblog_posts_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "faqs_locales_locale_parent_id_unique" ON "faqs_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "links_locales_locale_parent_id_unique" ON "links_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "people_locales_locale_parent_id_unique" ON "people_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "testimonials_locales_locale_parent_id_unique" ON "testimonials_locales" USING btree ("_locale","_parent_id");`)
  // What was written once is the English text, before its columns go.
  for (const move of storyTextsMoves) await db.execute(copyIntoEnglish(move))
  await db.execute(sql`
  ALTER TABLE "articles" DROP COLUMN "name";
  ALTER TABLE "articles" DROP COLUMN "blurb";
  ALTER TABLE "articles" DROP COLUMN "content_rich";
  ALTER TABLE "articles" DROP COLUMN "content";
  ALTER TABLE "articles" DROP COLUMN "title";
  ALTER TABLE "articles" DROP COLUMN "meta_description";
  ALTER TABLE "_articles_v" DROP COLUMN "version_name";
  ALTER TABLE "_articles_v" DROP COLUMN "version_blurb";
  ALTER TABLE "_articles_v" DROP COLUMN "version_content_rich";
  ALTER TABLE "_articles_v" DROP COLUMN "version_content";
  ALTER TABLE "_articles_v" DROP COLUMN "version_title";
  ALTER TABLE "_articles_v" DROP COLUMN "version_meta_description";
  ALTER TABLE "podcast_episodes" DROP COLUMN "name";
  ALTER TABLE "podcast_episodes" DROP COLUMN "description_rich";
  ALTER TABLE "podcast_episodes" DROP COLUMN "description";
  ALTER TABLE "_podcast_episodes_v" DROP COLUMN "version_name";
  ALTER TABLE "_podcast_episodes_v" DROP COLUMN "version_description_rich";
  ALTER TABLE "_podcast_episodes_v" DROP COLUMN "version_description";
  ALTER TABLE "microblog_posts" DROP COLUMN "summary";
  ALTER TABLE "microblog_posts" DROP COLUMN "content_rich";
  ALTER TABLE "microblog_posts" DROP COLUMN "content";
  ALTER TABLE "microblog_posts" DROP COLUMN "link_text";
  ALTER TABLE "_microblog_posts_v" DROP COLUMN "version_summary";
  ALTER TABLE "_microblog_posts_v" DROP COLUMN "version_content_rich";
  ALTER TABLE "_microblog_posts_v" DROP COLUMN "version_content";
  ALTER TABLE "_microblog_posts_v" DROP COLUMN "version_link_text";
  ALTER TABLE "faqs" DROP COLUMN "name";
  ALTER TABLE "faqs" DROP COLUMN "content_rich";
  ALTER TABLE "faqs" DROP COLUMN "content";
  ALTER TABLE "links" DROP COLUMN "name";
  ALTER TABLE "people" DROP COLUMN "title";
  ALTER TABLE "people" DROP COLUMN "description_rich";
  ALTER TABLE "people" DROP COLUMN "description";
  ALTER TABLE "testimonials" DROP COLUMN "content_rich";
  ALTER TABLE "testimonials" DROP COLUMN "content";
  ALTER TABLE "testimonials" DROP COLUMN "title";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "articles" ADD COLUMN "name" varchar;
  ALTER TABLE "articles" ADD COLUMN "blurb" varchar;
  ALTER TABLE "articles" ADD COLUMN "content_rich" jsonb;
  ALTER TABLE "articles" ADD COLUMN "content" varchar;
  ALTER TABLE "articles" ADD COLUMN "title" varchar;
  ALTER TABLE "articles" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "_articles_v" ADD COLUMN "version_name" varchar;
  ALTER TABLE "_articles_v" ADD COLUMN "version_blurb" varchar;
  ALTER TABLE "_articles_v" ADD COLUMN "version_content_rich" jsonb;
  ALTER TABLE "_articles_v" ADD COLUMN "version_content" varchar;
  ALTER TABLE "_articles_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_articles_v" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "podcast_episodes" ADD COLUMN "name" varchar;
  ALTER TABLE "podcast_episodes" ADD COLUMN "description_rich" jsonb;
  ALTER TABLE "podcast_episodes" ADD COLUMN "description" varchar;
  ALTER TABLE "_podcast_episodes_v" ADD COLUMN "version_name" varchar;
  ALTER TABLE "_podcast_episodes_v" ADD COLUMN "version_description_rich" jsonb;
  ALTER TABLE "_podcast_episodes_v" ADD COLUMN "version_description" varchar;
  ALTER TABLE "microblog_posts" ADD COLUMN "summary" varchar;
  ALTER TABLE "microblog_posts" ADD COLUMN "content_rich" jsonb;
  ALTER TABLE "microblog_posts" ADD COLUMN "content" varchar;
  ALTER TABLE "microblog_posts" ADD COLUMN "link_text" varchar;
  ALTER TABLE "_microblog_posts_v" ADD COLUMN "version_summary" varchar;
  ALTER TABLE "_microblog_posts_v" ADD COLUMN "version_content_rich" jsonb;
  ALTER TABLE "_microblog_posts_v" ADD COLUMN "version_content" varchar;
  ALTER TABLE "_microblog_posts_v" ADD COLUMN "version_link_text" varchar;
  ALTER TABLE "faqs" ADD COLUMN "name" varchar;
  ALTER TABLE "faqs" ADD COLUMN "content_rich" jsonb;
  ALTER TABLE "faqs" ADD COLUMN "content" varchar;
  ALTER TABLE "links" ADD COLUMN "name" varchar;
  ALTER TABLE "people" ADD COLUMN "title" varchar;
  ALTER TABLE "people" ADD COLUMN "description_rich" jsonb;
  ALTER TABLE "people" ADD COLUMN "description" varchar;
  ALTER TABLE "testimonials" ADD COLUMN "content_rich" jsonb;
  ALTER TABLE "testimonials" ADD COLUMN "content" varchar;
  ALTER TABLE "testimonials" ADD COLUMN "title" varchar;`)
  for (const move of storyTextsMoves) await db.execute(copyOutOfEnglish(move))
  await db.execute(sql`
  ALTER TABLE "faqs" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "faqs" ALTER COLUMN "content_rich" SET NOT NULL;
  ALTER TABLE "links" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "testimonials" ALTER COLUMN "content_rich" SET NOT NULL;
  DROP TABLE "articles_locales" CASCADE;
  DROP TABLE "_articles_v_locales" CASCADE;
  DROP TABLE "podcast_episodes_locales" CASCADE;
  DROP TABLE "_podcast_episodes_v_locales" CASCADE;
  DROP TABLE "microblog_posts_locales" CASCADE;
  DROP TABLE "_microblog_posts_v_locales" CASCADE;
  DROP TABLE "faqs_locales" CASCADE;
  DROP TABLE "links_locales" CASCADE;
  DROP TABLE "people_locales" CASCADE;
  DROP TABLE "testimonials_locales" CASCADE;`)
}
