import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`subscribers\` ADD \`confirm_sent_at\` text;`)
  await db.run(sql`ALTER TABLE \`owed_mails\` ADD \`recipient\` text;`)
  await db.run(sql`ALTER TABLE \`owed_mails\` ADD \`held_until\` text;`)
  await db.run(sql`CREATE INDEX \`owed_mails_recipient_idx\` ON \`owed_mails\` (\`recipient\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`owed_mails_recipient_idx\`;`)
  await db.run(sql`ALTER TABLE \`owed_mails\` DROP COLUMN \`recipient\`;`)
  await db.run(sql`ALTER TABLE \`owed_mails\` DROP COLUMN \`held_until\`;`)
  await db.run(sql`ALTER TABLE \`subscribers\` DROP COLUMN \`confirm_sent_at\`;`)
}
