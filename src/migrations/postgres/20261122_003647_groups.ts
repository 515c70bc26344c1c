import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_groups_model" AS ENUM('product', 'article', 'photo', 'link', 'testimonial', 'page', 'image', 'gallery', 'domain', 'group');
  CREATE TABLE "groups" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"model" "enum_groups_model" NOT NULL,
  	"parent_id" integer,
  	"sort_order" numeric DEFAULT 0,
  	"image_id" integer,
  	"content" varchar,
  	"root" numeric,
  	"lft" numeric,
  	"rgt" numeric,
  	"level" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "groups_id" integer;
  ALTER TABLE "groups" ADD CONSTRAINT "groups_parent_id_groups_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."groups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "groups" ADD CONSTRAINT "groups_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "groups_slug_idx" ON "groups" USING btree ("slug");
  CREATE INDEX "groups_model_idx" ON "groups" USING btree ("model");
  CREATE INDEX "groups_parent_idx" ON "groups" USING btree ("parent_id");
  CREATE INDEX "groups_image_idx" ON "groups" USING btree ("image_id");
  CREATE INDEX "groups_root_idx" ON "groups" USING btree ("root");
  CREATE INDEX "groups_lft_idx" ON "groups" USING btree ("lft");
  CREATE INDEX "groups_rgt_idx" ON "groups" USING btree ("rgt");
  CREATE INDEX "groups_level_idx" ON "groups" USING btree ("level");
  CREATE INDEX "groups_updated_at_idx" ON "groups" USING btree ("updated_at");
  CREATE INDEX "groups_created_at_idx" ON "groups" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_groups_fk" FOREIGN KEY ("groups_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_groups_id_idx" ON "payload_locked_documents_rels" USING btree ("groups_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "groups" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "groups" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_groups_fk";
  
  DROP INDEX "payload_locked_documents_rels_groups_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "groups_id";
  DROP TYPE "public"."enum_groups_model";`)
}
