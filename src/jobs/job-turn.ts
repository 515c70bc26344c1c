import type { Payload } from 'payload'

import { env } from '@/lib/env'
import { answerWithin, redis } from '@/lib/redis'
import { processOrigin } from '@/lib/revalidation'

/** The key whose holder runs this minute's jobs. */
const TURN_KEY = 'atelier:jobs:turn'
/** Shorter than the runner's minute, so the next minute's turn is free for whoever asks first. */
const TURN_MS = 50_000
/** A job still marked as running after this long was left by a process that died mid-job. */
export const STUCK_AFTER_MS = 10 * 60_000

/**
 * Whether this instance takes this minute's turn of the job runner. With REDIS_URL the instances
 * share one turn (`SET … NX PX`), so each minute's scheduled jobs are queued and run by one of
 * them; without it, this process is the only one. When Redis does not answer, no instance takes
 * the turn, and the jobs run at the next minute it answers.
 */
export async function takeJobTurn(url = env.redisUrl, holder = processOrigin()): Promise<boolean> {
  if (!url) return true
  try {
    const client = await answerWithin(redis(url), 2_000)
    return (
      (await client.set(TURN_KEY, holder, { condition: 'NX', expiration: { type: 'PX', value: TURN_MS } })) === 'OK'
    )
  } catch {
    // The outage is logged once by the connection (src/lib/redis.ts).
    return false
  }
}

/**
 * Marks jobs a dead process left "running" (last saved before `before`; by default longer ago
 * than a job can take) as waiting again. Payload neither runs such a job nor queues its task's
 * next run while it looks active, so one `kill -9` mid-job would otherwise stop that task for good.
 * Every task is safe to run again (each change is a conditional statement).
 */
export async function releaseStuckJobs(
  payload: Payload,
  before = new Date(Date.now() - STUCK_AFTER_MS),
): Promise<number> {
  const { docs } = await payload.update({
    collection: 'payload-jobs',
    where: { and: [{ processing: { equals: true } }, { updatedAt: { less_than: before.toISOString() } }] },
    data: { processing: false },
    depth: 0,
    overrideAccess: true,
  })
  if (docs.length > 0) payload.logger.warn(`Released ${docs.length} jobs left running by a stopped process`)
  return docs.length
}

/**
 * At start, when this process is the only one (no REDIS_URL): every job marked running was left
 * by the process before it, which died, and runs again at this minute's turn rather than after
 * STUCK_AFTER_MS. Instances sharing Redis cannot tell a dead one's job from a live one's and wait.
 */
export async function releaseJobsOfProcessBefore(payload: Payload, startedAt: Date, url = env.redisUrl) {
  return url ? 0 : releaseStuckJobs(payload, startedAt)
}

/**
 * The job runner's check each minute (Payload's `shouldAutoRun`): the instance that takes the
 * turn frees stuck jobs, queues the scheduled tasks that are due and runs the queue; the others
 * skip the minute.
 */
export async function runnerTurn(payload: Payload): Promise<boolean> {
  if (!env.jobs || !(await takeJobTurn())) return false
  await releaseStuckJobs(payload)
  await payload.jobs.handleSchedules({ queue: 'default' })
  return true
}
