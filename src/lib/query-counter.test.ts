import { describe, expect, it } from 'vitest'

import { countQueries, queryCountingLogger } from '@/lib/query-counter'

describe('countQueries', () => {
  it('counts the queries of each scope apart, across awaits', async () => {
    const counts: number[] = []
    const work = (n: number) => async () => {
      for (let i = 0; i < n; i++) {
        await new Promise((resolve) => setTimeout(resolve, 1))
        queryCountingLogger.logQuery()
      }
    }
    await Promise.all([countQueries(work(3), (c) => counts.push(c)), countQueries(work(1), (c) => counts.push(c))])
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(counts.sort()).toEqual([1, 3])
  })

  it('ignores queries outside any scope', () => {
    expect(() => queryCountingLogger.logQuery()).not.toThrow()
  })
})
