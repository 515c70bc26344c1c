import type { Payload } from 'payload'
import { describe, expect, it, vi } from 'vitest'

import { invalidateTag } from '@/lib/memo-cache'

const payload = vi.hoisted(() => ({ name: 'the one instance' }))
// Stands in for Next's data cache, which needs Next's request handling around it.
const cacheCalls = vi.hoisted(() => [] as { keyParts: string[]; tags: string[]; args: unknown[] }[])

vi.mock('server-only', () => ({}))
vi.mock('@/lib/payload', () => ({ getPayloadClient: async () => payload }))
vi.mock('next/cache', () => ({
  unstable_cache:
    <Args extends unknown[], Result>(read: (...args: Args) => Promise<Result>, keyParts: string[], { tags }: { tags: string[] }) =>
    (...args: Args) => {
      cacheCalls.push({ keyParts, tags, args })
      return read(...args)
    },
}))

const { cachedRead } = await import('@/data/cached-read')

describe('cachedRead', () => {
  it('hands the domain read the Payload client and the caller’s arguments', async () => {
    const read = async (client: Payload, group: number | null, options: { limit: number }) => ({ client, group, limit: options.limit })
    const getThings = cachedRead('things', ['test-tag'], read)
    expect(await getThings(7, { limit: 3 })).toEqual({ client: payload, group: 7, limit: 3 })
    expect(cacheCalls.at(-1)).toMatchObject({ keyParts: ['things'], tags: ['test-tag'] })
    expect(cacheCalls.at(-1)?.args.slice(1)).toEqual([7, { limit: 3 }])
  })

  it('keys each read by the generation of its tags', async () => {
    const getThings = cachedRead('things', ['test-tag'], async () => 'x')
    await getThings()
    invalidateTag('test-tag')
    await getThings()
    // A save moves the key on, so a render begun before it cannot store old data where later readers look.
    const [before, after] = cacheCalls.slice(-2)
    expect(after.args[0]).not.toBe(before.args[0])
  })
})
