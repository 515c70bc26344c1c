import { beforeEach, describe, expect, it } from 'vitest'

import { changesSince, clearMemoCache, generationOf, invalidateTag, memo, tagGenerations } from '@/lib/memo-cache'

describe('memo', () => {
  beforeEach(clearMemoCache)

  it('computes once per key', async () => {
    let calls = 0
    const compute = async () => ++calls
    expect(await memo('a', ['t'], compute)).toBe(1)
    expect(await memo('a', ['t'], compute)).toBe(1)
    expect(calls).toBe(1)
  })

  it('recomputes after its tag is invalidated, and only then', async () => {
    let calls = 0
    const compute = async () => ++calls
    await memo('a', ['site'], compute)
    invalidateTag('other')
    expect(await memo('a', ['site'], compute)).toBe(1)
    invalidateTag('site')
    expect(await memo('a', ['site'], compute)).toBe(2)
  })

  it('forgets a failed computation', async () => {
    await expect(memo('b', [], () => Promise.reject(new Error('down')))).rejects.toThrow('down')
    expect(await memo('b', [], async () => 'up')).toBe('up')
  })

  it('counts invalidations per tag, so keys made before a save are never read after it', () => {
    const before = generationOf(['site', 'content'])
    invalidateTag('groups')
    expect(generationOf(['site', 'content'])).toBe(before)
    invalidateTag('content')
    expect(generationOf(['site', 'content'])).not.toBe(before)
  })
})

describe('changesSince', () => {
  it('names the records the invalidations since then named', () => {
    const seen = tagGenerations(['shop', 'groups'])
    expect(changesSince(seen)).toEqual(new Set())
    invalidateTag('shop', ['product:1'])
    invalidateTag('shop', ['sku:4', 'product:1'])
    invalidateTag('content')
    expect(changesSince(seen)).toEqual(new Set(['product:1', 'sku:4']))
  })

  it('counts an invalidation naming no record as a change of nothing', () => {
    const seen = tagGenerations(['shop'])
    invalidateTag('shop', [])
    expect(changesSince(seen)).toEqual(new Set())
    expect(tagGenerations(['shop'])).not.toEqual(seen)
  })

  it('answers "all" for an invalidation that named nothing, or one no longer remembered', () => {
    const seen = tagGenerations(['shop', 'groups'])
    invalidateTag('shop', ['product:2'])
    invalidateTag('groups')
    expect(changesSince(seen)).toBe('all')
    const later = tagGenerations(['shop'])
    for (let i = 0; i < 501; i++) invalidateTag('shop', [`product:${i}`])
    expect(changesSince(later)).toBe('all')
  })
})
