import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { earlierRelease, type EarlierRelease } from './helpers/earlier-release'

const MIGRATION = 'story_languages'
const RICH = `'{"root":{"type":"root","children":[]}}'`

describe('the migration that makes articles, episodes, posts, questions, testimonials, people and links translatable', () => {
  let db: EarlierRelease

  beforeAll(async () => {
    db = await earlierRelease(MIGRATION)
    await db.upTo(MIGRATION)
    await db.run(
      sql.raw(`INSERT INTO articles (id, name, slug, author, blurb, content_rich, content, title, meta_description, _status)
          VALUES (3, 'Stretching paper', 'stretching-paper', 'Isla', 'Tape and a board.', ${RICH}, '<p>Soak it.</p>', 'Paper', 'How to stretch paper.', 'published')`),
    )
    await db.run(
      sql.raw(`INSERT INTO _articles_v (id, parent_id, version_name, version_slug, version_content, version__status, latest)
          VALUES (8, 3, 'Stretching paper', 'stretching-paper', '<p>Soak it.</p>', 'published', true)`),
    )
    await db.run(
      sql.raw(`INSERT INTO podcast_channels (id, title, description, author) VALUES (1, 'Wet Edges', 'Talk.', 'Isla')`),
    )
    await db.run(
      sql.raw(`INSERT INTO podcast_episodes (id, channel_id, name, url, description, _status)
          VALUES (5, 1, 'Why watercolour?', 'why-watercolour', '<p>The first episode.</p>', 'published')`),
    )
    await db.run(
      sql.raw(`INSERT INTO microblog_posts (id, summary, content_rich, content, link, link_text, _status)
          VALUES (6, 'Stretched six sheets', ${RICH}, '<p>Stretched six sheets.</p>', '/shop', 'See the print', 'published')`),
    )
    await db.run(
      sql.raw(
        `INSERT INTO faqs (id, name, content_rich, content) VALUES (2, 'Are prints signed?', ${RICH}, '<p>Yes.</p>')`,
      ),
    )
    await db.run(
      sql.raw(
        `INSERT INTO testimonials (id, content_rich, content, name, title) VALUES (4, ${RICH}, '<p>Lovely.</p>', 'Dana W.', 'Collector')`,
      ),
    )
    await db.run(
      sql.raw(
        `INSERT INTO people (id, first_name, title, description) VALUES (7, 'Isla', 'Painter', '<p>Fremantle.</p>')`,
      ),
    )
    await db.run(sql.raw(`INSERT INTO links (id, name, link) VALUES (9, 'Instagram', 'https://instagram.com/isla')`))
  }, 300_000)
  afterAll(async () => db?.close())

  it('keeps every text as the English one, every address as it was, and gives them back when undone', async () => {
    await db.migrate(MIGRATION, 'up')
    const english = async (table: string, columns: string) =>
      db.rows(sql.raw(`SELECT ${columns} FROM "${table}_locales" WHERE "_locale" = 'en' ORDER BY "_parent_id"`))
    expect(await english('articles', 'name, blurb, content, title, meta_description')).toEqual([
      {
        name: 'Stretching paper',
        blurb: 'Tape and a board.',
        content: '<p>Soak it.</p>',
        title: 'Paper',
        meta_description: 'How to stretch paper.',
      },
    ])
    const [article] = await english('articles', 'content_rich')
    const rich = typeof article.content_rich === 'string' ? JSON.parse(article.content_rich) : article.content_rich
    expect(rich).toEqual({ root: { type: 'root', children: [] } })
    expect(await english('_articles_v', 'version_name, version_content')).toEqual([
      { version_name: 'Stretching paper', version_content: '<p>Soak it.</p>' },
    ])
    expect(await english('podcast_episodes', 'name, description')).toEqual([
      { name: 'Why watercolour?', description: '<p>The first episode.</p>' },
    ])
    expect(await english('microblog_posts', 'summary, content, link_text')).toEqual([
      { summary: 'Stretched six sheets', content: '<p>Stretched six sheets.</p>', link_text: 'See the print' },
    ])
    expect(await english('faqs', 'name, content')).toEqual([{ name: 'Are prints signed?', content: '<p>Yes.</p>' }])
    expect(await english('testimonials', 'content, title')).toEqual([{ content: '<p>Lovely.</p>', title: 'Collector' }])
    expect(await english('people', 'title, description')).toEqual([
      { title: 'Painter', description: '<p>Fremantle.</p>' },
    ])
    expect(await english('links', 'name')).toEqual([{ name: 'Instagram' }])
    // Addresses, names of people and links are not texts of a language: they stay where they were.
    expect(await db.rows(sql`SELECT slug, author FROM articles`)).toEqual([
      { slug: 'stretching-paper', author: 'Isla' },
    ])
    expect(await db.rows(sql`SELECT url FROM podcast_episodes`)).toEqual([{ url: 'why-watercolour' }])
    expect(await db.rows(sql`SELECT link FROM microblog_posts`)).toEqual([{ link: '/shop' }])
    expect(await db.rows(sql`SELECT name FROM testimonials`)).toEqual([{ name: 'Dana W.' }])
    expect(await db.rows(sql`SELECT link FROM links`)).toEqual([{ link: 'https://instagram.com/isla' }])

    await db.migrate(MIGRATION, 'down')
    expect(await db.rows(sql`SELECT name, blurb, content, title, meta_description FROM articles`)).toEqual([
      {
        name: 'Stretching paper',
        blurb: 'Tape and a board.',
        content: '<p>Soak it.</p>',
        title: 'Paper',
        meta_description: 'How to stretch paper.',
      },
    ])
    expect(await db.rows(sql`SELECT version_name FROM _articles_v`)).toEqual([{ version_name: 'Stretching paper' }])
    expect(await db.rows(sql`SELECT name, description FROM podcast_episodes`)).toEqual([
      { name: 'Why watercolour?', description: '<p>The first episode.</p>' },
    ])
    expect(await db.rows(sql`SELECT link_text FROM microblog_posts`)).toEqual([{ link_text: 'See the print' }])
    expect(await db.rows(sql`SELECT name, content FROM faqs`)).toEqual([
      { name: 'Are prints signed?', content: '<p>Yes.</p>' },
    ])
    expect(await db.rows(sql`SELECT title FROM testimonials`)).toEqual([{ title: 'Collector' }])
    expect(await db.rows(sql`SELECT title, description FROM people`)).toEqual([
      { title: 'Painter', description: '<p>Fremantle.</p>' },
    ])
    expect(await db.rows(sql`SELECT name FROM links`)).toEqual([{ name: 'Instagram' }])
  })
})
