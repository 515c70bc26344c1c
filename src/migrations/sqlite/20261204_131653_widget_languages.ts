import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-sqlite'

import {
  intoEnglish,
  type JsonStore,
  moveWidgetTexts,
  outOfEnglish,
} from '@/migrations/steps/widget-texts-into-locales'

// The widgets' texts live in the blocks' JSON: no table changes, their values become per language.
const store = (db: MigrateUpArgs['db']): JsonStore => ({
  rows: (query) => db.all(query),
  run: (query) => db.run(query),
  kind: 'sqlite',
})

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await moveWidgetTexts(store(db), intoEnglish)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await moveWidgetTexts(store(db), outOfEnglish)
}
