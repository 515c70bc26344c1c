import { getPayload } from 'payload'
import { afterAll, describe, expect, it } from 'vitest'

import config from '@payload-config'
import { releaseJobsOfProcessBefore, releaseStuckJobs, STUCK_AFTER_MS, takeJobTurn } from '@/jobs/job-turn'
import { query, sql } from '@/lib/database/sql'
import { redis } from '@/lib/redis'

// A real Redis, started by .ci/run (a local one on these machines); database 15 keeps it apart.
const url = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379/15'
// Another address of the same server: its own connection, as another instance would have.
const other = url.replace('127.0.0.1', 'localhost')

afterAll(async () => {
  for (const address of [url, other]) await (await redis(address)).quit()
})

describe('the job runner across instances', () => {
  it('gives each minute to one instance, however many ask at once', async () => {
    await (await redis(url)).del('atelier:jobs:turn')
    const asked = await Promise.all(
      Array.from({ length: 6 }, (_, i) => takeJobTurn(i % 2 ? url : other, `instance-${i}`)),
    )
    expect(asked.filter(Boolean)).toHaveLength(1)
    // The turn lasts less than the minute, so the next minute is free for whoever asks first.
    const left = await (await redis(url)).pTTL('atelier:jobs:turn')
    expect(left).toBeGreaterThan(40_000)
    expect(left).toBeLessThanOrEqual(50_000)
    await (await redis(url)).del('atelier:jobs:turn')
    expect(await takeJobTurn(other, 'instance-9')).toBe(true)
    await (await redis(url)).del('atelier:jobs:turn')
  })

  it('takes every turn without Redis (one process), and none while Redis does not answer', async () => {
    expect(await takeJobTurn(null)).toBe(true)
    expect(await takeJobTurn('redis://127.0.0.1:1/0')).toBe(false)
  })

  it('frees a job a dead process left running, so its task runs again, and leaves a live one alone', async () => {
    const payload = await getPayload({ config })
    const queued = () => payload.jobs.queue({ task: 'lapseStockHolds', input: {} })
    const [left, live] = [await queued(), await queued()]
    for (const job of [left, live])
      await payload.update({ collection: 'payload-jobs', id: job.id, data: { processing: true }, overrideAccess: true })
    // The first was last saved longer ago than a job can take.
    const longAgo = new Date(Date.now() - STUCK_AFTER_MS - 60_000).toISOString()
    await query({ payload }, sql`UPDATE "payload_jobs" SET "updated_at" = ${longAgo} WHERE "id" = ${left.id}`)
    expect(await releaseStuckJobs(payload)).toBe(1)
    expect((await payload.findByID({ collection: 'payload-jobs', id: left.id, depth: 0 })).processing).toBe(false)
    expect((await payload.findByID({ collection: 'payload-jobs', id: live.id, depth: 0 })).processing).toBe(true)
    // The freed job is run by the next turn; the live one is left to its process.
    await payload.jobs.run({ queue: 'default' })
    // (A job done is deleted.)
    const kept = await payload.find({ collection: 'payload-jobs', where: { id: { in: [left.id, live.id] } }, depth: 0 })
    expect(kept.docs.map((job) => job.id)).toEqual([live.id])
    await payload.delete({ collection: 'payload-jobs', id: live.id, overrideAccess: true })
  })

  it('at the start of the only process, frees every job the process before left running, at once', async () => {
    const payload = await getPayload({ config })
    const left = await payload.jobs.queue({ task: 'lapseStockHolds', input: {} })
    await payload.update({ collection: 'payload-jobs', id: left.id, data: { processing: true }, overrideAccess: true })
    const secondsAgo = new Date(Date.now() - 5_000).toISOString()
    await query({ payload }, sql`UPDATE "payload_jobs" SET "updated_at" = ${secondsAgo} WHERE "id" = ${left.id}`)
    const processing = async () =>
      (await payload.findByID({ collection: 'payload-jobs', id: left.id, depth: 0 })).processing
    const startedAt = new Date()

    // Instances sharing Redis cannot tell whose job it is: it waits for STUCK_AFTER_MS.
    expect(await releaseJobsOfProcessBefore(payload, startedAt, url)).toBe(0)
    expect(await processing()).toBe(true)
    // Alone, the process knows it is not its own (saved before it started).
    expect(await releaseJobsOfProcessBefore(payload, new Date(Date.now() - 60_000), null)).toBe(0)
    expect(await releaseJobsOfProcessBefore(payload, startedAt, null)).toBe(1)
    expect(await processing()).toBe(false)
    await payload.delete({ collection: 'payload-jobs', id: left.id, overrideAccess: true })
  })
})
