import { getPayload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import config from '@payload-config'

import { listenForInvalidations, type Invalidation } from '@/lib/cache-broadcast'
import { PROMOTIONS_TAG, SHIPPING_TAG, SHOP_TAG } from '@/lib/cache-tags'
import { setEnvForTests } from '@/lib/env'
import { memo } from '@/lib/memo-cache'
import { redis } from '@/lib/redis'
import { applyInvalidation, forgetTags, processOrigin, revalidateTags } from '@/lib/revalidation'

// A real Redis, started by .ci/run; database 15 keeps it apart.
const url = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379/15'

let restoreEnv = () => {}
let stops: (() => Promise<void>)[] = []
const heard: Invalidation[] = []
const heardByThisProcess: Invalidation[] = []
let missed = 0

beforeAll(async () => {
  restoreEnv = setEnvForTests({ redisUrl: url })
  stops = [
    // Another instance, and this one (which must not hear itself).
    await listenForInvalidations(
      'another-instance',
      (m) => heard.push(m),
      () => missed++,
      url,
    ),
    await listenForInvalidations(
      processOrigin(),
      (m) => heardByThisProcess.push(m),
      () => undefined,
      url,
    ),
  ]
})

afterAll(async () => {
  for (const stop of stops) await stop()
  await (await redis(url)).quit()
  restoreEnv()
})

describe('a save on one instance reaches the others', () => {
  it('tells them which tags and records changed, pages included, and not itself', async () => {
    await revalidateTags([SHOP_TAG], undefined, ['sku:41'])
    await expect
      .poll(() => heard.find((m) => m.tags.includes(SHOP_TAG)))
      .toMatchObject({ tags: [SHOP_TAG], changed: ['sku:41'], pages: true, origin: processOrigin() })
    await forgetTags([PROMOTIONS_TAG])
    await expect.poll(() => heard.find((m) => m.tags.includes(PROMOTIONS_TAG))).toMatchObject({ pages: false })
    expect(heardByThisProcess).toEqual([])
  })

  it('what another instance says drops this one’s cached data', async () => {
    let computed = 0
    const read = () => memo('shipping-rules-test', [SHIPPING_TAG], async () => ++computed)
    expect(await read()).toBe(1)
    expect(await read()).toBe(1)
    await applyInvalidation({ tags: [SHIPPING_TAG], changed: null, pages: false })
    expect(await read()).toBe(2)
  })

  it('a save of German texts only drops the German pages (and those of no language), any other save every page', async () => {
    const payload = await getPayload({ config })
    // A seeded painting, complete for the shop: other files' products in this database may be drafts
    // without a price, which a save in German would be refused for.
    const product = (
      await payload.find({
        collection: 'products',
        where: { slug: { equals: 'cottesloe-morning' } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
    ).docs[0]!
    const changed = [`product:${product.id}`]
    const heardOf = (tags: string[]) => () =>
      heard.find((m) => m.changed?.join() === changed.join() && m.tags.join() === tags.join())
    await payload.update({
      collection: 'products',
      id: product.id,
      locale: 'de',
      data: { blurb: 'Ein Morgen am Meer.', medium: 'Aquarell auf Papier' },
      overrideAccess: true,
    })
    await expect.poll(heardOf(['shop@de', 'shop@any'])).toMatchObject({ pages: true })
    // A save in German that also changes what every language shows (the order in the shop).
    await payload.update({
      collection: 'products',
      id: product.id,
      locale: 'de',
      data: { blurb: 'Ein Morgen am Meer, früh.', sort_order: (product.sort_order ?? 0) + 1 },
      overrideAccess: true,
    })
    await expect.poll(heardOf([SHOP_TAG])).toBeDefined()
    // English is every language's fallback.
    heard.length = 0
    await payload.update({
      collection: 'products',
      id: product.id,
      data: { blurb: product.blurb ?? '' },
      overrideAccess: true,
    })
    await expect.poll(heardOf([SHOP_TAG])).toBeDefined()
  })

  it('an instance whose connection was cut hears that it may have missed something, and listens again', async () => {
    const before = missed
    await (await redis(url)).sendCommand(['CLIENT', 'KILL', 'TYPE', 'pubsub'])
    await expect.poll(() => missed, { timeout: 10_000 }).toBeGreaterThan(before)
    const count = heard.length
    await revalidateTags([SHOP_TAG], undefined, ['sku:42'])
    await expect.poll(() => heard.length, { timeout: 5_000 }).toBeGreaterThan(count)
  })
})
