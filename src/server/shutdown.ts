import type { Server, ServerResponse } from 'node:http'
import type { Payload } from 'payload'

import { startStopping } from '@/lib/lifecycle'

type Options = { drainMs: number; graceMs: number; idle?: () => Promise<void> }

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * A graceful stop on SIGTERM or SIGINT: the readiness check says "stopping" at once and, for
 * `drainMs`, the instance still takes requests (a balancer that checks readiness takes it out
 * meanwhile); then it takes no new connection, answers what is in flight (each answer closes its
 * connection), waits for `idle` (the outbox's delivery under way), stops the scheduled jobs,
 * closes the database and exits 0. What is still running after `graceMs` is cut off, and the exit
 * is 1. A second signal exits at once. Nothing a customer paid for depends on this: every change
 * and what it owes is in the database before its answer (a `kill -9` loses nothing either).
 */
export function stopGracefully(server: Server, payload: Payload, { drainMs, graceMs, idle }: Options): void {
  let stopping = false
  const unanswered = new Set<ServerResponse>()
  const closeAfter = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('Connection', 'close')
  }
  // Ahead of the site's own handler, which may answer at once.
  server.prependListener('request', (_req, res: ServerResponse) => {
    if (stopping) return closeAfter(res)
    unanswered.add(res)
    // Pruned now and then rather than through a listener per answer (Next adds ten of its own).
    if (unanswered.size > 512) for (const done of unanswered) if (done.writableEnded) unanswered.delete(done)
  })
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      payload.logger.warn(`${signal} again: stopping now`)
      process.exit(1)
    }
    stopping = true
    startStopping()
    for (const res of unanswered) if (!res.writableEnded) closeAfter(res)
    payload.logger.info(
      `${signal}: stopping (readiness says so${drainMs ? ` for ${drainMs} ms` : ''}, then in-flight requests finish)`,
    )
    // What the stop is waiting for, named when the grace runs out.
    let waitingFor = 'the drain'
    const deadline = setTimeout(() => {
      payload.logger.error(`Still busy ${graceMs} ms after ${signal}, waiting for ${waitingFor}: stopping anyway`)
      server.closeAllConnections()
      process.exit(1)
    }, drainMs + graceMs)
    deadline.unref()
    if (drainMs) await pause(drainMs)
    waitingFor = 'the requests in flight'
    await new Promise<void>((resolve) => {
      server.close(() => resolve())
      server.closeIdleConnections()
    })
    waitingFor = 'the mail being delivered'
    await idle?.()
    waitingFor = 'the database and the scheduled jobs to close'
    await payload.destroy()
    payload.logger.info('Stopped: every request answered')
    process.exit(0)
  }
  process.on('SIGTERM', (signal) => void stop(signal))
  process.on('SIGINT', (signal) => void stop(signal))
}
