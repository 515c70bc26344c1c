import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { copyIntoEnglish, copyOutOfEnglish, formTextsMoves } from '@/migrations/steps/move-into-locales'
import {
  intoEnglish,
  moveWidgetTexts,
  outOfEnglish,
  questionColumns,
  questionTextsMoved,
} from '@/migrations/steps/widget-texts-into-locales'
import { sqliteStore } from '@/migrations/steps/json-store'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`forms_locales\` (
  	\`title\` text,
  	\`submit_button_label\` text,
  	\`message_rich\` text,
  	\`message\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_locales_locale_parent_id_unique\` ON \`forms_locales\` (\`_locale\`,\`_parent_id\`);`)
  // What was written once is the English text, before its columns go; so is each question's.
  for (const move of formTextsMoves) await db.run(copyIntoEnglish(move))
  await moveWidgetTexts(sqliteStore(db), intoEnglish, questionColumns, questionTextsMoved)
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`submit_button_label\`;`)
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`message_rich\`;`)
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`message\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`forms\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`forms\` ADD \`submit_button_label\` text;`)
  await db.run(sql`ALTER TABLE \`forms\` ADD \`message_rich\` text;`)
  await db.run(sql`ALTER TABLE \`forms\` ADD \`message\` text;`)
  for (const move of formTextsMoves) await db.run(copyOutOfEnglish(move))
  await moveWidgetTexts(sqliteStore(db), outOfEnglish, questionColumns, questionTextsMoved)
  await db.run(sql`DROP TABLE \`forms_locales\`;`)
}
