import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_payments_kind" AS ENUM('order', 'voucher', 'form');
  CREATE TYPE "public"."enum_payments_status" AS ENUM('open', 'paid', 'failed', 'expired', 'refunded', 'disputed');
  CREATE TYPE "public"."enum_payments_gateway" AS ENUM('test', 'stripe', 'credit');
  ALTER TYPE "public"."enum_gift_vouchers_status" ADD VALUE 'refunded';
  ALTER TYPE "public"."enum_credit_entries_reason" ADD VALUE 'voucher_refunded' BEFORE 'adjustment';
  ALTER TYPE "public"."enum_test_payments_status" ADD VALUE 'disputed';
  ALTER TYPE "public"."enum_form_submissions_payment_status" ADD VALUE 'refunded';
  CREATE TABLE "payments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar,
  	"kind" "enum_payments_kind" NOT NULL,
  	"status" "enum_payments_status" DEFAULT 'open' NOT NULL,
  	"gateway" "enum_payments_gateway" NOT NULL,
  	"order_id" integer,
  	"voucher_id" integer,
  	"submission_id" integer,
  	"payable_key" varchar NOT NULL,
  	"user_id" integer,
  	"amount_cents" numeric DEFAULT 0,
  	"currency" varchar DEFAULT 'AUD',
  	"refunded_cents" numeric DEFAULT 0,
  	"token" varchar NOT NULL,
  	"url" varchar,
  	"charge" varchar,
  	"refunded_at" timestamp(3) with time zone,
  	"disputed_at" timestamp(3) with time zone,
  	"note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  -- Every payment the orders, vouchers and paid forms kept themselves moves to the one payment record.
  INSERT INTO "payments" ("token", "kind", "payable_key", "order_id", "user_id", "gateway", "reference", "amount_cents", "refunded_cents", "currency", "status", "url", "charge", "refunded_at", "updated_at", "created_at")
    SELECT "payment_ref", 'order'::"enum_payments_kind", 'order:' || "id", "id", "user_id", "gateway"::"enum_payments_gateway", "reference",
      COALESCE("total_cents", 0) - COALESCE("credit_cents", 0),
      CASE WHEN "status" = 'refunded' THEN COALESCE("total_cents", 0) - COALESCE("credit_cents", 0) ELSE 0 END, 'AUD',
      (CASE WHEN "status" IN ('paid', 'packed', 'dispatched', 'collected') THEN 'paid' WHEN "status" = 'refunded' THEN 'refunded'
        WHEN "status" = 'cancelled' THEN 'expired' ELSE 'open' END)::"enum_payments_status",
      "payment_url", "payment_charge", CASE WHEN "status" = 'refunded' THEN "refunded_at" END, "updated_at", "created_at"
    FROM "orders" WHERE "payment_ref" IS NOT NULL AND "gateway" IS NOT NULL;
  INSERT INTO "payments" ("token", "kind", "payable_key", "voucher_id", "user_id", "gateway", "reference", "amount_cents", "refunded_cents", "currency", "status", "url", "charge", "updated_at", "created_at")
    SELECT "payment_ref", 'voucher'::"enum_payments_kind", 'voucher:' || "id", "id", "user_id", "gateway"::"enum_payments_gateway", "reference",
      COALESCE("amount_cents", 0), 0, 'AUD',
      (CASE WHEN "status" IN ('paid', 'redeemed') THEN 'paid' WHEN "status" = 'cancelled' THEN 'expired' ELSE 'open' END)::"enum_payments_status",
      "payment_url", "payment_charge", "updated_at", "created_at"
    FROM "gift_vouchers" WHERE "payment_ref" IS NOT NULL AND "gateway" IS NOT NULL;
  INSERT INTO "payments" ("token", "kind", "payable_key", "submission_id", "user_id", "gateway", "reference", "amount_cents", "refunded_cents", "currency", "status", "url", "charge", "updated_at", "created_at")
    SELECT "payment_ref", 'form'::"enum_payments_kind", 'form:' || "id", "id", "user_id", "gateway"::"enum_payments_gateway", "reference",
      COALESCE("amount_cents", 0), 0, 'AUD',
      (CASE WHEN "payment_status" IN ('paid') THEN 'paid' WHEN "payment_status" = 'cancelled' THEN 'expired' ELSE 'open' END)::"enum_payments_status",
      "payment_url", "payment_charge", "updated_at", "created_at"
    FROM "form_submissions" WHERE "payment_ref" IS NOT NULL AND "gateway" IS NOT NULL;
  DROP INDEX "orders_payment_ref_idx";
  DROP INDEX "gift_vouchers_payment_ref_idx";
  DROP INDEX "form_submissions_payment_ref_idx";
  ALTER TABLE "gift_vouchers" ADD COLUMN "refunded_at" timestamp(3) with time zone;
  ALTER TABLE "gift_vouchers" ADD COLUMN "credit_taken_cents" numeric DEFAULT 0;
  ALTER TABLE "gift_vouchers" ADD COLUMN "credit_owed_cents" numeric DEFAULT 0;
  ALTER TABLE "test_payments" ADD COLUMN "refunded_cents" numeric DEFAULT 0;
  ALTER TABLE "form_submissions" ADD COLUMN "refunded_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "payments_id" integer;
  ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payments" ADD CONSTRAINT "payments_voucher_id_gift_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."gift_vouchers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payments" ADD CONSTRAINT "payments_submission_id_form_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."form_submissions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "payments_reference_idx" ON "payments" USING btree ("reference");
  CREATE INDEX "payments_kind_idx" ON "payments" USING btree ("kind");
  CREATE INDEX "payments_status_idx" ON "payments" USING btree ("status");
  CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");
  CREATE INDEX "payments_voucher_idx" ON "payments" USING btree ("voucher_id");
  CREATE INDEX "payments_submission_idx" ON "payments" USING btree ("submission_id");
  CREATE UNIQUE INDEX "payments_payable_key_idx" ON "payments" USING btree ("payable_key");
  CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id");
  CREATE UNIQUE INDEX "payments_token_idx" ON "payments" USING btree ("token");
  CREATE INDEX "payments_charge_idx" ON "payments" USING btree ("charge");
  CREATE INDEX "payments_updated_at_idx" ON "payments" USING btree ("updated_at");
  CREATE INDEX "payments_created_at_idx" ON "payments" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_payments_fk" FOREIGN KEY ("payments_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_payments_id_idx" ON "payload_locked_documents_rels" USING btree ("payments_id");
  ALTER TABLE "orders" DROP COLUMN "gateway";
  ALTER TABLE "orders" DROP COLUMN "payment_ref";
  ALTER TABLE "orders" DROP COLUMN "payment_url";
  ALTER TABLE "orders" DROP COLUMN "payment_charge";
  ALTER TABLE "gift_vouchers" DROP COLUMN "gateway";
  ALTER TABLE "gift_vouchers" DROP COLUMN "payment_ref";
  ALTER TABLE "gift_vouchers" DROP COLUMN "payment_url";
  ALTER TABLE "gift_vouchers" DROP COLUMN "payment_charge";
  ALTER TABLE "form_submissions" DROP COLUMN "gateway";
  ALTER TABLE "form_submissions" DROP COLUMN "payment_ref";
  ALTER TABLE "form_submissions" DROP COLUMN "payment_url";
  ALTER TABLE "form_submissions" DROP COLUMN "payment_charge";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payments" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "payments" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_payments_fk";
  
  ALTER TABLE "gift_vouchers" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "gift_vouchers" ALTER COLUMN "status" SET DEFAULT 'awaiting_payment'::text;
  DROP TYPE "public"."enum_gift_vouchers_status";
  CREATE TYPE "public"."enum_gift_vouchers_status" AS ENUM('awaiting_payment', 'paid', 'redeemed', 'cancelled');
  ALTER TABLE "gift_vouchers" ALTER COLUMN "status" SET DEFAULT 'awaiting_payment'::"public"."enum_gift_vouchers_status";
  ALTER TABLE "gift_vouchers" ALTER COLUMN "status" SET DATA TYPE "public"."enum_gift_vouchers_status" USING "status"::"public"."enum_gift_vouchers_status";
  ALTER TABLE "credit_entries" ALTER COLUMN "reason" SET DATA TYPE text;
  ALTER TABLE "credit_entries" ALTER COLUMN "reason" SET DEFAULT 'adjustment'::text;
  DROP TYPE "public"."enum_credit_entries_reason";
  CREATE TYPE "public"."enum_credit_entries_reason" AS ENUM('voucher', 'order', 'order_returned', 'refund', 'adjustment');
  ALTER TABLE "credit_entries" ALTER COLUMN "reason" SET DEFAULT 'adjustment'::"public"."enum_credit_entries_reason";
  ALTER TABLE "credit_entries" ALTER COLUMN "reason" SET DATA TYPE "public"."enum_credit_entries_reason" USING "reason"::"public"."enum_credit_entries_reason";
  ALTER TABLE "test_payments" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "test_payments" ALTER COLUMN "status" SET DEFAULT 'open'::text;
  DROP TYPE "public"."enum_test_payments_status";
  CREATE TYPE "public"."enum_test_payments_status" AS ENUM('open', 'paid', 'declined', 'expired', 'refunded');
  ALTER TABLE "test_payments" ALTER COLUMN "status" SET DEFAULT 'open'::"public"."enum_test_payments_status";
  ALTER TABLE "test_payments" ALTER COLUMN "status" SET DATA TYPE "public"."enum_test_payments_status" USING "status"::"public"."enum_test_payments_status";
  ALTER TABLE "form_submissions" ALTER COLUMN "payment_status" SET DATA TYPE text;
  DROP TYPE "public"."enum_form_submissions_payment_status";
  CREATE TYPE "public"."enum_form_submissions_payment_status" AS ENUM('awaiting_payment', 'paid', 'cancelled');
  ALTER TABLE "form_submissions" ALTER COLUMN "payment_status" SET DATA TYPE "public"."enum_form_submissions_payment_status" USING "payment_status"::"public"."enum_form_submissions_payment_status";
  DROP INDEX "payload_locked_documents_rels_payments_id_idx";
  ALTER TABLE "orders" ADD COLUMN "gateway" varchar;
  ALTER TABLE "orders" ADD COLUMN "payment_ref" varchar;
  ALTER TABLE "orders" ADD COLUMN "payment_url" varchar;
  ALTER TABLE "orders" ADD COLUMN "payment_charge" varchar;
  ALTER TABLE "gift_vouchers" ADD COLUMN "gateway" varchar;
  ALTER TABLE "gift_vouchers" ADD COLUMN "payment_ref" varchar;
  ALTER TABLE "gift_vouchers" ADD COLUMN "payment_url" varchar;
  ALTER TABLE "gift_vouchers" ADD COLUMN "payment_charge" varchar;
  ALTER TABLE "form_submissions" ADD COLUMN "gateway" varchar;
  ALTER TABLE "form_submissions" ADD COLUMN "payment_ref" varchar;
  ALTER TABLE "form_submissions" ADD COLUMN "payment_url" varchar;
  ALTER TABLE "form_submissions" ADD COLUMN "payment_charge" varchar;
  CREATE INDEX "orders_payment_ref_idx" ON "orders" USING btree ("payment_ref");
  CREATE INDEX "gift_vouchers_payment_ref_idx" ON "gift_vouchers" USING btree ("payment_ref");
  CREATE INDEX "form_submissions_payment_ref_idx" ON "form_submissions" USING btree ("payment_ref");
  ALTER TABLE "gift_vouchers" DROP COLUMN "refunded_at";
  ALTER TABLE "gift_vouchers" DROP COLUMN "credit_taken_cents";
  ALTER TABLE "gift_vouchers" DROP COLUMN "credit_owed_cents";
  ALTER TABLE "test_payments" DROP COLUMN "refunded_cents";
  ALTER TABLE "form_submissions" DROP COLUMN "refunded_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "payments_id";
  DROP TYPE "public"."enum_payments_kind";
  DROP TYPE "public"."enum_payments_status";
  DROP TYPE "public"."enum_payments_gateway";`)
}
