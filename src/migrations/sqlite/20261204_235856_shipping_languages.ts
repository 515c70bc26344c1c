import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { copyIntoEnglish, copyOutOfEnglish, shippingTextsMoves } from '@/migrations/steps/move-into-locales'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`shipping_types_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`shipping_types\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`shipping_types_locales_locale_parent_id_unique\` ON \`shipping_types_locales\` (\`_locale\`,\`_parent_id\`);`)
  // What was written once is the English name, before its column goes.
  for (const move of shippingTextsMoves) await db.run(copyIntoEnglish(move))
  await db.run(sql`ALTER TABLE \`shipping_types\` DROP COLUMN \`name\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // SQLite adds no column NOT NULL to rows that have none: the name is checked by the back-office.
  await db.run(sql`ALTER TABLE \`shipping_types\` ADD \`name\` text;`)
  for (const move of shippingTextsMoves) await db.run(copyOutOfEnglish(move))
  await db.run(sql`DROP TABLE \`shipping_types_locales\`;`)
}
