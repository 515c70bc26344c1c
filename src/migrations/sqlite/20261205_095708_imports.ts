import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`imports\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`file_name\` text NOT NULL,
  	\`source\` text NOT NULL,
  	\`status\` text NOT NULL,
  	\`options\` text,
  	\`plan\` text,
  	\`done\` numeric DEFAULT 0,
  	\`total\` numeric DEFAULT 0,
  	\`result\` text,
  	\`stop_asked\` integer DEFAULT false,
  	\`file\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`imports_status_idx\` ON \`imports\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`imports_updated_at_idx\` ON \`imports\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`imports_created_at_idx\` ON \`imports\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`imports_id\` integer REFERENCES imports(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_imports_id_idx\` ON \`payload_locked_documents_rels\` (\`imports_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`imports\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`products_id\` integer,
  	\`skus_id\` integer,
  	\`addons_id\` integer,
  	\`groups_id\` integer,
  	\`promotions_id\` integer,
  	\`shipping_types_id\` integer,
  	\`orders_id\` integer,
  	\`order_refunds_id\` integer,
  	\`payments_id\` integer,
  	\`gift_vouchers_id\` integer,
  	\`credit_entries_id\` integer,
  	\`voucher_themes_id\` integer,
  	\`shipping_quotes_id\` integer,
  	\`stock_moves_id\` integer,
  	\`stock_alerts_id\` integer,
  	\`users_id\` integer,
  	\`addresses_id\` integer,
  	\`pages_id\` integer,
  	\`articles_id\` integer,
  	\`podcast_channels_id\` integer,
  	\`podcast_episodes_id\` integer,
  	\`podcast_audio_id\` integer,
  	\`microblog_posts_id\` integer,
  	\`subscribers_id\` integer,
  	\`faqs_id\` integer,
  	\`links_id\` integer,
  	\`galleries_id\` integer,
  	\`photos_id\` integer,
  	\`videos_id\` integer,
  	\`media_id\` integer,
  	\`people_id\` integer,
  	\`testimonials_id\` integer,
  	\`redirects_id\` integer,
  	\`owed_mails_id\` integer,
  	\`carts_id\` integer,
  	\`cart_items_id\` integer,
  	\`test_payments_id\` integer,
  	\`account_sessions_id\` integer,
  	\`login_codes_id\` integer,
  	\`captcha_uses_id\` integer,
  	\`forms_id\` integer,
  	\`form_submissions_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`skus_id\`) REFERENCES \`skus\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`addons_id\`) REFERENCES \`addons\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`groups_id\`) REFERENCES \`groups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`promotions_id\`) REFERENCES \`promotions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`shipping_types_id\`) REFERENCES \`shipping_types\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`orders_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`order_refunds_id\`) REFERENCES \`order_refunds\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`payments_id\`) REFERENCES \`payments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`gift_vouchers_id\`) REFERENCES \`gift_vouchers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`credit_entries_id\`) REFERENCES \`credit_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`voucher_themes_id\`) REFERENCES \`voucher_themes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`shipping_quotes_id\`) REFERENCES \`shipping_quotes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`stock_moves_id\`) REFERENCES \`stock_moves\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`stock_alerts_id\`) REFERENCES \`stock_alerts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`addresses_id\`) REFERENCES \`addresses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`articles_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`podcast_channels_id\`) REFERENCES \`podcast_channels\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`podcast_episodes_id\`) REFERENCES \`podcast_episodes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`podcast_audio_id\`) REFERENCES \`podcast_audio\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`microblog_posts_id\`) REFERENCES \`microblog_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subscribers_id\`) REFERENCES \`subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`links_id\`) REFERENCES \`links\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`galleries_id\`) REFERENCES \`galleries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`photos_id\`) REFERENCES \`photos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`videos_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`people_id\`) REFERENCES \`people\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`testimonials_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`owed_mails_id\`) REFERENCES \`owed_mails\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`carts_id\`) REFERENCES \`carts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cart_items_id\`) REFERENCES \`cart_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`test_payments_id\`) REFERENCES \`test_payments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`account_sessions_id\`) REFERENCES \`account_sessions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`login_codes_id\`) REFERENCES \`login_codes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`captcha_uses_id\`) REFERENCES \`captcha_uses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`forms_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_submissions_id\`) REFERENCES \`form_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "products_id", "skus_id", "addons_id", "groups_id", "promotions_id", "shipping_types_id", "orders_id", "order_refunds_id", "payments_id", "gift_vouchers_id", "credit_entries_id", "voucher_themes_id", "shipping_quotes_id", "stock_moves_id", "stock_alerts_id", "users_id", "addresses_id", "pages_id", "articles_id", "podcast_channels_id", "podcast_episodes_id", "podcast_audio_id", "microblog_posts_id", "subscribers_id", "faqs_id", "links_id", "galleries_id", "photos_id", "videos_id", "media_id", "people_id", "testimonials_id", "redirects_id", "owed_mails_id", "carts_id", "cart_items_id", "test_payments_id", "account_sessions_id", "login_codes_id", "captcha_uses_id", "forms_id", "form_submissions_id") SELECT "id", "order", "parent_id", "path", "products_id", "skus_id", "addons_id", "groups_id", "promotions_id", "shipping_types_id", "orders_id", "order_refunds_id", "payments_id", "gift_vouchers_id", "credit_entries_id", "voucher_themes_id", "shipping_quotes_id", "stock_moves_id", "stock_alerts_id", "users_id", "addresses_id", "pages_id", "articles_id", "podcast_channels_id", "podcast_episodes_id", "podcast_audio_id", "microblog_posts_id", "subscribers_id", "faqs_id", "links_id", "galleries_id", "photos_id", "videos_id", "media_id", "people_id", "testimonials_id", "redirects_id", "owed_mails_id", "carts_id", "cart_items_id", "test_payments_id", "account_sessions_id", "login_codes_id", "captcha_uses_id", "forms_id", "form_submissions_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_skus_id_idx\` ON \`payload_locked_documents_rels\` (\`skus_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_addons_id_idx\` ON \`payload_locked_documents_rels\` (\`addons_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_groups_id_idx\` ON \`payload_locked_documents_rels\` (\`groups_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_promotions_id_idx\` ON \`payload_locked_documents_rels\` (\`promotions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_shipping_types_id_idx\` ON \`payload_locked_documents_rels\` (\`shipping_types_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_refunds_id_idx\` ON \`payload_locked_documents_rels\` (\`order_refunds_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payments_id_idx\` ON \`payload_locked_documents_rels\` (\`payments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_gift_vouchers_id_idx\` ON \`payload_locked_documents_rels\` (\`gift_vouchers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_credit_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`credit_entries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_voucher_themes_id_idx\` ON \`payload_locked_documents_rels\` (\`voucher_themes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_shipping_quotes_id_idx\` ON \`payload_locked_documents_rels\` (\`shipping_quotes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_stock_moves_id_idx\` ON \`payload_locked_documents_rels\` (\`stock_moves_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_stock_alerts_id_idx\` ON \`payload_locked_documents_rels\` (\`stock_alerts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_addresses_id_idx\` ON \`payload_locked_documents_rels\` (\`addresses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_articles_id_idx\` ON \`payload_locked_documents_rels\` (\`articles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_podcast_channels_id_idx\` ON \`payload_locked_documents_rels\` (\`podcast_channels_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_podcast_episodes_id_idx\` ON \`payload_locked_documents_rels\` (\`podcast_episodes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_podcast_audio_id_idx\` ON \`payload_locked_documents_rels\` (\`podcast_audio_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_microblog_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`microblog_posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faqs_id_idx\` ON \`payload_locked_documents_rels\` (\`faqs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_links_id_idx\` ON \`payload_locked_documents_rels\` (\`links_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_galleries_id_idx\` ON \`payload_locked_documents_rels\` (\`galleries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_photos_id_idx\` ON \`payload_locked_documents_rels\` (\`photos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_videos_id_idx\` ON \`payload_locked_documents_rels\` (\`videos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_people_id_idx\` ON \`payload_locked_documents_rels\` (\`people_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_testimonials_id_idx\` ON \`payload_locked_documents_rels\` (\`testimonials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_owed_mails_id_idx\` ON \`payload_locked_documents_rels\` (\`owed_mails_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_carts_id_idx\` ON \`payload_locked_documents_rels\` (\`carts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cart_items_id_idx\` ON \`payload_locked_documents_rels\` (\`cart_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_test_payments_id_idx\` ON \`payload_locked_documents_rels\` (\`test_payments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_account_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`account_sessions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_login_codes_id_idx\` ON \`payload_locked_documents_rels\` (\`login_codes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_captcha_uses_id_idx\` ON \`payload_locked_documents_rels\` (\`captcha_uses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_forms_id_idx\` ON \`payload_locked_documents_rels\` (\`forms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`form_submissions_id\`);`)
}
