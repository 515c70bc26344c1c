import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

import {
  intoEnglish,
  moveWidgetTexts,
  outOfEnglish,
} from '@/migrations/steps/widget-texts-into-locales'
import { postgresStore } from '@/migrations/steps/json-store'

// The widgets' texts live in the blocks' JSON: no table changes, their values become per language.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await moveWidgetTexts(postgresStore(db), intoEnglish)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await moveWidgetTexts(postgresStore(db), outOfEnglish)
}
