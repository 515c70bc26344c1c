import { randomBytes } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'

import { redis } from '@/lib/redis'
import { dropShared, parseEntry, readShared, serializeEntry, writeShared } from '@/lib/shared-page-cache'

// A real Redis, started by .ci/run (a local one on these machines); database 15 keeps it apart.
const url = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379/15'
// Another address of the same server: its own connection, as another instance would have.
const other = url.replace('127.0.0.1', 'localhost')
const build = `test-${randomBytes(4).toString('hex')}`

const page = () => ({
  value: {
    kind: 'APP_PAGE',
    html: '<!DOCTYPE html><html><body><h1>Karri Light</h1></body></html>',
    rscData: Buffer.from('1:["$","h1",null,{"children":"Karri Light"}]'),
    headers: { 'x-next-cache-tags': 'catalogue,pages', 'content-security-policy': "script-src 'self'" },
    postponed: undefined,
    status: 200,
    segmentData: new Map([['/_tree', Buffer.from('tree bytes')]]),
  },
  lastModified: 1_790_000_000_000,
  cacheControl: { revalidate: false, expire: undefined },
})

afterAll(async () => {
  for (const address of [url, other]) await (await redis(address)).quit()
})

describe('pages shared by instances through Redis', () => {
  it('keeps an entry as Next keeps it: bytes, maps and the time it was made', () => {
    const entry = page()
    const back = parseEntry(serializeEntry(entry))
    expect(back).toEqual(entry)
    expect(Buffer.isBuffer((back.value as { rscData: unknown }).rscData)).toBe(true)
    expect((back.value as { segmentData: Map<string, Buffer> }).segmentData.get('/_tree')?.toString()).toBe(
      'tree bytes',
    )
  })

  it('serves what one instance stored to another, until a tag of it is revalidated', async () => {
    await writeShared(url, build, '/product/karri-light', page(), ['catalogue', 'pages'])
    await writeShared(url, build, '/blog', { ...page(), lastModified: 1 }, ['posts'])
    expect(await readShared(other, build, '/product/karri-light')).toEqual(page())
    // Another release never sees this one's pages.
    expect(await readShared(other, `${build}-next`, '/product/karri-light')).toBeNull()
    await dropShared(other, build, ['catalogue'])
    expect(await readShared(url, build, '/product/karri-light')).toBeNull()
    expect((await readShared(url, build, '/blog'))?.lastModified).toBe(1)
    await dropShared(url, build, ['posts'])
  })

  it('answers a miss, not an error, when Redis does not answer', async () => {
    const nothingThere = 'redis://127.0.0.1:1/0'
    const started = Date.now()
    expect(await readShared(nothingThere, build, '/about')).toBeNull()
    expect(Date.now() - started).toBeLessThan(1_000)
    await expect(writeShared(nothingThere, build, '/about', page(), ['pages'])).resolves.toBeUndefined()
  })
})
