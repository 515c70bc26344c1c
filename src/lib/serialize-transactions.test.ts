import { describe, expect, it } from 'vitest'

import { serializeTransactions } from './serialize-transactions'

function fakeAdapter() {
  const log: string[] = []
  let next = 0
  let open = 0
  let maxOpen = 0
  const adapter = {
    beginTransaction: async () => {
      open++
      maxOpen = Math.max(maxOpen, open)
      const id = `t${++next}`
      log.push(`begin ${id}`)
      return id
    },
    commitTransaction: async (id: unknown) => {
      open--
      log.push(`commit ${await id}`)
    },
    rollbackTransaction: async (id: unknown) => {
      open--
      log.push(`rollback ${await id}`)
    },
  }
  return { adapter, log, maxOpen: () => maxOpen }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('serializeTransactions', () => {
  it('never has two transactions open, and keeps arrival order', async () => {
    const { adapter, log, maxOpen } = fakeAdapter()
    const db = serializeTransactions(adapter)
    const work = async (ms: number, fail = false) => {
      const id = (await db.beginTransaction()) as string
      await pause(ms)
      if (fail) await db.rollbackTransaction(id)
      else await db.commitTransaction(id)
    }
    await Promise.all([work(20), work(5, true), work(1)])
    expect(maxOpen()).toBe(1)
    expect(log).toEqual(['begin t1', 'commit t1', 'begin t2', 'rollback t2', 'begin t3', 'commit t3'])
  })

  it('gives up after the wait instead of hanging, and the queue goes on', async () => {
    const { adapter } = fakeAdapter()
    const db = serializeTransactions(adapter, 30)
    const first = (await db.beginTransaction()) as string
    await expect(db.beginTransaction()).rejects.toThrow('The database is busy')
    await db.commitTransaction(first)
    const third = (await db.beginTransaction()) as string
    expect(third).toBe('t2')
    await db.commitTransaction(third)
  })
})
