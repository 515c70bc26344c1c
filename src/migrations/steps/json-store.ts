import type { MigrateUpArgs as PostgresArgs } from '@payloadcms/db-postgres'
import type { MigrateUpArgs as SqliteArgs } from '@payloadcms/db-sqlite'

import type { JsonStore } from '@/migrations/steps/widget-texts-into-locales'

/** How a migration of SQLite reads and writes the blocks kept as JSON. */
export const sqliteStore = (db: SqliteArgs['db']): JsonStore => ({
  rows: (query) => db.all(query),
  run: (query) => db.run(query),
  kind: 'sqlite',
})

/** How a migration of PostgreSQL reads and writes the blocks kept as JSON. */
export const postgresStore = (db: PostgresArgs['db']): JsonStore => ({
  rows: async (query) => (await db.execute(query)).rows as Record<string, unknown>[],
  run: (query) => db.execute(query),
  kind: 'postgres',
})
