import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { sql, type SQL } from 'drizzle-orm'
import { drizzle as sqliteDrizzle } from 'drizzle-orm/libsql'
import { drizzle as pgDrizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { getPayload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import config from '@payload-config'
import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'

import { dropPostgresDatabase, recreatePostgresDatabase, withDatabaseName } from '../support/postgres-database'

const MIGRATION = 'content_languages'
const runUrl = process.env.TEST_DATABASE_URL || ''

type Scratch = {
  migrations: typeof sqliteMigrations
  db: unknown
  rows: (query: SQL) => Promise<Record<string, unknown>[]>
  run: (query: SQL) => Promise<unknown>
  close: () => Promise<void>
}

/** An empty database of the run's kind, beside the tests' own, that the migrations are run on one by one. */
async function scratchDatabase(): Promise<Scratch> {
  if (runUrl) {
    const url = withDatabaseName(runUrl, `atelier_languages_${process.env.VITEST_POOL_ID ?? '1'}`)
    await recreatePostgresDatabase(url)
    const pool = new pg.Pool({ connectionString: url })
    const db = pgDrizzle(pool)
    return {
      migrations: postgresMigrations as unknown as typeof sqliteMigrations,
      db,
      rows: async (query) => (await db.execute(query)).rows as Record<string, unknown>[],
      run: (query) => db.execute(query),
      close: async () => {
        await pool.end()
        await dropPostgresDatabase(url)
      },
    }
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'atelier-languages-'))
  const client = createClient({ url: `file:${path.join(dir, 'previous.db')}` })
  const db = sqliteDrizzle(client)
  return {
    migrations: sqliteMigrations,
    db,
    rows: (query) => db.all(query),
    run: (query) => db.run(query),
    close: async () => {
      client.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

describe('the migration that makes the shop’s texts translatable', () => {
  let scratch: Scratch
  const step = (name: string) => scratch.migrations.find((m) => m.name.endsWith(name))!
  const args = async () => ({ db: scratch.db, payload: await getPayload({ config }), req: {} }) as never

  beforeAll(async () => {
    scratch = await scratchDatabase()
    // The database of the release before: every migration before this one.
    const index = scratch.migrations.findIndex((m) => m.name.endsWith(MIGRATION))
    expect(index).toBeGreaterThan(0)
    for (const migration of scratch.migrations.slice(0, index)) await migration.up(await args())
    await scratch.run(
      sql`INSERT INTO groups (id, name, slug, model, content) VALUES (7, 'Prints', 'prints', 'product', 'Signed prints.')`,
    )
    await scratch.run(sql`INSERT INTO addons (id, name) VALUES (3, 'Gift wrapping')`)
    await scratch.run(
      sql`INSERT INTO products (id, name, slug, blurb, content, medium, series, title, meta_description, _status)
          VALUES (5, 'Karri Light', 'karri-light', 'Forest after rain.', '<p>The karri forest.</p>', 'Watercolour on paper', 'South West', 'Karri Light, an original', 'A watercolour of the karri forest.', 'published')`,
    )
    await scratch.run(
      sql`INSERT INTO _products_v (id, parent_id, version_name, version_slug, version_blurb, version__status, latest)
          VALUES (11, 5, 'Karri Light', 'karri-light', 'Forest after rain.', 'published', true)`,
    )
  }, 300_000)
  afterAll(async () => scratch?.close())

  it('keeps every text as the English one, and gives it back when undone', async () => {
    await step(MIGRATION).up(await args())
    const english = async (table: string, columns: string) =>
      scratch.rows(sql.raw(`SELECT ${columns} FROM "${table}_locales" WHERE "_locale" = 'en' ORDER BY "_parent_id"`))
    expect(await english('products', 'name, blurb, content, medium, series, title, meta_description')).toEqual([
      {
        name: 'Karri Light',
        blurb: 'Forest after rain.',
        content: '<p>The karri forest.</p>',
        medium: 'Watercolour on paper',
        series: 'South West',
        title: 'Karri Light, an original',
        meta_description: 'A watercolour of the karri forest.',
      },
    ])
    expect(await english('_products_v', 'version_name, version_blurb')).toEqual([
      { version_name: 'Karri Light', version_blurb: 'Forest after rain.' },
    ])
    expect(await english('groups', 'name, content')).toEqual([{ name: 'Prints', content: 'Signed prints.' }])
    expect(await english('addons', 'name')).toEqual([{ name: 'Gift wrapping' }])
    // The address is not a text of a language: it stays on the product, so every link still answers.
    expect(await scratch.rows(sql`SELECT slug FROM products`)).toEqual([{ slug: 'karri-light' }])

    await step(MIGRATION).down(await args())
    expect(await scratch.rows(sql`SELECT name, blurb, series FROM products`)).toEqual([
      { name: 'Karri Light', blurb: 'Forest after rain.', series: 'South West' },
    ])
    expect(await scratch.rows(sql`SELECT name FROM groups`)).toEqual([{ name: 'Prints' }])
  })
})
