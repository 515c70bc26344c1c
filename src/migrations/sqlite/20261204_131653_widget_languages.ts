import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-sqlite'

import {
  intoEnglish,
  moveWidgetTexts,
  outOfEnglish,
} from '@/migrations/steps/widget-texts-into-locales'
import { sqliteStore } from '@/migrations/steps/json-store'

// The widgets' texts live in the blocks' JSON: no table changes, their values become per language.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await moveWidgetTexts(sqliteStore(db), intoEnglish)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await moveWidgetTexts(sqliteStore(db), outOfEnglish)
}
