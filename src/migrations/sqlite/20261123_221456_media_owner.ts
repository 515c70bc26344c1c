import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`media_hash_idx\`;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`owner_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`media_owner_idx\` ON \`media\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`media_hash_idx\` ON \`media\` (\`hash\`);`)
  // Profile photos uploaded before media had an owner: a customer's picture whose alt text is the
  // name the upload gave it becomes theirs (private); the studio's pictures stay public.
  await db.run(sql`UPDATE media SET owner_id = (
    SELECT u.id FROM users u
    WHERE u.image_id = media.id
      AND NOT EXISTS (SELECT 1 FROM users_roles r WHERE r.parent_id = u.id AND r.value = 'admin')
      AND media.alt IN (TRIM(COALESCE(u.first_name, '') || ' ' || COALESCE(u.last_name, '')), 'Profile photo')
    LIMIT 1)
  WHERE owner_id IS NULL AND id IN (SELECT image_id FROM users WHERE image_id IS NOT NULL)`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`alt\` text,
  	\`hash\` text,
  	\`placeholder\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`INSERT INTO \`__new_media\`("id", "alt", "hash", "placeholder", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y") SELECT "id", "alt", "hash", "placeholder", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y" FROM \`media\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`ALTER TABLE \`__new_media\` RENAME TO \`media\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_hash_idx\` ON \`media\` (\`hash\`);`)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
}
