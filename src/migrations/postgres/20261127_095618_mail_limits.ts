import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "subscribers" ADD COLUMN "confirm_sent_at" timestamp(3) with time zone;
  ALTER TABLE "owed_mails" ADD COLUMN "recipient" varchar;
  ALTER TABLE "owed_mails" ADD COLUMN "held_until" timestamp(3) with time zone;
  CREATE INDEX "owed_mails_recipient_idx" ON "owed_mails" USING btree ("recipient");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "owed_mails_recipient_idx";
  ALTER TABLE "subscribers" DROP COLUMN "confirm_sent_at";
  ALTER TABLE "owed_mails" DROP COLUMN "recipient";
  ALTER TABLE "owed_mails" DROP COLUMN "held_until";`)
}
