import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE INDEX "products_variations_options_locales_parent_id_idx" ON "products_variations_options_locales" USING btree ("_parent_id");
  CREATE INDEX "products_variations_locales_parent_id_idx" ON "products_variations_locales" USING btree ("_parent_id");
  CREATE INDEX "products_locales_parent_id_idx" ON "products_locales" USING btree ("_parent_id");
  CREATE INDEX "_products_v_version_variations_options_locales_parent_id_idx" ON "_products_v_version_variations_options_locales" USING btree ("_parent_id");
  CREATE INDEX "_products_v_version_variations_locales_parent_id_idx" ON "_products_v_version_variations_locales" USING btree ("_parent_id");
  CREATE INDEX "_products_v_locales_parent_id_idx" ON "_products_v_locales" USING btree ("_parent_id");
  CREATE INDEX "addons_locales_parent_id_idx" ON "addons_locales" USING btree ("_parent_id");
  CREATE INDEX "groups_locales_parent_id_idx" ON "groups_locales" USING btree ("_parent_id");
  CREATE INDEX "shipping_types_locales_parent_id_idx" ON "shipping_types_locales" USING btree ("_parent_id");
  CREATE INDEX "voucher_themes_locales_parent_id_idx" ON "voucher_themes_locales" USING btree ("_parent_id");
  CREATE INDEX "pages_locales_parent_id_idx" ON "pages_locales" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_locales_parent_id_idx" ON "_pages_v_locales" USING btree ("_parent_id");
  CREATE INDEX "articles_locales_parent_id_idx" ON "articles_locales" USING btree ("_parent_id");
  CREATE INDEX "_articles_v_locales_parent_id_idx" ON "_articles_v_locales" USING btree ("_parent_id");
  CREATE INDEX "podcast_episodes_locales_parent_id_idx" ON "podcast_episodes_locales" USING btree ("_parent_id");
  CREATE INDEX "_podcast_episodes_v_locales_parent_id_idx" ON "_podcast_episodes_v_locales" USING btree ("_parent_id");
  CREATE INDEX "microblog_posts_locales_parent_id_idx" ON "microblog_posts_locales" USING btree ("_parent_id");
  CREATE INDEX "microblog_posts_texts_parent_id_idx" ON "microblog_posts_texts" USING btree ("parent_id");
  CREATE INDEX "_microblog_posts_v_locales_parent_id_idx" ON "_microblog_posts_v_locales" USING btree ("_parent_id");
  CREATE INDEX "_microblog_posts_v_texts_parent_id_idx" ON "_microblog_posts_v_texts" USING btree ("parent_id");
  CREATE INDEX "faqs_locales_parent_id_idx" ON "faqs_locales" USING btree ("_parent_id");
  CREATE INDEX "links_locales_parent_id_idx" ON "links_locales" USING btree ("_parent_id");
  CREATE INDEX "galleries_slides_locales_parent_id_idx" ON "galleries_slides_locales" USING btree ("_parent_id");
  CREATE INDEX "galleries_locales_parent_id_idx" ON "galleries_locales" USING btree ("_parent_id");
  CREATE INDEX "photos_locales_parent_id_idx" ON "photos_locales" USING btree ("_parent_id");
  CREATE INDEX "people_locales_parent_id_idx" ON "people_locales" USING btree ("_parent_id");
  CREATE INDEX "testimonials_locales_parent_id_idx" ON "testimonials_locales" USING btree ("_parent_id");
  CREATE INDEX "forms_locales_parent_id_idx" ON "forms_locales" USING btree ("_parent_id");
  CREATE INDEX "site_settings_locales_parent_id_idx" ON "site_settings_locales" USING btree ("_parent_id");
  CREATE INDEX "header_nav_items_locales_parent_id_idx" ON "header_nav_items_locales" USING btree ("_parent_id");
  CREATE INDEX "footer_nav_items_locales_parent_id_idx" ON "footer_nav_items_locales" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "products_variations_options_locales_parent_id_idx";
  DROP INDEX "products_variations_locales_parent_id_idx";
  DROP INDEX "products_locales_parent_id_idx";
  DROP INDEX "_products_v_version_variations_options_locales_parent_id_idx";
  DROP INDEX "_products_v_version_variations_locales_parent_id_idx";
  DROP INDEX "_products_v_locales_parent_id_idx";
  DROP INDEX "addons_locales_parent_id_idx";
  DROP INDEX "groups_locales_parent_id_idx";
  DROP INDEX "shipping_types_locales_parent_id_idx";
  DROP INDEX "voucher_themes_locales_parent_id_idx";
  DROP INDEX "pages_locales_parent_id_idx";
  DROP INDEX "_pages_v_locales_parent_id_idx";
  DROP INDEX "articles_locales_parent_id_idx";
  DROP INDEX "_articles_v_locales_parent_id_idx";
  DROP INDEX "podcast_episodes_locales_parent_id_idx";
  DROP INDEX "_podcast_episodes_v_locales_parent_id_idx";
  DROP INDEX "microblog_posts_locales_parent_id_idx";
  DROP INDEX "microblog_posts_texts_parent_id_idx";
  DROP INDEX "_microblog_posts_v_locales_parent_id_idx";
  DROP INDEX "_microblog_posts_v_texts_parent_id_idx";
  DROP INDEX "faqs_locales_parent_id_idx";
  DROP INDEX "links_locales_parent_id_idx";
  DROP INDEX "galleries_slides_locales_parent_id_idx";
  DROP INDEX "galleries_locales_parent_id_idx";
  DROP INDEX "photos_locales_parent_id_idx";
  DROP INDEX "people_locales_parent_id_idx";
  DROP INDEX "testimonials_locales_parent_id_idx";
  DROP INDEX "forms_locales_parent_id_idx";
  DROP INDEX "site_settings_locales_parent_id_idx";
  DROP INDEX "header_nav_items_locales_parent_id_idx";
  DROP INDEX "footer_nav_items_locales_parent_id_idx";`)
}
