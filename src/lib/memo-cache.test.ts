import { beforeEach, describe, expect, it } from 'vitest'

import { clearMemoCache, generationOf, invalidateTag, memo } from '@/lib/memo-cache'

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
