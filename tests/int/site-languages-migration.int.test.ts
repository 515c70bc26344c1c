import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { earlierRelease, type EarlierRelease } from './helpers/earlier-release'

const MIGRATION = 'site_languages'

describe('the migration that makes pages’ titles, the site’s description and its navigation translatable', () => {
  let db: EarlierRelease

  beforeAll(async () => {
    db = await earlierRelease('site_languages')
    await db.upTo(MIGRATION)
    await db.run(
      sql`INSERT INTO pages (id, name, slug, title, meta_description, _status)
          VALUES (4, 'Contact', 'contact', 'Contact the studio', 'Write to the studio.', 'published')`,
    )
    await db.run(
      sql`INSERT INTO _pages_v (id, parent_id, version_name, version_slug, version_title, version__status, latest)
          VALUES (9, 4, 'Contact', 'contact', 'Contact the studio', 'published', true)`,
    )
    await db.run(sql`INSERT INTO site_settings (id, name, meta_description) VALUES (1, 'Studio', 'Watercolours.')`)
    await db.run(sql`INSERT INTO header (id) VALUES (1)`)
    await db.run(
      sql`INSERT INTO header_nav_items (_order, _parent_id, id, label, url) VALUES (1, 1, 'n-shop', 'Shop', '/shop'), (2, 1, 'n-about', 'About', '/about')`,
    )
    await db.run(sql`INSERT INTO footer (id) VALUES (1)`)
    await db.run(
      sql`INSERT INTO footer_nav_items (_order, _parent_id, id, label, url) VALUES (1, 1, 'f-faq', 'FAQ', '/faq')`,
    )
  }, 300_000)
  afterAll(async () => db?.close())

  it('keeps every text as the English one, every address as it was, and gives them back when undone', async () => {
    await db.migrate(MIGRATION, 'up')
    const english = async (table: string, columns: string) =>
      db.rows(sql.raw(`SELECT ${columns} FROM "${table}_locales" WHERE "_locale" = 'en' ORDER BY "_parent_id"`))
    expect(await english('pages', 'name, title, meta_description')).toEqual([
      { name: 'Contact', title: 'Contact the studio', meta_description: 'Write to the studio.' },
    ])
    expect(await english('_pages_v', 'version_name, version_title')).toEqual([
      { version_name: 'Contact', version_title: 'Contact the studio' },
    ])
    expect(await english('site_settings', 'meta_description')).toEqual([{ meta_description: 'Watercolours.' }])
    expect(await english('header_nav_items', 'label, "_parent_id"')).toEqual([
      { label: 'About', _parent_id: 'n-about' },
      { label: 'Shop', _parent_id: 'n-shop' },
    ])
    expect(await english('footer_nav_items', 'label')).toEqual([{ label: 'FAQ' }])
    // Addresses are not texts of a language: the page and the links keep theirs.
    expect(await db.rows(sql`SELECT slug FROM pages`)).toEqual([{ slug: 'contact' }])
    expect(await db.rows(sql`SELECT url FROM header_nav_items ORDER BY _order`)).toEqual([
      { url: '/shop' },
      { url: '/about' },
    ])

    await db.migrate(MIGRATION, 'down')
    expect(await db.rows(sql`SELECT name, title, meta_description FROM pages`)).toEqual([
      { name: 'Contact', title: 'Contact the studio', meta_description: 'Write to the studio.' },
    ])
    expect(await db.rows(sql`SELECT meta_description FROM site_settings`)).toEqual([
      { meta_description: 'Watercolours.' },
    ])
    expect(await db.rows(sql`SELECT label FROM header_nav_items ORDER BY _order`)).toEqual([
      { label: 'Shop' },
      { label: 'About' },
    ])
    expect(await db.rows(sql`SELECT label FROM footer_nav_items`)).toEqual([{ label: 'FAQ' }])
  })
})
