import { describe, expect, it } from 'vitest'

import { afterCommit, runTasksAfterCommit } from '@/lib/after-commit'

function fakeAdapter(log: string[]) {
  return runTasksAfterCommit({
    commitTransaction: async (id: number | string | Promise<number | string>) => void log.push(`commit ${await id}`),
    rollbackTransaction: async (id: number | string | Promise<number | string>) =>
      void log.push(`rollback ${await id}`),
  })
}

describe('afterCommit', () => {
  it('runs at once outside a transaction', async () => {
    const log: string[] = []
    await afterCommit(undefined, async () => void log.push('task'))
    await afterCommit({ transactionID: undefined }, async () => void log.push('task'))
    expect(log).toEqual(['task', 'task'])
  })

  it('waits for the commit of the request’s transaction, then runs once', async () => {
    const log: string[] = []
    const adapter = fakeAdapter(log)
    await afterCommit({ transactionID: Promise.resolve('t1') }, async () => void log.push('task'))
    expect(log).toEqual([])
    await adapter.commitTransaction('t1')
    await adapter.commitTransaction('t1')
    expect(log).toEqual(['commit t1', 'task', 'commit t1'])
  })

  it('drops the tasks of a transaction that rolls back', async () => {
    const log: string[] = []
    const adapter = fakeAdapter(log)
    await afterCommit({ transactionID: 7 }, async () => void log.push('task'))
    await adapter.rollbackTransaction(7)
    await adapter.commitTransaction(7)
    expect(log).toEqual(['rollback 7', 'commit 7'])
  })

  it('keeps committing when a task fails', async () => {
    const log: string[] = []
    const adapter = fakeAdapter(log)
    await afterCommit({ transactionID: 'x' }, async () => {
      throw new Error('cache down')
    })
    await expect(adapter.commitTransaction('x')).resolves.toBeUndefined()
  })
})
