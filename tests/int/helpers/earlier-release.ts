import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import type { SQL } from 'drizzle-orm'
import { drizzle as sqliteDrizzle } from 'drizzle-orm/libsql'
import { drizzle as pgDrizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { getPayload } from 'payload'

import config from '@payload-config'
import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'

import { dropPostgresDatabase, recreatePostgresDatabase, withDatabaseName } from '../../support/postgres-database'

const runUrl = process.env.TEST_DATABASE_URL || ''

/**
 * An empty database of the run's kind beside the tests' own, for a migration to be tried on a
 * database as an earlier release left it: `upTo(name)` runs every migration before the one
 * named, `migrate(name, 'up' | 'down')` that one.
 */
export type EarlierRelease = {
  rows: (query: SQL) => Promise<Record<string, unknown>[]>
  run: (query: SQL) => Promise<unknown>
  /** A JSON value as this database stores it in a JSON column. */
  json: (value: unknown) => SQL
  upTo: (name: string) => Promise<void>
  migrate: (name: string, direction: 'up' | 'down') => Promise<void>
  close: () => Promise<void>
}

export async function earlierRelease(label: string): Promise<EarlierRelease> {
  let db: unknown
  let migrations: typeof sqliteMigrations
  let rest: Pick<EarlierRelease, 'rows' | 'run' | 'json' | 'close'>
  if (runUrl) {
    const url = withDatabaseName(runUrl, `atelier_${label}_${process.env.VITEST_POOL_ID ?? '1'}`)
    await recreatePostgresDatabase(url)
    const pool = new pg.Pool({ connectionString: url })
    const postgres = pgDrizzle(pool)
    db = postgres
    migrations = postgresMigrations as unknown as typeof sqliteMigrations
    const { sql } = await import('drizzle-orm')
    rest = {
      rows: async (query) => (await postgres.execute(query)).rows as Record<string, unknown>[],
      run: (query) => postgres.execute(query),
      json: (value) => sql`${JSON.stringify(value)}::jsonb`,
      close: async () => {
        await pool.end()
        await dropPostgresDatabase(url)
      },
    }
  } else {
    const dir = mkdtempSync(path.join(tmpdir(), `atelier-${label}-`))
    const client = createClient({ url: `file:${path.join(dir, 'earlier.db')}` })
    const sqlite = sqliteDrizzle(client)
    db = sqlite
    migrations = sqliteMigrations
    const { sql } = await import('drizzle-orm')
    rest = {
      rows: (query) => sqlite.all(query),
      run: (query) => sqlite.run(query),
      json: (value) => sql`${JSON.stringify(value)}`,
      close: async () => {
        client.close()
        rmSync(dir, { recursive: true, force: true })
      },
    }
  }
  const args = async () => ({ db, payload: await getPayload({ config }), req: {} }) as never
  const indexOf = (name: string) => {
    const index = migrations.findIndex((m) => m.name.endsWith(name))
    if (index < 0) throw new Error(`No migration ${name}`)
    return index
  }
  return {
    ...rest,
    upTo: async (name) => {
      for (const migration of migrations.slice(0, indexOf(name))) await migration.up(await args())
    },
    migrate: async (name, direction) => migrations[indexOf(name)][direction](await args()),
  }
}
