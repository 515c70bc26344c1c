import { EventEmitter } from 'node:events'
import type { ServerResponse } from 'node:http'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { afterRequests, countRequest } from '@/lib/requests-in-flight'

const request = () => {
  const res = new EventEmitter()
  countRequest(res as ServerResponse)
  return { close: () => res.emit('close') }
}

/** Whether `promise` has settled once the timers due by now and what they make ready have run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false
  void promise.then(() => (done = true))
  await vi.advanceTimersByTimeAsync(0)
  await new Promise((resolve) => setImmediate(resolve))
  return done
}

describe('work that waits for the requests being answered', () => {
  // The clock is faked for the longest wait; what is ready runs on the real event loop.
  beforeEach(() => void vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }))
  afterEach(() => void vi.useRealTimers())

  it('goes on at once when no request is being answered', async () => {
    expect(await settled(afterRequests(1_000))).toBe(true)
  })

  it('waits while requests are answered, and goes on once the last one closes', async () => {
    const first = request()
    const second = request()
    const waiting = afterRequests(1_000)
    await vi.advanceTimersByTimeAsync(500)
    expect(await settled(waiting)).toBe(false)
    first.close()
    expect(await settled(waiting)).toBe(false)
    second.close()
    expect(await settled(waiting)).toBe(true)
  })

  it('goes on after the longest wait when requests keep coming, and a later close wakes nothing twice', async () => {
    const open = request()
    const waiting = afterRequests(1_000)
    await vi.advanceTimersByTimeAsync(999)
    expect(await settled(waiting)).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await settled(waiting)).toBe(true)
    open.close()
    expect(await settled(afterRequests(1_000))).toBe(true)
  })
})
