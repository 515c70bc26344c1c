import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { earlierRelease, type EarlierRelease } from './helpers/earlier-release'

const MIGRATION = 'form_languages'

/** The contact form's questions as the release before stored them. */
const questions = [
  { id: 'q1', blockType: 'text', name: 'name', label: 'Your name', required: true },
  {
    id: 'q2',
    blockType: 'select',
    name: 'topic',
    label: 'What is it about?',
    options: [{ id: 'o1', label: 'A commission', value: 'commission' }],
  },
  { id: 'q3', blockType: 'header', text: 'About you' },
]

describe('the migration that makes forms’ names, buttons and questions translatable', () => {
  let db: EarlierRelease

  beforeAll(async () => {
    db = await earlierRelease(MIGRATION)
    await db.upTo(MIGRATION)
    await db.run(
      sql`INSERT INTO forms (id, title, url, submit_button_label, message, fields)
          VALUES (2, 'Contact the studio', 'contact', 'Send message', '<p>Write any time.</p>', ${db.json(questions)})`,
    )
  }, 300_000)
  afterAll(async () => db?.close())

  it('keeps every text as the English one, the answers’ names and values as they were, and gives them back when undone', async () => {
    await db.migrate(MIGRATION, 'up')
    expect(
      await db.rows(sql`SELECT title, submit_button_label, message FROM forms_locales WHERE _locale = 'en'`),
    ).toEqual([{ title: 'Contact the studio', submit_button_label: 'Send message', message: '<p>Write any time.</p>' }])
    const [{ fields }] = await db.rows(sql`SELECT fields, url FROM forms`)
    const stored = typeof fields === 'string' ? JSON.parse(fields) : fields
    expect(stored).toEqual([
      { id: 'q1', blockType: 'text', name: 'name', label: { en: 'Your name' }, required: true },
      {
        id: 'q2',
        blockType: 'select',
        name: 'topic',
        label: { en: 'What is it about?' },
        options: [{ id: 'o1', label: { en: 'A commission' }, value: 'commission' }],
      },
      { id: 'q3', blockType: 'header', text: { en: 'About you' } },
    ])
    expect(await db.rows(sql`SELECT url FROM forms`)).toEqual([{ url: 'contact' }])

    await db.migrate(MIGRATION, 'down')
    expect(await db.rows(sql`SELECT title, submit_button_label, message FROM forms`)).toEqual([
      { title: 'Contact the studio', submit_button_label: 'Send message', message: '<p>Write any time.</p>' },
    ])
    const [back] = await db.rows(sql`SELECT fields FROM forms`)
    expect(typeof back.fields === 'string' ? JSON.parse(back.fields) : back.fields).toEqual(questions)
  })
})
