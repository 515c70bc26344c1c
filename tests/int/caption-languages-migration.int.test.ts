import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { earlierRelease, type EarlierRelease } from './helpers/earlier-release'

const MIGRATION = 'caption_languages'
const RICH = `'{"root":{"type":"root","children":[]}}'`

describe('the migration that makes galleries’ words, photos and voucher designs translatable', () => {
  let db: EarlierRelease

  beforeAll(async () => {
    db = await earlierRelease(MIGRATION)
    await db.upTo(MIGRATION)
    await db.run(sql`INSERT INTO media (id, alt) VALUES (1, 'Cottesloe Morning')`)
    await db.run(
      sql`INSERT INTO galleries (id, name, url, heading, sub_heading)
          VALUES (3, 'Coast', 'the-coast', 'The coast', 'Beaches, islands and reef')`,
    )
    await db.run(
      sql.raw(`INSERT INTO galleries_slides (_order, _parent_id, id, image_id, heading, sub_heading, content_rich, content, link, link_button_text)
          VALUES (1, 3, 's-1', 1, 'Cottesloe Morning', 'Early swimmers', ${RICH}, '<p>Prints in the shop.</p>', '/shop', 'See it in the shop')`),
    )
    await db.run(
      sql`INSERT INTO photos (id, name, description, image_id) VALUES (5, 'The jetty', 'Busselton at noon.', 1)`,
    )
    await db.run(sql`INSERT INTO voucher_themes (id, name, image_id) VALUES (6, 'Coast at dawn', 1)`)
  }, 300_000)
  afterAll(async () => db?.close())

  it('keeps every text as the English one, and gives them back when undone', async () => {
    await db.migrate(MIGRATION, 'up')
    expect(
      await db.rows(sql`SELECT heading, sub_heading, _parent_id FROM galleries_locales WHERE _locale = 'en'`),
    ).toEqual([{ heading: 'The coast', sub_heading: 'Beaches, islands and reef', _parent_id: 3 }])
    expect(
      await db.rows(
        sql`SELECT heading, sub_heading, content, link_button_text, _parent_id FROM galleries_slides_locales WHERE _locale = 'en'`,
      ),
    ).toEqual([
      {
        heading: 'Cottesloe Morning',
        sub_heading: 'Early swimmers',
        content: '<p>Prints in the shop.</p>',
        link_button_text: 'See it in the shop',
        _parent_id: 's-1',
      },
    ])
    expect(await db.rows(sql`SELECT name, description FROM photos_locales WHERE _locale = 'en'`)).toEqual([
      { name: 'The jetty', description: 'Busselton at noon.' },
    ])
    expect(await db.rows(sql`SELECT name FROM voucher_themes_locales WHERE _locale = 'en'`)).toEqual([
      { name: 'Coast at dawn' },
    ])
    // What is not a text stays where it was.
    expect(await db.rows(sql`SELECT link, image_id FROM galleries_slides`)).toEqual([{ link: '/shop', image_id: 1 }])

    await db.migrate(MIGRATION, 'down')
    expect(await db.rows(sql`SELECT heading, sub_heading FROM galleries`)).toEqual([
      { heading: 'The coast', sub_heading: 'Beaches, islands and reef' },
    ])
    expect(await db.rows(sql`SELECT heading, content, link_button_text FROM galleries_slides`)).toEqual([
      { heading: 'Cottesloe Morning', content: '<p>Prints in the shop.</p>', link_button_text: 'See it in the shop' },
    ])
    expect(await db.rows(sql`SELECT name, description FROM photos`)).toEqual([
      { name: 'The jetty', description: 'Busselton at noon.' },
    ])
    expect(await db.rows(sql`SELECT name FROM voucher_themes`)).toEqual([{ name: 'Coast at dawn' }])
  })
})
