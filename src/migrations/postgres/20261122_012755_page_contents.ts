import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_page_contents_text_colour" AS ENUM('wht', 'blk');
  CREATE TYPE "public"."enum_pages_page_contents_background_colour" AS ENUM('wht', 'blk', 'bnd', 'pri', 'sec', 'suc', 'inf', 'wrn', 'dng');
  CREATE TYPE "public"."enum_pages_page_contents_background_opacity" AS ENUM('10', '30', '50', '70', '90', '100');
  CREATE TYPE "public"."enum_pages_page_contents_background_saturation" AS ENUM('0', '50', '100');
  CREATE TYPE "public"."enum_pages_page_contents_animation_type" AS ENUM('none', 'fade-up', 'fade-down', 'fade-left', 'fade-right', 'zoom-in');
  CREATE TYPE "public"."enum_pages_page_contents_animation_easing" AS ENUM('ease', 'ease-in', 'ease-out', 'ease-in-out', 'linear');
  CREATE TYPE "public"."enum__pages_v_version_page_contents_text_colour" AS ENUM('wht', 'blk');
  CREATE TYPE "public"."enum__pages_v_version_page_contents_background_colour" AS ENUM('wht', 'blk', 'bnd', 'pri', 'sec', 'suc', 'inf', 'wrn', 'dng');
  CREATE TYPE "public"."enum__pages_v_version_page_contents_background_opacity" AS ENUM('10', '30', '50', '70', '90', '100');
  CREATE TYPE "public"."enum__pages_v_version_page_contents_background_saturation" AS ENUM('0', '50', '100');
  CREATE TYPE "public"."enum__pages_v_version_page_contents_animation_type" AS ENUM('none', 'fade-up', 'fade-down', 'fade-left', 'fade-right', 'zoom-in');
  CREATE TYPE "public"."enum__pages_v_version_page_contents_animation_easing" AS ENUM('ease', 'ease-in', 'ease-out', 'ease-in-out', 'linear');
  CREATE TABLE "pages_page_contents" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"sort_order" numeric DEFAULT 0,
  	"anchor_name" varchar,
  	"template" jsonb,
  	"hidden" boolean DEFAULT false,
  	"start_time" timestamp(3) with time zone,
  	"end_time" timestamp(3) with time zone,
  	"text_colour" "enum_pages_page_contents_text_colour",
  	"background_colour" "enum_pages_page_contents_background_colour",
  	"full_width" boolean DEFAULT false,
  	"padding_top" numeric,
  	"padding_right" numeric,
  	"padding_bottom" numeric,
  	"padding_left" numeric,
  	"margin_top" numeric,
  	"margin_right" numeric,
  	"margin_bottom" numeric,
  	"margin_left" numeric,
  	"background_image_id" integer,
  	"background_opacity" "enum_pages_page_contents_background_opacity" DEFAULT '100',
  	"background_saturation" "enum_pages_page_contents_background_saturation" DEFAULT '100',
  	"background_fixed" boolean DEFAULT false,
  	"background_video" varchar,
  	"animation_type" "enum_pages_page_contents_animation_type" DEFAULT 'none',
  	"animation_easing" "enum_pages_page_contents_animation_easing" DEFAULT 'ease',
  	"animation_offset" numeric DEFAULT 120,
  	"animation_duration" numeric DEFAULT 400,
  	"animation_delay" numeric DEFAULT 0
  );
  
  CREATE TABLE "_pages_v_version_page_contents" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"sort_order" numeric DEFAULT 0,
  	"anchor_name" varchar,
  	"template" jsonb,
  	"hidden" boolean DEFAULT false,
  	"start_time" timestamp(3) with time zone,
  	"end_time" timestamp(3) with time zone,
  	"text_colour" "enum__pages_v_version_page_contents_text_colour",
  	"background_colour" "enum__pages_v_version_page_contents_background_colour",
  	"full_width" boolean DEFAULT false,
  	"padding_top" numeric,
  	"padding_right" numeric,
  	"padding_bottom" numeric,
  	"padding_left" numeric,
  	"margin_top" numeric,
  	"margin_right" numeric,
  	"margin_bottom" numeric,
  	"margin_left" numeric,
  	"background_image_id" integer,
  	"background_opacity" "enum__pages_v_version_page_contents_background_opacity" DEFAULT '100',
  	"background_saturation" "enum__pages_v_version_page_contents_background_saturation" DEFAULT '100',
  	"background_fixed" boolean DEFAULT false,
  	"background_video" varchar,
  	"animation_type" "enum__pages_v_version_page_contents_animation_type" DEFAULT 'none',
  	"animation_easing" "enum__pages_v_version_page_contents_animation_easing" DEFAULT 'ease',
  	"animation_offset" numeric DEFAULT 120,
  	"animation_duration" numeric DEFAULT 400,
  	"animation_delay" numeric DEFAULT 0,
  	"_uuid" varchar
  );
  
  ALTER TABLE "pages_page_contents" ADD CONSTRAINT "pages_page_contents_background_image_id_media_id_fk" FOREIGN KEY ("background_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_page_contents" ADD CONSTRAINT "pages_page_contents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_page_contents" ADD CONSTRAINT "_pages_v_version_page_contents_background_image_id_media_id_fk" FOREIGN KEY ("background_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_version_page_contents" ADD CONSTRAINT "_pages_v_version_page_contents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_page_contents_order_idx" ON "pages_page_contents" USING btree ("_order");
  CREATE INDEX "pages_page_contents_parent_id_idx" ON "pages_page_contents" USING btree ("_parent_id");
  CREATE INDEX "pages_page_contents_background_background_image_idx" ON "pages_page_contents" USING btree ("background_image_id");
  CREATE INDEX "_pages_v_version_page_contents_order_idx" ON "_pages_v_version_page_contents" USING btree ("_order");
  CREATE INDEX "_pages_v_version_page_contents_parent_id_idx" ON "_pages_v_version_page_contents" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_version_page_contents_background_background_ima_idx" ON "_pages_v_version_page_contents" USING btree ("background_image_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_page_contents" CASCADE;
  DROP TABLE "_pages_v_version_page_contents" CASCADE;
  DROP TYPE "public"."enum_pages_page_contents_text_colour";
  DROP TYPE "public"."enum_pages_page_contents_background_colour";
  DROP TYPE "public"."enum_pages_page_contents_background_opacity";
  DROP TYPE "public"."enum_pages_page_contents_background_saturation";
  DROP TYPE "public"."enum_pages_page_contents_animation_type";
  DROP TYPE "public"."enum_pages_page_contents_animation_easing";
  DROP TYPE "public"."enum__pages_v_version_page_contents_text_colour";
  DROP TYPE "public"."enum__pages_v_version_page_contents_background_colour";
  DROP TYPE "public"."enum__pages_v_version_page_contents_background_opacity";
  DROP TYPE "public"."enum__pages_v_version_page_contents_background_saturation";
  DROP TYPE "public"."enum__pages_v_version_page_contents_animation_type";
  DROP TYPE "public"."enum__pages_v_version_page_contents_animation_easing";`)
}
