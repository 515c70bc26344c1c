import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`orders_lines\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`sku_id\` integer,
  	\`product_id\` integer,
  	\`code\` text,
  	\`name\` text NOT NULL,
  	\`options_label\` text,
  	\`addons\` text,
  	\`qty\` numeric NOT NULL,
  	\`unit_cents\` numeric DEFAULT 0,
  	\`total_cents\` numeric DEFAULT 0,
  	\`is_original\` integer,
  	FOREIGN KEY (\`sku_id\`) REFERENCES \`skus\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`orders_lines_order_idx\` ON \`orders_lines\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`orders_lines_parent_id_idx\` ON \`orders_lines\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_lines_sku_idx\` ON \`orders_lines\` (\`sku_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_lines_product_idx\` ON \`orders_lines\` (\`product_id\`);`)
  await db.run(sql`CREATE TABLE \`orders\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`reference\` text,
  	\`status\` text DEFAULT 'awaiting_payment' NOT NULL,
  	\`tracking_number\` text,
  	\`artist_notes\` text,
  	\`user_id\` integer NOT NULL,
  	\`email\` text NOT NULL,
  	\`customer_name\` text,
  	\`locale\` text DEFAULT 'en',
  	\`subtotal_cents\` numeric DEFAULT 0,
  	\`discount_cents\` numeric DEFAULT 0,
  	\`shipping_cents\` numeric DEFAULT 0,
  	\`surcharge_cents\` numeric DEFAULT 0,
  	\`gst_cents\` numeric DEFAULT 0,
  	\`total_cents\` numeric DEFAULT 0,
  	\`is_export\` integer,
  	\`promotion_id\` integer,
  	\`promotion_code\` text,
  	\`shipping_type_id\` integer,
  	\`shipping_quote_id\` integer,
  	\`shipping_name\` text,
  	\`is_pick_up\` integer,
  	\`address_first_name\` text,
  	\`address_last_name\` text,
  	\`address_company\` text,
  	\`address_street_address\` text,
  	\`address_street_address_1\` text,
  	\`address_city\` text,
  	\`address_state\` text,
  	\`address_postcode\` text,
  	\`address_country\` text,
  	\`address_country_code\` text,
  	\`address_phone\` text,
  	\`note\` text,
  	\`marketing_opt_in\` integer,
  	\`gateway\` text,
  	\`payment_ref\` text,
  	\`payment_url\` text,
  	\`payment_charge\` text,
  	\`hold_until\` text,
  	\`paid_at\` text,
  	\`dispatched_at\` text,
  	\`refunded_at\` text,
  	\`cancel_reason\` text,
  	\`stock_held\` integer DEFAULT false,
  	\`cart_id\` integer,
  	\`checkout_key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`promotion_id\`) REFERENCES \`promotions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`shipping_type_id\`) REFERENCES \`shipping_types\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`shipping_quote_id\`) REFERENCES \`shipping_quotes\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`cart_id\`) REFERENCES \`carts\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`orders_reference_idx\` ON \`orders\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`orders_status_idx\` ON \`orders\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`orders_user_idx\` ON \`orders\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_promotion_idx\` ON \`orders\` (\`promotion_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_shipping_type_idx\` ON \`orders\` (\`shipping_type_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_shipping_quote_idx\` ON \`orders\` (\`shipping_quote_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_payment_ref_idx\` ON \`orders\` (\`payment_ref\`);`)
  await db.run(sql`CREATE INDEX \`orders_cart_idx\` ON \`orders\` (\`cart_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_checkout_key_idx\` ON \`orders\` (\`checkout_key\`);`)
  await db.run(sql`CREATE INDEX \`orders_updated_at_idx\` ON \`orders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`orders_created_at_idx\` ON \`orders\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`shipping_types_zones_rates\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`up_to_grams\` numeric,
  	\`amount\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`shipping_types_zones\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`shipping_types_zones_rates_order_idx\` ON \`shipping_types_zones_rates\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`shipping_types_zones_rates_parent_id_idx\` ON \`shipping_types_zones_rates\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`shipping_types_zones\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`countries\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`shipping_types\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`shipping_types_zones_order_idx\` ON \`shipping_types_zones\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`shipping_types_zones_parent_id_idx\` ON \`shipping_types_zones\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`shipping_types\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`kind\` text DEFAULT 'free_domestic' NOT NULL,
  	\`enabled\` integer DEFAULT true,
  	\`sort_order\` numeric DEFAULT 0,
  	\`note\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`shipping_types_updated_at_idx\` ON \`shipping_types\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`shipping_types_created_at_idx\` ON \`shipping_types\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`shipping_quotes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`status\` text DEFAULT 'requested' NOT NULL,
  	\`amount\` numeric,
  	\`user_id\` integer NOT NULL,
  	\`address_id\` integer NOT NULL,
  	\`country\` text,
  	\`weight_grams\` numeric,
  	\`items\` text,
  	\`quoted_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`address_id\`) REFERENCES \`addresses\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`shipping_quotes_user_idx\` ON \`shipping_quotes\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`shipping_quotes_address_idx\` ON \`shipping_quotes\` (\`address_id\`);`)
  await db.run(sql`CREATE INDEX \`shipping_quotes_updated_at_idx\` ON \`shipping_quotes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`shipping_quotes_created_at_idx\` ON \`shipping_quotes\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`promotions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`enabled\` integer DEFAULT true,
  	\`kind\` text DEFAULT 'percent' NOT NULL,
  	\`value\` numeric NOT NULL,
  	\`min_spend\` numeric,
  	\`starts_at\` text,
  	\`ends_at\` text,
  	\`usage_limit\` numeric,
  	\`per_customer_limit\` numeric,
  	\`times_used\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`promotions_code_idx\` ON \`promotions\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`promotions_updated_at_idx\` ON \`promotions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`promotions_created_at_idx\` ON \`promotions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`promotions_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`groups_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`promotions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`groups_id\`) REFERENCES \`groups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`promotions_rels_order_idx\` ON \`promotions_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`promotions_rels_parent_idx\` ON \`promotions_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`promotions_rels_path_idx\` ON \`promotions_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`promotions_rels_groups_id_idx\` ON \`promotions_rels\` (\`groups_id\`);`)
  await db.run(sql`CREATE TABLE \`stock_moves\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`sku_id\` integer NOT NULL,
  	\`order_id\` integer,
  	\`delta\` numeric NOT NULL,
  	\`reason\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`sku_id\`) REFERENCES \`skus\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`stock_moves_sku_idx\` ON \`stock_moves\` (\`sku_id\`);`)
  await db.run(sql`CREATE INDEX \`stock_moves_order_idx\` ON \`stock_moves\` (\`order_id\`);`)
  await db.run(sql`CREATE INDEX \`stock_moves_updated_at_idx\` ON \`stock_moves\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`stock_moves_created_at_idx\` ON \`stock_moves\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`test_payments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`token\` text NOT NULL,
  	\`reference\` text NOT NULL,
  	\`description\` text,
  	\`amount_cents\` numeric NOT NULL,
  	\`status\` text DEFAULT 'open' NOT NULL,
  	\`return_url\` text NOT NULL,
  	\`cancel_url\` text NOT NULL,
  	\`expires_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`test_payments_token_idx\` ON \`test_payments\` (\`token\`);`)
  await db.run(sql`CREATE INDEX \`test_payments_updated_at_idx\` ON \`test_payments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`test_payments_created_at_idx\` ON \`test_payments\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`checkout_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`hold_minutes\` numeric DEFAULT 15,
  	\`orders_email\` text,
  	\`card_surcharge_percent\` numeric DEFAULT 0,
  	\`test_gateway_surcharge_percent\` numeric DEFAULT 0,
  	\`signature_id\` integer,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`signature_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`checkout_settings_signature_idx\` ON \`checkout_settings\` (\`signature_id\`);`)
  await db.run(sql`ALTER TABLE \`skus\` ADD \`is_original\` integer;`)
  await db.run(sql`ALTER TABLE \`skus\` ADD \`weight_grams\` numeric DEFAULT 1000;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`orders_id\` integer REFERENCES orders(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`shipping_types_id\` integer REFERENCES shipping_types(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`shipping_quotes_id\` integer REFERENCES shipping_quotes(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`promotions_id\` integer REFERENCES promotions(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`stock_moves_id\` integer REFERENCES stock_moves(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`test_payments_id\` integer REFERENCES test_payments(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_shipping_types_id_idx\` ON \`payload_locked_documents_rels\` (\`shipping_types_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_shipping_quotes_id_idx\` ON \`payload_locked_documents_rels\` (\`shipping_quotes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_promotions_id_idx\` ON \`payload_locked_documents_rels\` (\`promotions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_stock_moves_id_idx\` ON \`payload_locked_documents_rels\` (\`stock_moves_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_test_payments_id_idx\` ON \`payload_locked_documents_rels\` (\`test_payments_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`orders_lines\`;`)
  await db.run(sql`DROP TABLE \`orders\`;`)
  await db.run(sql`DROP TABLE \`shipping_types_zones_rates\`;`)
  await db.run(sql`DROP TABLE \`shipping_types_zones\`;`)
  await db.run(sql`DROP TABLE \`shipping_types\`;`)
  await db.run(sql`DROP TABLE \`shipping_quotes\`;`)
  await db.run(sql`DROP TABLE \`promotions\`;`)
  await db.run(sql`DROP TABLE \`promotions_rels\`;`)
  await db.run(sql`DROP TABLE \`stock_moves\`;`)
  await db.run(sql`DROP TABLE \`test_payments\`;`)
  await db.run(sql`DROP TABLE \`checkout_settings\`;`)
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
  	FOREIGN KEY (\`account_sessions_id\`) REFERENCES \`account_sessions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`login_codes_id\`) REFERENCES \`login_codes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "products_id", "skus_id", "addons_id", "galleries_id", "testimonials_id", "people_id", "links_id", "faqs_id", "photos_id", "videos_id", "groups_id", "media_id", "users_id", "addresses_id", "carts_id", "cart_items_id", "account_sessions_id", "login_codes_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "pages_id", "products_id", "skus_id", "addons_id", "galleries_id", "testimonials_id", "people_id", "links_id", "faqs_id", "photos_id", "videos_id", "groups_id", "media_id", "users_id", "addresses_id", "carts_id", "cart_items_id", "account_sessions_id", "login_codes_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_account_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`account_sessions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_login_codes_id_idx\` ON \`payload_locked_documents_rels\` (\`login_codes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`ALTER TABLE \`skus\` DROP COLUMN \`is_original\`;`)
  await db.run(sql`ALTER TABLE \`skus\` DROP COLUMN \`weight_grams\`;`)
}
