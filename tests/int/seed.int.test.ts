import { getPayload } from 'payload'
import { describe, expect, it } from 'vitest'

import config from '@payload-config'
import { seedDemo } from '@/seed'

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
})
