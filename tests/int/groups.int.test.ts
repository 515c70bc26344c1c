import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import config from '@payload-config'
import type { Group } from '@/payload-types'

import { getJson } from './helpers/api'
import { payloadRest } from './helpers/payload-http'

let payload: Payload
const model = 'photo' as const

beforeAll(async () => {
  payload = await getPayload({ config })
})

const create = (name: string, parent?: number, sort_order = 0) =>
  payload.create({
    collection: 'groups',
    data: { name, slug: name.toLowerCase().replace(/\W+/g, '-'), model, parent, sort_order },
  })

/** Payload reports field errors in `data.errors`; the field's own message is what the artist reads. */
const fieldError = (pattern: RegExp) => ({
  data: { errors: [expect.objectContaining({ path: 'parent', message: expect.stringMatching(pattern) })] },
})

const tree = async () => {
  const { docs } = await payload.find({
    collection: 'groups',
    where: { model: { equals: model } },
    depth: 0,
    limit: 0,
    sort: 'lft',
  })
  return docs
}

/** The nested-set invariant: numbers 1..2n, and every node's children sit inside it one level down. */
function expectConsistent(groups: Group[]) {
  const numbers = groups.flatMap((g) => [g.lft!, g.rgt!]).sort((a, b) => a - b)
  expect(new Set(numbers).size).toBe(numbers.length)
  for (const g of groups) {
    const parentId = typeof g.parent === 'object' ? g.parent?.id : g.parent
    if (!parentId) {
      expect(g.level).toBe(0)
      expect(g.root).toBe(g.id)
      continue
    }
    const parent = groups.find((p) => p.id === parentId)!
    expect(g.lft!).toBeGreaterThan(parent.lft!)
    expect(g.rgt!).toBeLessThan(parent.rgt!)
    expect(g.level).toBe(parent.level! + 1)
    expect(g.root).toBe(parent.root)
  }
}

describe('group tree', () => {
  it('keeps lft/rgt right through insert, move and delete', async () => {
    const landscapes = await create('Landscapes', undefined, 1)
    const coast = await create('Coast', landscapes.id, 1)
    const bush = await create('Bush', landscapes.id, 2)
    const portraits = await create('Portraits', undefined, 2)
    let groups = await tree()
    expectConsistent(groups)
    expect(groups.map((g) => g.name)).toEqual(['Landscapes', 'Coast', 'Bush', 'Portraits'])
    expect(groups.find((g) => g.id === landscapes.id)).toMatchObject({ lft: 1, rgt: 6 })

    // Move Bush under Portraits.
    await payload.update({ collection: 'groups', id: bush.id, data: { parent: portraits.id } })
    groups = await tree()
    expectConsistent(groups)
    expect(groups.find((g) => g.id === bush.id)).toMatchObject({ root: portraits.id, level: 1 })
    expect(groups.find((g) => g.id === landscapes.id)).toMatchObject({ lft: 1, rgt: 4 })

    // Delete Landscapes: Coast becomes a top group of its own.
    await payload.delete({ collection: 'groups', id: landscapes.id })
    groups = await tree()
    expectConsistent(groups)
    expect(groups.find((g) => g.id === coast.id)).toMatchObject({ level: 0, root: coast.id })
  })

  it('refuses a parent that would put a group inside itself', async () => {
    const top = await create('Studies')
    const child = await create('Sketches', top.id)
    await expect(
      payload.update({ collection: 'groups', id: top.id, data: { parent: child.id } }),
    ).rejects.toMatchObject(fieldError(/cannot sit inside itself/))
    await expect(payload.update({ collection: 'groups', id: top.id, data: { parent: top.id } })).rejects.toMatchObject(
      fieldError(/cannot sit inside itself/),
    )
    expectConsistent(await tree())
  })

  it('refuses it through the REST door the back-office saves by, with its message, and keeps the stored parent', async () => {
    const email = 'studio.groups@example.test'
    const password = 'studio-groups-password'
    await payload.create({ collection: 'users', data: { email, password, roles: ['admin'] }, overrideAccess: true })
    const { token } = await payload.login({ collection: 'users', data: { email, password }, overrideAccess: true })
    const coast = await create('Headlands')
    const cape = await create('Capes', coast.id)
    const saved = await payloadRest(`/api/groups/${coast.id}`, {
      method: 'PATCH',
      headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ parent: cape.id }),
    })
    expect(saved.status).toBe(400)
    expect(await saved.text()).toContain('A group cannot sit inside itself or one of its own subgroups.')
    const stored = await payload.findByID({ collection: 'groups', id: coast.id, depth: 0 })
    expect(stored.parent ?? null).toBeNull()
    expectConsistent(await tree())
  })

  it('refuses a parent of another model', async () => {
    const other = await payload.create({
      collection: 'groups',
      data: { name: 'Prints', slug: 'prints', model: 'product' },
    })
    await expect(create('Odd one', other.id)).rejects.toMatchObject(fieldError(/same kind of items/))
  })

  it('appears in initialData with its children', async () => {
    const top = await create('Harbours')
    await create('Fremantle', top.id)
    const { body } = await getJson<{ groups: { name: string; url: string; children: { name: string }[] }[] }>(
      '/api/v1/cognito/domain/initialData',
    )
    const harbours = body.groups.find((g) => g.name === 'Harbours')
    expect(harbours?.children.map((c) => c.name)).toEqual(['Fremantle'])
    expect(harbours?.url).toBe('/harbours')
  })
})

describe('group calls', () => {
  it('lists every group with images at 4x3, 300 wide by default', async () => {
    const { status, body } = await getJson<{ data: { model: string; slug: string }[] }>('/api/v1/cognito/group')
    expect(status).toBe(200)
    expect(body.data.some((g) => g.model === 'faq' && g.slug === 'general')).toBe(true)
  })

  it('lists the groups of one model', async () => {
    const { body } = await getJson<{ data: { model: string }[] }>(
      '/api/v1/cognito/group/cognito/testimonial?image_aspect=1x1&image_width=120',
    )
    expect(body.data.length).toBeGreaterThan(0)
    expect(body.data.every((g) => g.model === 'testimonial')).toBe(true)
  })

  it('answers one group by slug with its children, 404 for an unknown one, 400 for a bad model', async () => {
    const top = await payload.create({
      collection: 'groups',
      data: { name: 'Islands', slug: 'islands', model: 'photo' },
    })
    await payload.create({
      collection: 'groups',
      data: { name: 'Rottnest', slug: 'rottnest', model: 'photo', parent: top.id },
    })
    const { status, body } = await getJson<{ name: string; children: { slug: string }[] }>(
      '/api/v1/cognito/group/details/cognito/photo/islands',
    )
    expect(status).toBe(200)
    expect(body.children.map((c) => c.slug)).toEqual(['rottnest'])
    expect((await getJson('/api/v1/cognito/group/details/cognito/photo/nowhere')).status).toBe(404)
    expect((await getJson('/api/v1/cognito/group/cognito/spaceship')).status).toBe(400)
  })
})
