import { getPayload } from 'payload'
import { describe, expect, it } from 'vitest'

import config from '@payload-config'

const pageWith = (widgets: unknown[], width = 12, offset = 0) => ({
  name: 'Rules',
  slug: `rules-${Math.random().toString(36).slice(2, 8)}`,
  _status: 'published' as const,
  rows: [{ blockType: 'row', row_type: 'plain', blocks: [{ blockType: 'column', width, offset, widgets }] }],
})

/** The artist sees the field's own message; Payload lists it in `data.errors`. */
const refusedWith = (pattern: RegExp) => ({
  data: { errors: expect.arrayContaining([expect.objectContaining({ message: expect.stringMatching(pattern) })]) },
})

describe('page builder rules', () => {
  it('accepts a well-formed page', async () => {
    const payload = await getPayload({ config })
    const page = await payload.create({
      collection: 'pages',
      data: pageWith([{ blockType: 'heading', text: 'Hello', level: 'h2' }]) as never,
    })
    expect(page.rows?.[0].blocks?.[0].widgets?.[0]).toMatchObject({ blockType: 'heading', text: 'Hello' })
  })

  it('refuses a block 13 columns wide', async () => {
    const payload = await getPayload({ config })
    await expect(payload.create({ collection: 'pages', data: pageWith([], 13) as never })).rejects.toMatchObject(
      refusedWith(/12/),
    )
  })

  it('refuses width and offset that overflow the grid', async () => {
    const payload = await getPayload({ config })
    await expect(payload.create({ collection: 'pages', data: pageWith([], 8, 6) as never })).rejects.toMatchObject(
      refusedWith(/fit in 12 columns/),
    )
  })

  it('refuses an unknown widget type', async () => {
    const payload = await getPayload({ config })
    const attempt = payload.create({
      collection: 'pages',
      data: pageWith([{ blockType: 'marquee', text: 'x' }]) as never,
    })
    await expect(attempt).rejects.toMatchObject(refusedWith(/Unknown widget type: marquee/))
  })

  it("refuses a slug the site's own routes use", async () => {
    const payload = await getPayload({ config })
    await expect(
      payload.create({ collection: 'pages', data: { ...pageWith([]), slug: 'shop' } as never }),
    ).rejects.toMatchObject(refusedWith(/taken by the site/))
  })
})
