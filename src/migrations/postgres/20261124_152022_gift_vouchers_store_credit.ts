import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_gift_vouchers_status" AS ENUM('awaiting_payment', 'paid', 'redeemed', 'cancelled');
  CREATE TYPE "public"."enum_gift_vouchers_locale" AS ENUM('ar', 'de', 'en', 'es', 'fr', 'id', 'it', 'ja', 'ka', 'ko', 'pl', 'pt-BR', 'ru', 'tr', 'uk', 'uz', 'vi', 'zh-CN');
  CREATE TYPE "public"."enum_credit_entries_reason" AS ENUM('voucher', 'order', 'order_returned', 'refund', 'adjustment');
  CREATE TYPE "public"."enum_form_submissions_payment_status" AS ENUM('awaiting_payment', 'paid', 'cancelled');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendGiftVouchers' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendGiftVouchers' BEFORE 'schedulePublish';
  CREATE TABLE "gift_vouchers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar,
  	"status" "enum_gift_vouchers_status" DEFAULT 'awaiting_payment' NOT NULL,
  	"code" varchar NOT NULL,
  	"amount_cents" numeric DEFAULT 0,
  	"theme_id" integer,
  	"user_id" integer,
  	"email" varchar NOT NULL,
  	"customer_name" varchar,
  	"recipient_name" varchar,
  	"recipient_email" varchar,
  	"message" varchar,
  	"send_again" boolean DEFAULT false,
  	"send_on" timestamp(3) with time zone,
  	"sent_at" timestamp(3) with time zone,
  	"locale" "enum_gift_vouchers_locale" DEFAULT 'en',
  	"redeemed_by_id" integer,
  	"redeemed_at" timestamp(3) with time zone,
  	"gateway" varchar,
  	"payment_ref" varchar,
  	"payment_url" varchar,
  	"payment_charge" varchar,
  	"paid_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "credit_entries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"amount_cents" numeric DEFAULT 0,
  	"balance_after_cents" numeric DEFAULT 0,
  	"reason" "enum_credit_entries_reason" DEFAULT 'adjustment' NOT NULL,
  	"voucher_id" integer,
  	"order_id" integer,
  	"note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "voucher_themes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"image_id" integer NOT NULL,
  	"active" boolean DEFAULT true,
  	"sort" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "orders" ADD COLUMN "credit_cents" numeric DEFAULT 0;
  ALTER TABLE "orders" ADD COLUMN "credit_returned_at" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "credit_cents" numeric DEFAULT 0;
  ALTER TABLE "forms" ADD COLUMN "cost" numeric;
  ALTER TABLE "form_submissions" ADD COLUMN "reference" varchar;
  ALTER TABLE "form_submissions" ADD COLUMN "payment_status" "enum_form_submissions_payment_status";
  ALTER TABLE "form_submissions" ADD COLUMN "amount_cents" numeric DEFAULT 0;
  ALTER TABLE "form_submissions" ADD COLUMN "locale" varchar;
  ALTER TABLE "form_submissions" ADD COLUMN "gateway" varchar;
  ALTER TABLE "form_submissions" ADD COLUMN "payment_ref" varchar;
  ALTER TABLE "form_submissions" ADD COLUMN "payment_url" varchar;
  ALTER TABLE "form_submissions" ADD COLUMN "payment_charge" varchar;
  ALTER TABLE "form_submissions" ADD COLUMN "paid_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "gift_vouchers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "credit_entries_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "voucher_themes_id" integer;
  ALTER TABLE "gift_vouchers" ADD CONSTRAINT "gift_vouchers_theme_id_voucher_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."voucher_themes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "gift_vouchers" ADD CONSTRAINT "gift_vouchers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "gift_vouchers" ADD CONSTRAINT "gift_vouchers_redeemed_by_id_users_id_fk" FOREIGN KEY ("redeemed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_voucher_id_gift_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."gift_vouchers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "voucher_themes" ADD CONSTRAINT "voucher_themes_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "gift_vouchers_reference_idx" ON "gift_vouchers" USING btree ("reference");
  CREATE UNIQUE INDEX "gift_vouchers_code_idx" ON "gift_vouchers" USING btree ("code");
  CREATE INDEX "gift_vouchers_theme_idx" ON "gift_vouchers" USING btree ("theme_id");
  CREATE INDEX "gift_vouchers_user_idx" ON "gift_vouchers" USING btree ("user_id");
  CREATE INDEX "gift_vouchers_redeemed_by_idx" ON "gift_vouchers" USING btree ("redeemed_by_id");
  CREATE INDEX "gift_vouchers_payment_ref_idx" ON "gift_vouchers" USING btree ("payment_ref");
  CREATE INDEX "gift_vouchers_updated_at_idx" ON "gift_vouchers" USING btree ("updated_at");
  CREATE INDEX "gift_vouchers_created_at_idx" ON "gift_vouchers" USING btree ("created_at");
  CREATE INDEX "credit_entries_user_idx" ON "credit_entries" USING btree ("user_id");
  CREATE INDEX "credit_entries_voucher_idx" ON "credit_entries" USING btree ("voucher_id");
  CREATE INDEX "credit_entries_order_idx" ON "credit_entries" USING btree ("order_id");
  CREATE INDEX "credit_entries_updated_at_idx" ON "credit_entries" USING btree ("updated_at");
  CREATE INDEX "credit_entries_created_at_idx" ON "credit_entries" USING btree ("created_at");
  CREATE INDEX "voucher_themes_image_idx" ON "voucher_themes" USING btree ("image_id");
  CREATE INDEX "voucher_themes_updated_at_idx" ON "voucher_themes" USING btree ("updated_at");
  CREATE INDEX "voucher_themes_created_at_idx" ON "voucher_themes" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_gift_vouchers_fk" FOREIGN KEY ("gift_vouchers_id") REFERENCES "public"."gift_vouchers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_credit_entries_fk" FOREIGN KEY ("credit_entries_id") REFERENCES "public"."credit_entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_voucher_themes_fk" FOREIGN KEY ("voucher_themes_id") REFERENCES "public"."voucher_themes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "form_submissions_reference_idx" ON "form_submissions" USING btree ("reference");
  CREATE INDEX "form_submissions_payment_ref_idx" ON "form_submissions" USING btree ("payment_ref");
  CREATE INDEX "payload_locked_documents_rels_gift_vouchers_id_idx" ON "payload_locked_documents_rels" USING btree ("gift_vouchers_id");
  CREATE INDEX "payload_locked_documents_rels_credit_entries_id_idx" ON "payload_locked_documents_rels" USING btree ("credit_entries_id");
  CREATE INDEX "payload_locked_documents_rels_voucher_themes_id_idx" ON "payload_locked_documents_rels" USING btree ("voucher_themes_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "gift_vouchers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "credit_entries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "voucher_themes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "gift_vouchers" CASCADE;
  DROP TABLE "credit_entries" CASCADE;
  DROP TABLE "voucher_themes" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_gift_vouchers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_credit_entries_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_voucher_themes_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'removeStaleCarts', 'lapseStockHolds', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'removeStaleCarts', 'lapseStockHolds', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "form_submissions_reference_idx";
  DROP INDEX "form_submissions_payment_ref_idx";
  DROP INDEX "payload_locked_documents_rels_gift_vouchers_id_idx";
  DROP INDEX "payload_locked_documents_rels_credit_entries_id_idx";
  DROP INDEX "payload_locked_documents_rels_voucher_themes_id_idx";
  ALTER TABLE "orders" DROP COLUMN "credit_cents";
  ALTER TABLE "orders" DROP COLUMN "credit_returned_at";
  ALTER TABLE "users" DROP COLUMN "credit_cents";
  ALTER TABLE "forms" DROP COLUMN "cost";
  ALTER TABLE "form_submissions" DROP COLUMN "reference";
  ALTER TABLE "form_submissions" DROP COLUMN "payment_status";
  ALTER TABLE "form_submissions" DROP COLUMN "amount_cents";
  ALTER TABLE "form_submissions" DROP COLUMN "locale";
  ALTER TABLE "form_submissions" DROP COLUMN "gateway";
  ALTER TABLE "form_submissions" DROP COLUMN "payment_ref";
  ALTER TABLE "form_submissions" DROP COLUMN "payment_url";
  ALTER TABLE "form_submissions" DROP COLUMN "payment_charge";
  ALTER TABLE "form_submissions" DROP COLUMN "paid_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "gift_vouchers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "credit_entries_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "voucher_themes_id";
  DROP TYPE "public"."enum_gift_vouchers_status";
  DROP TYPE "public"."enum_gift_vouchers_locale";
  DROP TYPE "public"."enum_credit_entries_reason";
  DROP TYPE "public"."enum_form_submissions_payment_status";`)
}
