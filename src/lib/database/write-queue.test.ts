import { describe, expect, it } from 'vitest'

import { isDomainError } from '@/lib/domain-error'

import { WriteQueue } from '@/lib/database/write-queue'

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('WriteQueue', () => {
  it('never runs two turns at once, and keeps arrival order', async () => {
    const queue = new WriteQueue()
    const log: string[] = []
    let open = 0
    let maxOpen = 0
    const work = (name: string, ms: number, fail = false) =>
      queue
        .run(async () => {
          open++
          maxOpen = Math.max(maxOpen, open)
          log.push(`begin ${name}`)
          await pause(ms)
          open--
          log.push(`end ${name}`)
          if (fail) throw new Error(name)
        })
        .catch(() => undefined)
    await Promise.all([work('a', 20), work('b', 5, true), work('c', 1)])
    expect(maxOpen).toBe(1)
    expect(log).toEqual(['begin a', 'end a', 'begin b', 'end b', 'begin c', 'end c'])
  })

  it('gives up after the wait with database_busy instead of hanging, and the queue goes on', async () => {
    const queue = new WriteQueue(30)
    const first = await queue.acquire()
    const refused = await queue.acquire().catch((error: unknown) => error)
    expect(isDomainError(refused, 'database_busy')).toBe(true)
    const third = queue.acquire()
    first()
    const release = await third
    release()
    release() // ending a turn twice changes nothing
    await queue.run(async () => undefined)
  })

  it('hands a held turn to the next take, and ends a lent turn nobody took', async () => {
    const queue = new WriteQueue(50)
    const held = await queue.acquire()
    queue.lend(held)
    const taken = await queue.take()
    expect(taken).toBe(held)
    taken()
    const again = await queue.acquire()
    queue.lend(again)
    queue.reclaim(again)
    // The reclaimed turn has ended: a new one is granted at once.
    const next = await queue.acquire()
    next()
  })
})
