import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_order_refunds_status" AS ENUM('pending', 'done', 'refused');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'finishRefunds' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'finishRefunds' BEFORE 'schedulePublish';
  CREATE TABLE "order_refunds" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order_id" integer NOT NULL,
  	"status" "enum_order_refunds_status" DEFAULT 'pending' NOT NULL,
  	"amount_cents" numeric DEFAULT 0,
  	"gateway_cents" numeric DEFAULT 0,
  	"credit_cents" numeric DEFAULT 0,
  	"lines" jsonb NOT NULL,
  	"is_whole" boolean DEFAULT false,
  	"at_gateway" boolean DEFAULT false,
  	"reason" varchar,
  	"key" varchar NOT NULL,
  	"done_at" timestamp(3) with time zone,
  	"problem" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "test_payments" ADD COLUMN "refund_keys" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "order_refunds_id" integer;
  ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "order_refunds_order_idx" ON "order_refunds" USING btree ("order_id");
  CREATE INDEX "order_refunds_status_idx" ON "order_refunds" USING btree ("status");
  CREATE UNIQUE INDEX "order_refunds_key_idx" ON "order_refunds" USING btree ("key");
  CREATE INDEX "order_refunds_updated_at_idx" ON "order_refunds" USING btree ("updated_at");
  CREATE INDEX "order_refunds_created_at_idx" ON "order_refunds" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_order_refunds_fk" FOREIGN KEY ("order_refunds_id") REFERENCES "public"."order_refunds"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_order_refunds_id_idx" ON "payload_locked_documents_rels" USING btree ("order_refunds_id");`)
  // Orders refunded before the ledger: one done refund of every line, for the whole total.
  await db.execute(sql`
  INSERT INTO "order_refunds" ("order_id", "status", "amount_cents", "gateway_cents", "credit_cents", "lines", "is_whole",
    "at_gateway", "reason", "key", "done_at", "updated_at", "created_at")
  SELECT "o"."id", 'done', COALESCE("o"."total_cents", 0), COALESCE("o"."total_cents", 0) - COALESCE("o"."credit_cents", 0),
    COALESCE("o"."credit_cents", 0),
    (SELECT COALESCE(jsonb_agg(jsonb_build_object('line', "l"."id", 'qty', "l"."qty") ORDER BY "l"."_order"), '[]'::jsonb)
       FROM "orders_lines" "l" WHERE "l"."_parent_id" = "o"."id"),
    true, false, "o"."refund_reason", 'rf-' || "o"."id" || '-before-ledger',
    COALESCE("o"."refunded_at", "o"."updated_at"), COALESCE("o"."refunded_at", "o"."updated_at"), COALESCE("o"."refunded_at", "o"."updated_at")
  FROM "orders" "o" WHERE "o"."status" = 'refunded';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "order_refunds" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "order_refunds" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_order_refunds_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'removeStaleCarts', 'lapseStockHolds', 'sendGiftVouchers', 'deliverOwedMail', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'removeStaleCarts', 'lapseStockHolds', 'sendGiftVouchers', 'deliverOwedMail', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_order_refunds_id_idx";
  ALTER TABLE "test_payments" DROP COLUMN "refund_keys";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "order_refunds_id";
  DROP TYPE "public"."enum_order_refunds_status";`)
}
