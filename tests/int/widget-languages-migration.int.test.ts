import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { earlierRelease, type EarlierRelease } from './helpers/earlier-release'

const MIGRATION = 'widget_languages'

const rows = [
  {
    blockType: 'row',
    row_type: 'plain',
    blocks: [
      {
        blockType: 'column',
        width: 12,
        widgets: [
          { blockType: 'heading', text: 'Contact', level: 'h1' },
          { blockType: 'buttonLink', button_text: 'Write to me', button_url: '/contact' },
        ],
      },
    ],
  },
]
const template = [{ blockType: 'html', html: '<p>Winter workshop: fully booked.</p>' }]

const parsed = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value)

describe('the migration that makes the widgets’ texts translatable', () => {
  let db: EarlierRelease

  beforeAll(async () => {
    db = await earlierRelease('widget_languages')
    await db.upTo(MIGRATION)
    await db.run(sql`INSERT INTO pages (id, slug, rows, _status) VALUES (4, 'contact', ${db.json(rows)}, 'published')`)
    await db.run(sql`INSERT INTO pages_locales (name, _locale, _parent_id) VALUES ('Contact', 'en', 4)`)
    await db.run(
      sql`INSERT INTO _pages_v (id, parent_id, version_slug, version_rows, version__status, latest)
          VALUES (9, 4, 'contact', ${db.json(rows)}, 'published', true)`,
    )
    await db.run(
      sql`INSERT INTO pages_page_contents (_order, _parent_id, id, name, template) VALUES (1, 4, 'c-1', 'Workshop', ${db.json(template)})`,
    )
    await db.run(
      sql`INSERT INTO articles (id, name, slug, author, rows, publish_time, _status)
          VALUES (2, 'Salt', 'salt', 'Isla', ${db.json(rows)}, '2026-01-01T00:00:00.000Z', 'published')`,
    )
  }, 300_000)
  afterAll(async () => db?.close())

  it('keeps every widget’s words as the English ones, every address as it was, and gives them back when undone', async () => {
    await db.migrate(MIGRATION, 'up')
    const widgets = (stored: unknown) => parsed(stored)[0].blocks[0].widgets
    const [page] = await db.rows(sql`SELECT rows FROM pages WHERE id = 4`)
    expect(widgets(page.rows)).toEqual([
      { blockType: 'heading', text: { en: 'Contact' }, level: 'h1' },
      { blockType: 'buttonLink', button_text: { en: 'Write to me' }, button_url: '/contact' },
    ])
    const [version] = await db.rows(sql`SELECT version_rows FROM _pages_v WHERE id = 9`)
    expect(widgets(version.version_rows)[0].text).toEqual({ en: 'Contact' })
    const [article] = await db.rows(sql`SELECT rows FROM articles WHERE id = 2`)
    expect(widgets(article.rows)[1].button_text).toEqual({ en: 'Write to me' })
    const [content] = await db.rows(sql`SELECT template FROM pages_page_contents WHERE id = 'c-1'`)
    expect(parsed(content.template)).toEqual([{ blockType: 'html', html: { en: template[0].html } }])

    await db.migrate(MIGRATION, 'down')
    const [undone] = await db.rows(sql`SELECT rows FROM pages WHERE id = 4`)
    expect(parsed(undone.rows)).toEqual(rows)
    const [undoneContent] = await db.rows(sql`SELECT template FROM pages_page_contents WHERE id = 'c-1'`)
    expect(parsed(undoneContent.template)).toEqual(template)
  })
})
