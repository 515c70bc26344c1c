import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "media_hash_idx";
  ALTER TABLE "media" ADD COLUMN "owner_id" integer;
  ALTER TABLE "media" ADD CONSTRAINT "media_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "media_owner_idx" ON "media" USING btree ("owner_id");
  CREATE INDEX "media_hash_idx" ON "media" USING btree ("hash");`)
  // Profile photos uploaded before media had an owner: a customer's picture whose alt text is the
  // name the upload gave it becomes theirs (private); the studio's pictures stay public.
  await db.execute(sql`UPDATE media SET owner_id = (
    SELECT u.id FROM users u
    WHERE u.image_id = media.id
      AND NOT EXISTS (SELECT 1 FROM users_roles r WHERE r.parent_id = u.id AND r.value = 'admin')
      AND media.alt IN (TRIM(COALESCE(u.first_name, '') || ' ' || COALESCE(u.last_name, '')), 'Profile photo')
    LIMIT 1)
  WHERE owner_id IS NULL AND id IN (SELECT image_id FROM users WHERE image_id IS NOT NULL)`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" DROP CONSTRAINT "media_owner_id_users_id_fk";
  
  DROP INDEX "media_owner_idx";
  DROP INDEX "media_hash_idx";
  CREATE UNIQUE INDEX "media_hash_idx" ON "media" USING btree ("hash");
  ALTER TABLE "media" DROP COLUMN "owner_id";`)
}
