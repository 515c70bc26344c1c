import { getPayload } from 'payload'
import { describe, expect, it } from 'vitest'

import config from '@payload-config'
import { galleryTypes } from '@/blocks/Gallery/config'
import { widgetKinds } from '@/blocks/widget-kinds'
import { seedDemo } from '@/seed'

import { getJson } from './helpers/api'

describe('demo seed', () => {
  it('can run again without adding anything twice or resetting the password', async () => {
    const payload = await getPayload({ config })
    const count = async () => ({
      users: (await payload.count({ collection: 'users' })).totalDocs,
      media: (await payload.count({ collection: 'media' })).totalDocs,
    })
    const before = await count()
    const admin = await seedDemo(payload)
    expect(admin.password).toBeNull()
    expect(await count()).toEqual(before)
    const header = await payload.findGlobal({ slug: 'header' })
    expect(header.navItems).toHaveLength(7)
  })

  it('makes the back-office account an admin with a working password', async () => {
    const payload = await getPayload({ config })
    const { docs } = await payload.find({ collection: 'users', where: { email: { equals: 'studio@atelier.test' } } })
    expect(docs[0]?.roles).toEqual(['admin'])
    expect(docs[0]?.is_admin).toBe(true)
  })

  it('seeds /demo_asdf with every widget visitors see and every gallery type, and /readme', async () => {
    const { status, body } = await getJson<{
      rows: { blocks: { widgets: { blockType: string; type?: string }[] }[] }[]
    }>('/api/v1/cognito/page/demo_asdf')
    expect(status).toBe(200)
    const widgets = body.rows.flatMap((row) => row.blocks.flatMap((block) => block.widgets))
    const kinds = new Set(widgets.map((w) => w.blockType))
    expect(widgetKinds.filter((kind) => !kinds.has(kind))).toEqual([])
    expect(widgets.filter((w) => w.blockType === 'gallery').map((w) => w.type)).toEqual([...galleryTypes])
    expect((await getJson('/api/v1/cognito/page/readme')).status).toBe(200)
  })
})
