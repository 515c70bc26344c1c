import { beforeEach, describe, expect, it } from 'vitest'

import { clearMemoCache, invalidateTag, memo } from './memo-cache'

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
})
