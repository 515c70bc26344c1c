import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

import {
  intoEnglish,
  type JsonStore,
  moveWidgetTexts,
  outOfEnglish,
} from '@/migrations/steps/widget-texts-into-locales'

// The widgets' texts live in the blocks' JSON: no table changes, their values become per language.
const store = (db: MigrateUpArgs['db']): JsonStore => ({
  rows: async (query) => (await db.execute(query)).rows as Record<string, unknown>[],
  run: (query) => db.execute(query),
  kind: 'postgres',
})

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await moveWidgetTexts(store(db), intoEnglish)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await moveWidgetTexts(store(db), outOfEnglish)
}
