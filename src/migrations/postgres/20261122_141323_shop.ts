import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_products_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__products_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_addons_type" AS ENUM('Checkbox', 'Dropdown', 'Qty', 'Text');
  CREATE TABLE "products_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer
  );
  
  CREATE TABLE "products_variations_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "products_variations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar
  );
  
  CREATE TABLE "products" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"slug" varchar,
  	"blurb" varchar,
  	"content" varchar,
  	"brand" varchar,
  	"badge" varchar,
  	"is_new" boolean,
  	"primary_group_id" integer,
  	"sort_order" numeric DEFAULT 0,
  	"video_id" integer,
  	"size_chart_image_id" integer,
  	"year_painted" numeric,
  	"medium" varchar,
  	"series" varchar,
  	"dimension_width" numeric,
  	"dimension_height" numeric,
  	"dimension_depth" numeric,
  	"title" varchar,
  	"meta_description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_products_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "products_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"groups_id" integer,
  	"addons_id" integer
  );
  
  CREATE TABLE "_products_v_version_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_products_v_version_variations_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_products_v_version_variations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_products_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_slug" varchar,
  	"version_blurb" varchar,
  	"version_content" varchar,
  	"version_brand" varchar,
  	"version_badge" varchar,
  	"version_is_new" boolean,
  	"version_primary_group_id" integer,
  	"version_sort_order" numeric DEFAULT 0,
  	"version_video_id" integer,
  	"version_size_chart_image_id" integer,
  	"version_year_painted" numeric,
  	"version_medium" varchar,
  	"version_series" varchar,
  	"version_dimension_width" numeric,
  	"version_dimension_height" numeric,
  	"version_dimension_depth" numeric,
  	"version_title" varchar,
  	"version_meta_description" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__products_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_products_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"groups_id" integer,
  	"addons_id" integer
  );
  
  CREATE TABLE "skus_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"value" varchar NOT NULL
  );
  
  CREATE TABLE "skus" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"product_id" integer NOT NULL,
  	"code" varchar NOT NULL,
  	"price" numeric NOT NULL,
  	"full_price" numeric,
  	"stock" numeric DEFAULT 0 NOT NULL,
  	"sort_order" numeric DEFAULT 0,
  	"options_label" varchar,
  	"combination" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "addons_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"price" numeric DEFAULT 0
  );
  
  CREATE TABLE "addons" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"type" "enum_addons_type" DEFAULT 'Checkbox' NOT NULL,
  	"price" numeric DEFAULT 0,
  	"min_qty" numeric DEFAULT 0,
  	"max_qty" numeric DEFAULT 10,
  	"max_length" numeric DEFAULT 120,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "groups_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"addons_id" integer
  );
  
  CREATE TABLE "carts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer,
  	"session_hash" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cart_items" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"cart_id" integer NOT NULL,
  	"sku_id" integer NOT NULL,
  	"qty" numeric NOT NULL,
  	"addons" jsonb,
  	"line_key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "products_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "skus_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "addons_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "carts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "cart_items_id" integer;
  ALTER TABLE "products_images" ADD CONSTRAINT "products_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_images" ADD CONSTRAINT "products_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_variations_options" ADD CONSTRAINT "products_variations_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_variations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_variations" ADD CONSTRAINT "products_variations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_primary_group_id_groups_id_fk" FOREIGN KEY ("primary_group_id") REFERENCES "public"."groups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_size_chart_image_id_media_id_fk" FOREIGN KEY ("size_chart_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_groups_fk" FOREIGN KEY ("groups_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_addons_fk" FOREIGN KEY ("addons_id") REFERENCES "public"."addons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_images" ADD CONSTRAINT "_products_v_version_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v_version_images" ADD CONSTRAINT "_products_v_version_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_variations_options" ADD CONSTRAINT "_products_v_version_variations_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_version_variations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_variations" ADD CONSTRAINT "_products_v_version_variations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_parent_id_products_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_version_primary_group_id_groups_id_fk" FOREIGN KEY ("version_primary_group_id") REFERENCES "public"."groups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_version_video_id_videos_id_fk" FOREIGN KEY ("version_video_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_version_size_chart_image_id_media_id_fk" FOREIGN KEY ("version_size_chart_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v_rels" ADD CONSTRAINT "_products_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_rels" ADD CONSTRAINT "_products_v_rels_groups_fk" FOREIGN KEY ("groups_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_rels" ADD CONSTRAINT "_products_v_rels_addons_fk" FOREIGN KEY ("addons_id") REFERENCES "public"."addons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "skus_options" ADD CONSTRAINT "skus_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "skus" ADD CONSTRAINT "skus_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "addons_options" ADD CONSTRAINT "addons_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."addons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "groups_rels" ADD CONSTRAINT "groups_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "groups_rels" ADD CONSTRAINT "groups_rels_addons_fk" FOREIGN KEY ("addons_id") REFERENCES "public"."addons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "products_images_order_idx" ON "products_images" USING btree ("_order");
  CREATE INDEX "products_images_parent_id_idx" ON "products_images" USING btree ("_parent_id");
  CREATE INDEX "products_images_image_idx" ON "products_images" USING btree ("image_id");
  CREATE INDEX "products_variations_options_order_idx" ON "products_variations_options" USING btree ("_order");
  CREATE INDEX "products_variations_options_parent_id_idx" ON "products_variations_options" USING btree ("_parent_id");
  CREATE INDEX "products_variations_order_idx" ON "products_variations" USING btree ("_order");
  CREATE INDEX "products_variations_parent_id_idx" ON "products_variations" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "products_slug_idx" ON "products" USING btree ("slug");
  CREATE INDEX "products_primary_group_idx" ON "products" USING btree ("primary_group_id");
  CREATE INDEX "products_video_idx" ON "products" USING btree ("video_id");
  CREATE INDEX "products_size_chart_image_idx" ON "products" USING btree ("size_chart_image_id");
  CREATE INDEX "products_updated_at_idx" ON "products" USING btree ("updated_at");
  CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at");
  CREATE INDEX "products__status_idx" ON "products" USING btree ("_status");
  CREATE INDEX "products_rels_order_idx" ON "products_rels" USING btree ("order");
  CREATE INDEX "products_rels_parent_idx" ON "products_rels" USING btree ("parent_id");
  CREATE INDEX "products_rels_path_idx" ON "products_rels" USING btree ("path");
  CREATE INDEX "products_rels_groups_id_idx" ON "products_rels" USING btree ("groups_id");
  CREATE INDEX "products_rels_addons_id_idx" ON "products_rels" USING btree ("addons_id");
  CREATE INDEX "_products_v_version_images_order_idx" ON "_products_v_version_images" USING btree ("_order");
  CREATE INDEX "_products_v_version_images_parent_id_idx" ON "_products_v_version_images" USING btree ("_parent_id");
  CREATE INDEX "_products_v_version_images_image_idx" ON "_products_v_version_images" USING btree ("image_id");
  CREATE INDEX "_products_v_version_variations_options_order_idx" ON "_products_v_version_variations_options" USING btree ("_order");
  CREATE INDEX "_products_v_version_variations_options_parent_id_idx" ON "_products_v_version_variations_options" USING btree ("_parent_id");
  CREATE INDEX "_products_v_version_variations_order_idx" ON "_products_v_version_variations" USING btree ("_order");
  CREATE INDEX "_products_v_version_variations_parent_id_idx" ON "_products_v_version_variations" USING btree ("_parent_id");
  CREATE INDEX "_products_v_parent_idx" ON "_products_v" USING btree ("parent_id");
  CREATE INDEX "_products_v_version_version_slug_idx" ON "_products_v" USING btree ("version_slug");
  CREATE INDEX "_products_v_version_version_primary_group_idx" ON "_products_v" USING btree ("version_primary_group_id");
  CREATE INDEX "_products_v_version_version_video_idx" ON "_products_v" USING btree ("version_video_id");
  CREATE INDEX "_products_v_version_version_size_chart_image_idx" ON "_products_v" USING btree ("version_size_chart_image_id");
  CREATE INDEX "_products_v_version_version_updated_at_idx" ON "_products_v" USING btree ("version_updated_at");
  CREATE INDEX "_products_v_version_version_created_at_idx" ON "_products_v" USING btree ("version_created_at");
  CREATE INDEX "_products_v_version_version__status_idx" ON "_products_v" USING btree ("version__status");
  CREATE INDEX "_products_v_created_at_idx" ON "_products_v" USING btree ("created_at");
  CREATE INDEX "_products_v_updated_at_idx" ON "_products_v" USING btree ("updated_at");
  CREATE INDEX "_products_v_latest_idx" ON "_products_v" USING btree ("latest");
  CREATE INDEX "_products_v_rels_order_idx" ON "_products_v_rels" USING btree ("order");
  CREATE INDEX "_products_v_rels_parent_idx" ON "_products_v_rels" USING btree ("parent_id");
  CREATE INDEX "_products_v_rels_path_idx" ON "_products_v_rels" USING btree ("path");
  CREATE INDEX "_products_v_rels_groups_id_idx" ON "_products_v_rels" USING btree ("groups_id");
  CREATE INDEX "_products_v_rels_addons_id_idx" ON "_products_v_rels" USING btree ("addons_id");
  CREATE INDEX "skus_options_order_idx" ON "skus_options" USING btree ("_order");
  CREATE INDEX "skus_options_parent_id_idx" ON "skus_options" USING btree ("_parent_id");
  CREATE INDEX "skus_product_idx" ON "skus" USING btree ("product_id");
  CREATE UNIQUE INDEX "skus_code_idx" ON "skus" USING btree ("code");
  CREATE UNIQUE INDEX "skus_combination_idx" ON "skus" USING btree ("combination");
  CREATE INDEX "skus_updated_at_idx" ON "skus" USING btree ("updated_at");
  CREATE INDEX "skus_created_at_idx" ON "skus" USING btree ("created_at");
  CREATE INDEX "addons_options_order_idx" ON "addons_options" USING btree ("_order");
  CREATE INDEX "addons_options_parent_id_idx" ON "addons_options" USING btree ("_parent_id");
  CREATE INDEX "addons_updated_at_idx" ON "addons" USING btree ("updated_at");
  CREATE INDEX "addons_created_at_idx" ON "addons" USING btree ("created_at");
  CREATE INDEX "groups_rels_order_idx" ON "groups_rels" USING btree ("order");
  CREATE INDEX "groups_rels_parent_idx" ON "groups_rels" USING btree ("parent_id");
  CREATE INDEX "groups_rels_path_idx" ON "groups_rels" USING btree ("path");
  CREATE INDEX "groups_rels_addons_id_idx" ON "groups_rels" USING btree ("addons_id");
  CREATE UNIQUE INDEX "carts_user_idx" ON "carts" USING btree ("user_id");
  CREATE UNIQUE INDEX "carts_session_hash_idx" ON "carts" USING btree ("session_hash");
  CREATE INDEX "carts_updated_at_idx" ON "carts" USING btree ("updated_at");
  CREATE INDEX "carts_created_at_idx" ON "carts" USING btree ("created_at");
  CREATE INDEX "cart_items_cart_idx" ON "cart_items" USING btree ("cart_id");
  CREATE INDEX "cart_items_sku_idx" ON "cart_items" USING btree ("sku_id");
  CREATE UNIQUE INDEX "cart_items_line_key_idx" ON "cart_items" USING btree ("line_key");
  CREATE INDEX "cart_items_updated_at_idx" ON "cart_items" USING btree ("updated_at");
  CREATE INDEX "cart_items_created_at_idx" ON "cart_items" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_skus_fk" FOREIGN KEY ("skus_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_addons_fk" FOREIGN KEY ("addons_id") REFERENCES "public"."addons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_carts_fk" FOREIGN KEY ("carts_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cart_items_fk" FOREIGN KEY ("cart_items_id") REFERENCES "public"."cart_items"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_products_id_idx" ON "payload_locked_documents_rels" USING btree ("products_id");
  CREATE INDEX "payload_locked_documents_rels_skus_id_idx" ON "payload_locked_documents_rels" USING btree ("skus_id");
  CREATE INDEX "payload_locked_documents_rels_addons_id_idx" ON "payload_locked_documents_rels" USING btree ("addons_id");
  CREATE INDEX "payload_locked_documents_rels_carts_id_idx" ON "payload_locked_documents_rels" USING btree ("carts_id");
  CREATE INDEX "payload_locked_documents_rels_cart_items_id_idx" ON "payload_locked_documents_rels" USING btree ("cart_items_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_variations_options" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_variations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_variations_options" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_variations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "skus_options" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "skus" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "addons_options" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "addons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "groups_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "carts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cart_items" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "products_images" CASCADE;
  DROP TABLE "products_variations_options" CASCADE;
  DROP TABLE "products_variations" CASCADE;
  DROP TABLE "products" CASCADE;
  DROP TABLE "products_rels" CASCADE;
  DROP TABLE "_products_v_version_images" CASCADE;
  DROP TABLE "_products_v_version_variations_options" CASCADE;
  DROP TABLE "_products_v_version_variations" CASCADE;
  DROP TABLE "_products_v" CASCADE;
  DROP TABLE "_products_v_rels" CASCADE;
  DROP TABLE "skus_options" CASCADE;
  DROP TABLE "skus" CASCADE;
  DROP TABLE "addons_options" CASCADE;
  DROP TABLE "addons" CASCADE;
  DROP TABLE "groups_rels" CASCADE;
  DROP TABLE "carts" CASCADE;
  DROP TABLE "cart_items" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_products_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_skus_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_addons_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_carts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_cart_items_fk";
  
  DROP INDEX "payload_locked_documents_rels_products_id_idx";
  DROP INDEX "payload_locked_documents_rels_skus_id_idx";
  DROP INDEX "payload_locked_documents_rels_addons_id_idx";
  DROP INDEX "payload_locked_documents_rels_carts_id_idx";
  DROP INDEX "payload_locked_documents_rels_cart_items_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "products_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "skus_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "addons_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "carts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "cart_items_id";
  DROP TYPE "public"."enum_products_status";
  DROP TYPE "public"."enum__products_v_version_status";
  DROP TYPE "public"."enum_addons_type";`)
}
