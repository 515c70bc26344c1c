import { getPayload, type CollectionSlug, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import config from '@payload-config'
import { makeEpisodeAudio } from '@/seed/episode-audio'

import { payloadGraphql, payloadRest } from './helpers/payload-http'
import { makeProduct } from './helpers/shop-fixtures'

/*
 * Through Payload's REST and GraphQL, visitors and signed-in customers read only what is
 * published: a draft product's SKUs (its codes, prices and stock) and a draft episode's sound file
 * stay hidden until their parent is published. The studio reads everything; the site reads
 * through the local API and is not affected.
 */

let payload: Payload
let customer: Record<string, string>
let studio: Record<string, string>
const password = 'correct-horse-battery'

async function tokenFor(email: string, roles: ('admin' | 'customer')[]) {
  await payload.create({ collection: 'users', data: { email, password, roles }, overrideAccess: true })
  const { token } = await payload.login({ collection: 'users', data: { email, password }, overrideAccess: true })
  return { Authorization: `JWT ${token ?? ''}` }
}

const readers = () => ({ anonymous: {}, customer, studio })

const restIds = async (path: string, headers: Record<string, string>) => {
  const response = await payloadRest(path, { headers })
  expect(response.status, path).toBe(200)
  return ((await response.json()) as { docs: { id: number }[] }).docs.map((doc) => doc.id)
}

const gql = async (query: string, headers: Record<string, string>) =>
  (await (await payloadGraphql(query, headers)).json()) as {
    data?: Record<string, { id: number } | { docs: { id: number }[] } | null>
    errors?: { message: string }[]
  }

/** What a test made, removed afterwards (newest first) so the shop's and the podcast's counts in other files hold. */
const made: [CollectionSlug, number][] = []
const keep = <T extends { id: number }>(collection: CollectionSlug, doc: T) => {
  made.push([collection, doc.id])
  return doc
}

beforeAll(async () => {
  payload = await getPayload({ config })
  customer = await tokenFor('reader.drafts@example.test', ['customer'])
  studio = await tokenFor('studio.drafts@example.test', ['admin'])
})
afterAll(async () => {
  for (const [collection, id] of made.reverse()) await payload.delete({ collection, id, overrideAccess: true })
})

describe('a draft product’s SKUs', () => {
  it('are not found through REST or GraphQL by visitors and customers, and the studio reads them', async () => {
    const { product, skus: shown } = await makeProduct({
      slug: 'drafts-shown',
      skus: [{ code: 'DR-SHOWN', price: 90, stock: 3 }],
    })
    keep('products', product)
    keep('skus', shown[0])
    const draft = keep(
      'products',
      await payload.create({
        collection: 'products',
        data: { name: 'Not yet', slug: 'drafts-hidden', _status: 'draft' },
        overrideAccess: true,
      }),
    )
    const hidden = keep(
      'skus',
      await payload.create({
        collection: 'skus',
        data: { product: draft.id, code: 'DR-HIDDEN', price: 120, stock: 1 },
        overrideAccess: true,
      }),
    )
    const list = '/api/skus?depth=0&limit=1000'
    for (const [who, headers] of Object.entries(readers())) {
      const sees = who === 'studio'
      expect((await payloadRest(`/api/skus/${hidden.id}`, { headers })).status, who).toBe(sees ? 200 : 404)
      expect((await payloadRest(`/api/skus/${shown[0].id}`, { headers })).status, who).toBe(200)
      const ids = await restIds(list, headers)
      expect(ids.includes(hidden.id), who).toBe(sees)
      expect(ids).toContain(shown[0].id)
      const count = (await (await payloadRest('/api/skus/count', { headers })).json()) as { totalDocs: number }
      expect(count.totalDocs, who).toBe(ids.length)

      // Payload names the types after the slug: `Skus` is one SKU, `Skuses` the list.
      const one = await gql(`{ Skus(id: ${hidden.id}) { id code price stock } }`, headers)
      expect(one.data?.Skus ?? null, who).toEqual(sees ? expect.objectContaining({ id: hidden.id }) : null)
      const all = await gql('{ Skuses(limit: 1000) { docs { id } } }', headers)
      expect(all.errors, who).toBeUndefined()
      const gqlIds = (all.data?.Skuses as { docs: { id: number }[] }).docs.map((doc) => doc.id)
      expect(gqlIds.includes(hidden.id), who).toBe(sees)
      expect(gqlIds).toContain(shown[0].id)
    }
  })

  it('stay shown while a draft is saved over the published product, and go when it is unpublished', async () => {
    const { product, skus } = await makeProduct({
      slug: 'drafts-unpublished',
      skus: [{ code: 'DR-UNPUB', price: 60, stock: 2 }],
    })
    keep('products', product)
    keep('skus', skus[0])
    const path = `/api/skus/${skus[0].id}`
    await payload.update({
      collection: 'products',
      id: product.id,
      data: { name: 'Renamed' },
      draft: true,
      overrideAccess: true,
    })
    expect((await payloadRest(path)).status).toBe(200)
    await payload.update({ collection: 'products', id: product.id, data: { _status: 'draft' }, overrideAccess: true })
    expect((await payloadRest(path)).status).toBe(404)
    expect((await payloadRest(path, { headers: customer })).status).toBe(404)
    expect((await payloadRest(path, { headers: studio })).status).toBe(200)
  })
})

describe('a draft episode’s sound file', () => {
  it('is not listed or found by visitors and customers until the episode is published', async () => {
    // A file the demo podcast has released, and two of our own: one for a draft episode, one loose.
    const published = await payload.find({
      collection: 'podcast-episodes',
      where: { _status: { equals: 'published' } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const { channel, audio } = published.docs[0]
    const released = { id: typeof audio === 'object' ? audio.id : audio }
    const upload = async (name: string) => {
      const bytes = makeEpisodeAudio(7, 2)
      return keep(
        'podcast-audio',
        await payload.create({
          collection: 'podcast-audio',
          data: {},
          file: { data: bytes, mimetype: 'audio/mpeg', name, size: bytes.length },
          overrideAccess: true,
        }),
      )
    }
    const [unreleased, loose] = [await upload('unreleased.mp3'), await upload('loose.mp3')]
    const coming = keep(
      'podcast-episodes',
      await payload.create({
        collection: 'podcast-episodes',
        data: {
          channel,
          name: 'Coming soon',
          url: 'drafts-coming',
          audio: unreleased.id,
          display_start_time: '2024-05-01T00:00:00.000Z',
          _status: 'draft',
        },
        overrideAccess: true,
      }),
    )

    for (const [who, headers] of Object.entries(readers())) {
      const sees = who === 'studio'
      const ids = await restIds('/api/podcast-audio?depth=0&limit=1000', headers)
      expect(ids, who).toContain(released.id)
      expect(ids.includes(unreleased.id), who).toBe(sees)
      expect(ids.includes(loose.id), who).toBe(sees)
      expect((await payloadRest(`/api/podcast-audio/${unreleased.id}`, { headers })).status, who).toBe(sees ? 200 : 404)
      expect((await payloadRest(`/api/podcast-audio/${released.id}`, { headers })).status, who).toBe(200)
      const file = await payloadRest(`/api/podcast-audio/file/${unreleased.filename}`, { headers })
      expect(file.status, who).toBe(sees ? 200 : 403)
      const listed = await gql('{ PodcastAudios(limit: 1000) { docs { id } } }', headers)
      expect(listed.errors, who).toBeUndefined()
      const gqlIds = (listed.data?.PodcastAudios as { docs: { id: number }[] }).docs.map((doc) => doc.id)
      expect(gqlIds.includes(unreleased.id), who).toBe(sees)
      expect(gqlIds).toContain(released.id)
    }

    await payload.update({
      collection: 'podcast-episodes',
      id: coming.id,
      data: { _status: 'published' },
      overrideAccess: true,
    })
    expect((await payloadRest(`/api/podcast-audio/${unreleased.id}`)).status).toBe(200)
  })
})
