import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_orders_status" AS ENUM('awaiting_payment', 'paid', 'packed', 'dispatched', 'collected', 'cancelled', 'refunded');
  CREATE TYPE "public"."enum_orders_cancel_reason" AS ENUM('lapsed', 'superseded', 'declined', 'artist');
  CREATE TYPE "public"."enum_shipping_types_kind" AS ENUM('free_domestic', 'pickup', 'international', 'quote');
  CREATE TYPE "public"."enum_shipping_quotes_status" AS ENUM('requested', 'quoted');
  CREATE TYPE "public"."enum_promotions_kind" AS ENUM('percent', 'fixed');
  CREATE TYPE "public"."enum_stock_moves_reason" AS ENUM('hold', 'release', 'refund');
  CREATE TYPE "public"."enum_test_payments_status" AS ENUM('open', 'paid', 'declined', 'expired', 'refunded');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'lapseStockHolds' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'lapseStockHolds' BEFORE 'schedulePublish';
  CREATE TABLE "orders_lines" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"sku_id" integer,
  	"product_id" integer,
  	"code" varchar,
  	"name" varchar NOT NULL,
  	"options_label" varchar,
  	"addons" varchar,
  	"qty" numeric NOT NULL,
  	"unit_cents" numeric DEFAULT 0,
  	"total_cents" numeric DEFAULT 0,
  	"is_original" boolean
  );
  
  CREATE TABLE "orders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar,
  	"status" "enum_orders_status" DEFAULT 'awaiting_payment' NOT NULL,
  	"tracking_number" varchar,
  	"artist_notes" varchar,
  	"user_id" integer NOT NULL,
  	"email" varchar NOT NULL,
  	"customer_name" varchar,
  	"locale" varchar DEFAULT 'en',
  	"subtotal_cents" numeric DEFAULT 0,
  	"discount_cents" numeric DEFAULT 0,
  	"shipping_cents" numeric DEFAULT 0,
  	"surcharge_cents" numeric DEFAULT 0,
  	"gst_cents" numeric DEFAULT 0,
  	"total_cents" numeric DEFAULT 0,
  	"is_export" boolean,
  	"promotion_id" integer,
  	"promotion_code" varchar,
  	"shipping_type_id" integer,
  	"shipping_quote_id" integer,
  	"shipping_name" varchar,
  	"is_pick_up" boolean,
  	"address_first_name" varchar,
  	"address_last_name" varchar,
  	"address_company" varchar,
  	"address_street_address" varchar,
  	"address_street_address_1" varchar,
  	"address_city" varchar,
  	"address_state" varchar,
  	"address_postcode" varchar,
  	"address_country" varchar,
  	"address_country_code" varchar,
  	"address_phone" varchar,
  	"note" varchar,
  	"marketing_opt_in" boolean,
  	"gateway" varchar,
  	"payment_ref" varchar,
  	"payment_url" varchar,
  	"payment_charge" varchar,
  	"hold_until" timestamp(3) with time zone,
  	"paid_at" timestamp(3) with time zone,
  	"dispatched_at" timestamp(3) with time zone,
  	"refunded_at" timestamp(3) with time zone,
  	"cancel_reason" "enum_orders_cancel_reason",
  	"stock_held" boolean DEFAULT false,
  	"cart_id" integer,
  	"checkout_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "shipping_types_zones_rates" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"up_to_grams" numeric,
  	"amount" numeric
  );
  
  CREATE TABLE "shipping_types_zones" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"countries" varchar
  );
  
  CREATE TABLE "shipping_types" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"kind" "enum_shipping_types_kind" DEFAULT 'free_domestic' NOT NULL,
  	"enabled" boolean DEFAULT true,
  	"sort_order" numeric DEFAULT 0,
  	"note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "shipping_quotes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_shipping_quotes_status" DEFAULT 'requested' NOT NULL,
  	"amount" numeric,
  	"user_id" integer NOT NULL,
  	"address_id" integer NOT NULL,
  	"country" varchar,
  	"weight_grams" numeric,
  	"items" varchar,
  	"quoted_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "promotions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"enabled" boolean DEFAULT true,
  	"kind" "enum_promotions_kind" DEFAULT 'percent' NOT NULL,
  	"value" numeric NOT NULL,
  	"min_spend" numeric,
  	"starts_at" timestamp(3) with time zone,
  	"ends_at" timestamp(3) with time zone,
  	"usage_limit" numeric,
  	"per_customer_limit" numeric,
  	"times_used" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "promotions_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"groups_id" integer
  );
  
  CREATE TABLE "stock_moves" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"sku_id" integer NOT NULL,
  	"order_id" integer,
  	"delta" numeric NOT NULL,
  	"reason" "enum_stock_moves_reason" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "test_payments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"token" varchar NOT NULL,
  	"reference" varchar NOT NULL,
  	"description" varchar,
  	"amount_cents" numeric NOT NULL,
  	"status" "enum_test_payments_status" DEFAULT 'open' NOT NULL,
  	"return_url" varchar NOT NULL,
  	"cancel_url" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "checkout_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"hold_minutes" numeric DEFAULT 15,
  	"orders_email" varchar,
  	"card_surcharge_percent" numeric DEFAULT 0,
  	"test_gateway_surcharge_percent" numeric DEFAULT 0,
  	"signature_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "skus" ADD COLUMN "is_original" boolean;
  ALTER TABLE "skus" ADD COLUMN "weight_grams" numeric DEFAULT 1000;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "orders_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "shipping_types_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "shipping_quotes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "promotions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "stock_moves_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "test_payments_id" integer;
  ALTER TABLE "orders_lines" ADD CONSTRAINT "orders_lines_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders_lines" ADD CONSTRAINT "orders_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders_lines" ADD CONSTRAINT "orders_lines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_shipping_type_id_shipping_types_id_fk" FOREIGN KEY ("shipping_type_id") REFERENCES "public"."shipping_types"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_shipping_quote_id_shipping_quotes_id_fk" FOREIGN KEY ("shipping_quote_id") REFERENCES "public"."shipping_quotes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "shipping_types_zones_rates" ADD CONSTRAINT "shipping_types_zones_rates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."shipping_types_zones"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shipping_types_zones" ADD CONSTRAINT "shipping_types_zones_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."shipping_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shipping_quotes" ADD CONSTRAINT "shipping_quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "shipping_quotes" ADD CONSTRAINT "shipping_quotes_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "promotions_rels" ADD CONSTRAINT "promotions_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "promotions_rels" ADD CONSTRAINT "promotions_rels_groups_fk" FOREIGN KEY ("groups_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "stock_moves" ADD CONSTRAINT "stock_moves_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "checkout_settings" ADD CONSTRAINT "checkout_settings_signature_id_media_id_fk" FOREIGN KEY ("signature_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "orders_lines_order_idx" ON "orders_lines" USING btree ("_order");
  CREATE INDEX "orders_lines_parent_id_idx" ON "orders_lines" USING btree ("_parent_id");
  CREATE INDEX "orders_lines_sku_idx" ON "orders_lines" USING btree ("sku_id");
  CREATE INDEX "orders_lines_product_idx" ON "orders_lines" USING btree ("product_id");
  CREATE INDEX "orders_reference_idx" ON "orders" USING btree ("reference");
  CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");
  CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id");
  CREATE INDEX "orders_promotion_idx" ON "orders" USING btree ("promotion_id");
  CREATE INDEX "orders_shipping_type_idx" ON "orders" USING btree ("shipping_type_id");
  CREATE INDEX "orders_shipping_quote_idx" ON "orders" USING btree ("shipping_quote_id");
  CREATE INDEX "orders_payment_ref_idx" ON "orders" USING btree ("payment_ref");
  CREATE INDEX "orders_cart_idx" ON "orders" USING btree ("cart_id");
  CREATE INDEX "orders_checkout_key_idx" ON "orders" USING btree ("checkout_key");
  CREATE INDEX "orders_updated_at_idx" ON "orders" USING btree ("updated_at");
  CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");
  CREATE INDEX "shipping_types_zones_rates_order_idx" ON "shipping_types_zones_rates" USING btree ("_order");
  CREATE INDEX "shipping_types_zones_rates_parent_id_idx" ON "shipping_types_zones_rates" USING btree ("_parent_id");
  CREATE INDEX "shipping_types_zones_order_idx" ON "shipping_types_zones" USING btree ("_order");
  CREATE INDEX "shipping_types_zones_parent_id_idx" ON "shipping_types_zones" USING btree ("_parent_id");
  CREATE INDEX "shipping_types_updated_at_idx" ON "shipping_types" USING btree ("updated_at");
  CREATE INDEX "shipping_types_created_at_idx" ON "shipping_types" USING btree ("created_at");
  CREATE INDEX "shipping_quotes_user_idx" ON "shipping_quotes" USING btree ("user_id");
  CREATE INDEX "shipping_quotes_address_idx" ON "shipping_quotes" USING btree ("address_id");
  CREATE INDEX "shipping_quotes_updated_at_idx" ON "shipping_quotes" USING btree ("updated_at");
  CREATE INDEX "shipping_quotes_created_at_idx" ON "shipping_quotes" USING btree ("created_at");
  CREATE UNIQUE INDEX "promotions_code_idx" ON "promotions" USING btree ("code");
  CREATE INDEX "promotions_updated_at_idx" ON "promotions" USING btree ("updated_at");
  CREATE INDEX "promotions_created_at_idx" ON "promotions" USING btree ("created_at");
  CREATE INDEX "promotions_rels_order_idx" ON "promotions_rels" USING btree ("order");
  CREATE INDEX "promotions_rels_parent_idx" ON "promotions_rels" USING btree ("parent_id");
  CREATE INDEX "promotions_rels_path_idx" ON "promotions_rels" USING btree ("path");
  CREATE INDEX "promotions_rels_groups_id_idx" ON "promotions_rels" USING btree ("groups_id");
  CREATE INDEX "stock_moves_sku_idx" ON "stock_moves" USING btree ("sku_id");
  CREATE INDEX "stock_moves_order_idx" ON "stock_moves" USING btree ("order_id");
  CREATE INDEX "stock_moves_updated_at_idx" ON "stock_moves" USING btree ("updated_at");
  CREATE INDEX "stock_moves_created_at_idx" ON "stock_moves" USING btree ("created_at");
  CREATE UNIQUE INDEX "test_payments_token_idx" ON "test_payments" USING btree ("token");
  CREATE INDEX "test_payments_updated_at_idx" ON "test_payments" USING btree ("updated_at");
  CREATE INDEX "test_payments_created_at_idx" ON "test_payments" USING btree ("created_at");
  CREATE INDEX "checkout_settings_signature_idx" ON "checkout_settings" USING btree ("signature_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_orders_fk" FOREIGN KEY ("orders_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_shipping_types_fk" FOREIGN KEY ("shipping_types_id") REFERENCES "public"."shipping_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_shipping_quotes_fk" FOREIGN KEY ("shipping_quotes_id") REFERENCES "public"."shipping_quotes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_promotions_fk" FOREIGN KEY ("promotions_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_stock_moves_fk" FOREIGN KEY ("stock_moves_id") REFERENCES "public"."stock_moves"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_test_payments_fk" FOREIGN KEY ("test_payments_id") REFERENCES "public"."test_payments"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_orders_id_idx" ON "payload_locked_documents_rels" USING btree ("orders_id");
  CREATE INDEX "payload_locked_documents_rels_shipping_types_id_idx" ON "payload_locked_documents_rels" USING btree ("shipping_types_id");
  CREATE INDEX "payload_locked_documents_rels_shipping_quotes_id_idx" ON "payload_locked_documents_rels" USING btree ("shipping_quotes_id");
  CREATE INDEX "payload_locked_documents_rels_promotions_id_idx" ON "payload_locked_documents_rels" USING btree ("promotions_id");
  CREATE INDEX "payload_locked_documents_rels_stock_moves_id_idx" ON "payload_locked_documents_rels" USING btree ("stock_moves_id");
  CREATE INDEX "payload_locked_documents_rels_test_payments_id_idx" ON "payload_locked_documents_rels" USING btree ("test_payments_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders_lines" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "orders" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shipping_types_zones_rates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shipping_types_zones" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shipping_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shipping_quotes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "promotions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "promotions_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "stock_moves" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "test_payments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "checkout_settings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "orders_lines" CASCADE;
  DROP TABLE "orders" CASCADE;
  DROP TABLE "shipping_types_zones_rates" CASCADE;
  DROP TABLE "shipping_types_zones" CASCADE;
  DROP TABLE "shipping_types" CASCADE;
  DROP TABLE "shipping_quotes" CASCADE;
  DROP TABLE "promotions" CASCADE;
  DROP TABLE "promotions_rels" CASCADE;
  DROP TABLE "stock_moves" CASCADE;
  DROP TABLE "test_payments" CASCADE;
  DROP TABLE "checkout_settings" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_orders_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_shipping_types_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_shipping_quotes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_promotions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_stock_moves_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_test_payments_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'removeStaleCarts', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'removeStaleCarts', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_orders_id_idx";
  DROP INDEX "payload_locked_documents_rels_shipping_types_id_idx";
  DROP INDEX "payload_locked_documents_rels_shipping_quotes_id_idx";
  DROP INDEX "payload_locked_documents_rels_promotions_id_idx";
  DROP INDEX "payload_locked_documents_rels_stock_moves_id_idx";
  DROP INDEX "payload_locked_documents_rels_test_payments_id_idx";
  ALTER TABLE "skus" DROP COLUMN "is_original";
  ALTER TABLE "skus" DROP COLUMN "weight_grams";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "orders_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "shipping_types_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "shipping_quotes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "promotions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "stock_moves_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "test_payments_id";
  DROP TYPE "public"."enum_orders_status";
  DROP TYPE "public"."enum_orders_cancel_reason";
  DROP TYPE "public"."enum_shipping_types_kind";
  DROP TYPE "public"."enum_shipping_quotes_status";
  DROP TYPE "public"."enum_promotions_kind";
  DROP TYPE "public"."enum_stock_moves_reason";
  DROP TYPE "public"."enum_test_payments_status";`)
}
