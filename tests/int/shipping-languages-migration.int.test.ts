import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { earlierRelease, type EarlierRelease } from './helpers/earlier-release'

const MIGRATION = 'shipping_languages'

describe('the migration that makes shipping types’ names translatable', () => {
  let db: EarlierRelease

  beforeAll(async () => {
    db = await earlierRelease(MIGRATION)
    await db.upTo(MIGRATION)
    await db.run(
      sql`INSERT INTO shipping_types (id, name, kind, enabled, sort_order)
          VALUES (2, 'Studio pick-up (by appointment)', 'pickup', true, 2)`,
    )
  }, 300_000)
  afterAll(async () => db?.close())

  it('keeps each name as the English one, and gives it back when undone', async () => {
    await db.migrate(MIGRATION, 'up')
    expect(await db.rows(sql`SELECT name, _parent_id FROM shipping_types_locales WHERE _locale = 'en'`)).toEqual([
      { name: 'Studio pick-up (by appointment)', _parent_id: 2 },
    ])
    // What is not a text stays where it was.
    expect(await db.rows(sql`SELECT kind FROM shipping_types WHERE sort_order = 2`)).toEqual([{ kind: 'pickup' }])

    await db.migrate(MIGRATION, 'down')
    expect(await db.rows(sql`SELECT name FROM shipping_types`)).toEqual([{ name: 'Studio pick-up (by appointment)' }])
  })
})
