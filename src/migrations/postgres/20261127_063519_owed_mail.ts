import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_owed_mails_status" AS ENUM('pending', 'sent', 'dropped', 'failed');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'deliverOwedMail' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'deliverOwedMail' BEFORE 'schedulePublish';
  CREATE TABLE "owed_mails" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" varchar NOT NULL,
  	"subject" numeric NOT NULL,
  	"dedupe_key" varchar NOT NULL,
  	"data" jsonb,
  	"status" "enum_owed_mails_status" DEFAULT 'pending' NOT NULL,
  	"attempts" numeric DEFAULT 0,
  	"next_attempt_at" timestamp(3) with time zone,
  	"claimed_until" timestamp(3) with time zone,
  	"last_error" varchar,
  	"sent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "orders" ADD COLUMN "refund_reason" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "owed_mails_id" integer;
  CREATE UNIQUE INDEX "owed_mails_dedupe_key_idx" ON "owed_mails" USING btree ("dedupe_key");
  CREATE INDEX "owed_mails_status_idx" ON "owed_mails" USING btree ("status");
  CREATE INDEX "owed_mails_next_attempt_at_idx" ON "owed_mails" USING btree ("next_attempt_at");
  CREATE INDEX "owed_mails_updated_at_idx" ON "owed_mails" USING btree ("updated_at");
  CREATE INDEX "owed_mails_created_at_idx" ON "owed_mails" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_owed_mails_fk" FOREIGN KEY ("owed_mails_id") REFERENCES "public"."owed_mails"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_owed_mails_id_idx" ON "payload_locked_documents_rels" USING btree ("owed_mails_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "owed_mails" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "owed_mails" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_owed_mails_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'removeStaleCarts', 'lapseStockHolds', 'sendGiftVouchers', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'removeStaleCarts', 'lapseStockHolds', 'sendGiftVouchers', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_owed_mails_id_idx";
  ALTER TABLE "orders" DROP COLUMN "refund_reason";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "owed_mails_id";
  DROP TYPE "public"."enum_owed_mails_status";`)
}
