import { getPayload, type Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'

import config from '@payload-config'
import { resetLimits } from '@/accounts/rate-limit'
import { contentHash } from '@/media/content-hash'
import type { Media } from '@/payload-types'

import { postJson, request } from './helpers/api'
import { twoToneImage, uploadImage } from './helpers/fixtures'
import { payloadGraphql, payloadRest } from './helpers/payload-http'

/*
 * A customer's profile photo is theirs and the studio's: Payload's doors do not list it or its
 * alt text (the customer's name), the v1 file download hands it to its owner only, and it is
 * stored under a name the server makes from its bytes, whatever the browser called it.
 */

const base = '/api/v1/cognito/user'
const password = 'correct-horse-battery'
const fp = 'fingerprint-uploads-01'
let payload: Payload

type UserAnswer = { image: { hash: string; url: string } | null }
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

async function customer(first_name: string, last_name: string) {
  const email = `${first_name.toLowerCase()}.${last_name.toLowerCase()}@example.test`
  const user = await payload.create({
    collection: 'users',
    data: { email, password, roles: ['customer'], first_name, last_name },
    overrideAccess: true,
  })
  const login = await postJson(`${base}/login`, { username: email, password, fingerprint: fp })
  const { access_token } = (await login.json()) as { access_token: string }
  return { user, token: access_token }
}

function upload(token: string, bytes: Buffer, name: string, type: string) {
  const form = new FormData()
  form.append('image', new File([new Uint8Array(bytes)], name, { type }))
  return request(`${base}/uploadImage`, { method: 'POST', body: form, headers: bearer(token) })
}

const mediaByHash = async (hash: string) =>
  (await payload.find({ collection: 'media', where: { hash: { equals: hash } }, depth: 0, overrideAccess: true }))
    .docs as Media[]

beforeAll(async () => {
  payload = await getPayload({ config })
})
beforeEach(() => resetLimits())

describe('customer uploads are private to their owner and the studio', () => {
  it('Payload’s REST and GraphQL do not list them or their alt text; the v1 download serves only the owner', async () => {
    const ines = await customer('Ines', 'Quartermaine')
    const other = await customer('Otto', 'Bystander')
    const answer = await upload(ines.token, await twoToneImage(640, 480, 11), 'ines.png', 'image/png')
    expect(answer.status).toBe(200)
    const { hash } = ((await answer.json()) as UserAnswer).image!
    const [media] = await mediaByHash(hash)
    expect(media.owner).toBe(ines.user.id)

    await payload.create({
      collection: 'users',
      data: { email: 'studio.uploads@example.test', password, roles: ['admin'] },
      overrideAccess: true,
    })
    const payloadLogin = async (email: string) =>
      (await payload.login({ collection: 'users', data: { email, password }, overrideAccess: true })).token!
    const studioToken = await payloadLogin('studio.uploads@example.test')

    const payloadToken = await payloadLogin(other.user.email)
    for (const headers of [{}, { Authorization: `JWT ${payloadToken}` }] as Record<string, string>[]) {
      const list = await payloadRest('/api/media?limit=1000&depth=0', { headers })
      const text = await list.text()
      expect(list.status).toBe(200)
      expect(text).not.toContain('Quartermaine')
      expect(text).not.toContain(hash)
      expect((await payloadRest(`/api/media/${media.id}`, { headers })).status).toBe(404)
      expect([403, 404]).toContain((await payloadRest(`/api/media/file/${media.filename}`, { headers })).status)
      const gql = await (await payloadGraphql('{ allMedia(limit: 1000) { docs { id alt hash } } }', headers)).text()
      expect(gql).not.toContain('Quartermaine')
      expect(gql).not.toContain(hash)
    }
    // The studio sees it in the back-office.
    const studio = await payloadRest(`/api/media/${media.id}`, { headers: { Authorization: `JWT ${studioToken}` } })
    expect(studio.status).toBe(200)

    const download = `/api/v1/cognito/default/file/${media.id}`
    expect((await request(download)).status).toBe(404)
    expect((await request(download, { headers: bearer(other.token) })).status).toBe(404)
    const own = await request(download, { headers: bearer(ines.token) })
    expect(own.status).toBe(200)
    expect(own.headers.get('content-type')).toBe('image/png')
    expect((await postJson('/api/v1/cognito/image/getByHash', { hash, image_width: 200 })).status).toBe(404)
    // Its owner may still pick it again by its hash.
    const picked = await postJson(
      '/api/v1/cognito/user/addPhoto',
      { id: ines.user.id, model: 'user', key: hash },
      bearer(ines.token),
    )
    expect(picked.status).toBe(200)
    const taken = await postJson(
      '/api/v1/cognito/user/addPhoto',
      { id: other.user.id, model: 'user', key: hash },
      bearer(other.token),
    )
    expect(taken.status).toBe(404)
  })
})

describe('stored bytes and stored names', () => {
  it('bytes already stored are accepted again, and say nothing about who stored them', async () => {
    const bytes = await twoToneImage(500, 400, 23)
    const studioCopy = await uploadImage(bytes, { alt: 'A studio picture' }, 'studio-picture.png')
    const first = await customer('Fay', 'Duplicate')
    const second = await customer('Gus', 'Duplicate')

    const firstAnswer = await upload(first.token, bytes, 'mine.png', 'image/png')
    expect(firstAnswer.status).toBe(200)
    const again = await upload(first.token, bytes, 'mine-again.png', 'image/png')
    expect(again.status).toBe(200)
    expect(await upload(second.token, bytes, 'theirs.png', 'image/png').then((r) => r.status)).toBe(200)

    const copies = await mediaByHash(contentHash(bytes))
    // The studio's copy, one for each customer: the same bytes sent twice reuse the first copy.
    expect(copies.map((m) => m.owner ?? null).sort()).toEqual([first.user.id, second.user.id, null].sort())
    expect(copies.find((m) => m.id === studioCopy.id)?.alt).toBe('A studio picture')
  })

  it('stores an upload under its hash and real type, never the browser’s name or claimed type', async () => {
    const { user, token } = await customer('Nadia', 'Namer')
    const png = await twoToneImage(300, 200, 37)
    const answer = await upload(token, png, '../../etc/evil.html', 'image/jpeg')
    expect(answer.status).toBe(200)
    const [media] = await mediaByHash(contentHash(png))
    expect(media.filename).toBe(`${contentHash(png)}.png`)
    expect(media.mimeType).toBe('image/png')
    expect(media.owner).toBe(user.id)

    const webp = await sharp(await twoToneImage(300, 200, 41))
      .webp()
      .toBuffer()
    const webpAnswer = await upload(token, webp, 'holiday.jpg', 'image/jpeg')
    expect(webpAnswer.status).toBe(200)
    // Payload re-encodes WebP on the way in, so the stored bytes (and their hash) differ from those sent.
    const stored = await mediaByHash(((await webpAnswer.json()) as UserAnswer).image!.hash)
    expect(stored[0].filename).toBe(`${contentHash(webp)}.webp`)
    expect(stored[0].mimeType).toBe('image/webp')

    const gif = await sharp(await twoToneImage(40, 40, 43))
      .gif()
      .toBuffer()
    expect((await upload(token, gif, 'moving.png', 'image/png')).status).toBe(415)
    expect((await upload(token, Buffer.from('<script>alert(1)</script>'), 'x.png', 'image/png')).status).toBe(400)
  })
})
