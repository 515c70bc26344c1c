import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { earlierRelease, type EarlierRelease } from './helpers/earlier-release'

const MIGRATION = 'content_languages'
const OPTIONS = 'option_languages'

describe('the migrations that make the shop’s texts and options translatable', () => {
  let db: EarlierRelease

  beforeAll(async () => {
    db = await earlierRelease('languages')
    await db.upTo(MIGRATION)
    await db.run(
      sql`INSERT INTO groups (id, name, slug, model, content) VALUES (7, 'Prints', 'prints', 'product', 'Signed prints.')`,
    )
    await db.run(sql`INSERT INTO addons (id, name) VALUES (3, 'Gift wrapping')`)
    await db.run(
      sql`INSERT INTO products (id, name, slug, blurb, content, medium, series, title, meta_description, _status)
          VALUES (5, 'Karri Light', 'karri-light', 'Forest after rain.', '<p>The karri forest.</p>', 'Watercolour on paper', 'South West', 'Karri Light, an original', 'A watercolour of the karri forest.', 'published')`,
    )
    await db.run(
      sql`INSERT INTO _products_v (id, parent_id, version_name, version_slug, version_blurb, version__status, latest)
          VALUES (11, 5, 'Karri Light', 'karri-light', 'Forest after rain.', 'published', true)`,
    )
    await db.run(sql`INSERT INTO products_variations (_order, _parent_id, id, name) VALUES (1, 5, 'v-size', 'Size')`)
    await db.run(
      sql`INSERT INTO products_variations_options (_order, _parent_id, id, value) VALUES (1, 'v-size', 'o-a4', 'A4'), (2, 'v-size', 'o-a3', 'A3')`,
    )
  }, 300_000)
  afterAll(async () => db?.close())

  it('keeps every text as the English one, and gives it back when undone', async () => {
    await db.migrate(MIGRATION, 'up')
    await db.migrate(OPTIONS, 'up')
    const english = async (table: string, columns: string) =>
      db.rows(sql.raw(`SELECT ${columns} FROM "${table}_locales" WHERE "_locale" = 'en' ORDER BY "_parent_id"`))
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
    expect(await english('products_variations', 'name, "_parent_id"')).toEqual([{ name: 'Size', _parent_id: 'v-size' }])
    expect(await english('products_variations_options', 'value')).toEqual([{ value: 'A3' }, { value: 'A4' }])
    // The address is not a text of a language: it stays on the product, so every link still answers.
    expect(await db.rows(sql`SELECT slug FROM products`)).toEqual([{ slug: 'karri-light' }])

    await db.migrate(OPTIONS, 'down')
    await db.migrate(MIGRATION, 'down')
    expect(await db.rows(sql`SELECT name, blurb, series FROM products`)).toEqual([
      { name: 'Karri Light', blurb: 'Forest after rain.', series: 'South West' },
    ])
    expect(await db.rows(sql`SELECT name FROM groups`)).toEqual([{ name: 'Prints' }])
    expect(await db.rows(sql`SELECT value FROM products_variations_options ORDER BY _order`)).toEqual([
      { value: 'A4' },
      { value: 'A3' },
    ])
  })
})
