import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import v8 from 'node:v8'
import next from 'next'

import { createHttpListener, isHonoPath } from '@/api/http-app'
import { guardPasswordDoor, passwordDoorOf } from '@/api/password-doors'
import { isTraversal } from '@/api/request-guard'
import { addStrictTransport } from '@/api/strict-transport'
import { findRedirect } from '@/content/pages'
import { recoverAtStart } from '@/jobs/recover-at-start'
import { boot } from '@/server/boot'
import { checkRedis } from '@/lib/redis'
import { checkObjectStorage } from '@/media/object-storage'
import { listenForInvalidations } from '@/lib/cache-broadcast'
import { applyInvalidation, forgetEverything, processOrigin } from '@/lib/revalidation'
import { stopGracefully } from '@/server/shutdown'
import { owedMailIdle } from '@/jobs/deliver-owed-mail'
import { env, isProduction, port, siteUrl } from '@/lib/env'
import { otherHostRedirect, partnerHosts } from '@/lib/one-host'
import { registerPageCacheHandler } from '@/lib/page-cache-handler'
import { countRequest } from '@/lib/requests-in-flight'
import { startJobRunner } from '@/lib/payload'
import { isTrustedPeer } from '@/lib/trusted-proxies'
import { countQueries, diagnosticsEnabled } from '@/lib/query-counter'
import { startErrorReporting } from '@/monitoring/server-reporting'
import { siteAddress } from '@/lib/site-address'
import { LOCALE_COOKIE } from '@/i18n/locales'

const LOCALE_COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`)
/** The language a visitor chose in the picker, from its cookie. */
const chosenLocale = (req: IncomingMessage) => LOCALE_COOKIE_VALUE.exec(req.headers.cookie ?? '')?.[1]

process.env.NEXT_TELEMETRY_DISABLED = '1'

// How far V8 lets the old generation grow past what the last full collection kept before it
// collects again: 30%, the factor V8 itself uses when it saves memory. Left to itself, with a large
// heap limit (4 GB on a machine with 16 GB) V8 allows up to four times, and its last collection
// during boot sees about 50 MB live (against some 95 MB once pages and routes are loaded): the
// heap then filled with dead request objects to about 200 MB before the first collection under
// load, and V8 kept those pages, so resident memory rose by a fifth or more after the first few
// thousand requests with nothing kept. The setting is read at every collection.
v8.setFlagsFromString('--heap-growing-percent=30')

const hostname = env.host
const LISTEN_BACKLOG = 4096
/**
 * How long a kept-alive connection may wait for its next request. Node's default of 5 s is shorter
 * than what clients and balancers keep a connection for (HAProxy's and browsers' idle times run to
 * a minute): a request sent on a connection just as the server closed it failed with a reset.
 * The server keeps it longer than they do, so the client is the one to close it.
 */
const KEEP_ALIVE_MS = 65_000

async function main() {
  const started = Date.now()
  if (env.sentryDsn) await startErrorReporting(env.sentryDsn, env.nodeEnv)
  await checkRedis()
  await checkObjectStorage()
  const payload = await boot()
  // Another instance's saves drop this one's cached data and pages too.
  await listenForInvalidations(
    processOrigin(),
    (message) => void applyInvalidation(message),
    () => {
      payload.logger.warn('Redis answers again: cached data is dropped, as saves elsewhere may have been missed')
      void forgetEverything()
    },
  )
  if (env.jobs) {
    await startJobRunner()
    void recoverAtStart(payload)
  }

  // JSON and images go straight to Hono: they do not pay for Next's request pipeline.
  const hono = createHttpListener()

  registerPageCacheHandler()
  const app = next({ dev: !isProduction, hostname, port })
  await app.prepare()
  const handleNext = app.getRequestHandler()

  // With diagnostics on, the number of database queries of the last request to each path.
  const lastQueryCounts = new Map<string, number>()
  const answerQueryCount = (res: ServerResponse, path: string) =>
    res
      .writeHead(200, { 'Content-Type': 'application/json' })
      .end(JSON.stringify({ path, queries: lastQueryCounts.get(path) ?? null }))

  const oneHost = {
    siteUrl,
    otherHosts: partnerHosts(process.env.NEXT_PUBLIC_PARTNER_LANDINGS),
  }

  /** One host first (see one-host.ts), then the artist's redirects, then the site's own addresses; everything else is Next's. */
  const serveSite = async (req: IncomingMessage, res: ServerResponse, pathname: string) => {
    const elsewhere =
      req.method === 'GET' || req.method === 'HEAD'
        ? otherHostRedirect(req.headers, req.url ?? '/', {
            ...oneHost,
            trustProxy: isTrustedPeer(env.trustProxy, req.socket.remoteAddress),
          })
        : null
    if (elsewhere) {
      res.writeHead(308, { Location: elsewhere }).end()
      return
    }
    if ((req.method === 'GET' || req.method === 'HEAD') && !/^\/(admin|api|_next)(\/|$)/.test(pathname)) {
      const target = await findRedirect(payload, pathname).catch(() => null)
      if (target) {
        res.writeHead(308, { Location: target }).end()
        return
      }
    }
    const address = siteAddress(req.url ?? '/', pathname === '/' ? chosenLocale(req) : undefined)
    if ('redirect' in address) {
      res.writeHead(address.temporary ? 307 : 308, { Location: address.redirect }).end()
      return
    }
    req.url = address.url
    if (!diagnosticsEnabled()) return handleNext(req, res)
    await countQueries(
      () =>
        new Promise<void>((resolve) => {
          res.once('close', resolve)
          void handleNext(req, res)
        }),
      (count) => lastQueryCounts.set(pathname, count),
    )
  }

  const server = createServer((req, res) => {
    countRequest(res)
    addStrictTransport(req, res)
    const pathname = (req.url ?? '/').split('?', 1)[0]
    if (isTraversal(pathname)) {
      res
        .writeHead(400, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ success: false, text_code: 'BAD_REQUEST', message: 'The address is not valid.' }))
      return
    }
    if (diagnosticsEnabled() && pathname === '/internal/query-count') {
      return answerQueryCount(res, new URL(req.url ?? '/', 'http://localhost').searchParams.get('path') ?? '/')
    }
    if (isHonoPath(pathname)) return void hono(req, res)
    const door = passwordDoorOf(req.method, pathname)
    if (door) return void guardPasswordDoor(req, res, door, (checked) => serveSite(checked, res, pathname))
    void serveSite(req, res, pathname)
  })
  if (env.payments === 'test')
    payload.logger.warn(
      'Payments: the built-in test gateway takes the payments, and no real money moves (every page says so). Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to take real payments.',
    )
  server.keepAliveTimeout = KEEP_ALIVE_MS
  // The wait for a request's headers longer still, so an idle connection is never cut by that timer first.
  server.headersTimeout = KEEP_ALIVE_MS + 1_000
  // Connections the kernel completes and keeps for the server to accept. Node's default, 511, is
  // less than a spike brings at once: while the event loop was busy answering, the connections
  // past it were dropped and tried again by the client after 1, 3, 7 and 15 seconds, and requests
  // went unanswered for over 10 s (Linux caps it at net.core.somaxconn, 4096 by default).
  server.listen({ port, host: hostname, backlog: LISTEN_BACKLOG }, () => {
    payload.logger.info(
      `Atelier is ready at http://localhost:${port} (${isProduction ? 'production' : 'development'}, ${Date.now() - started} ms)`,
    )
  })

  stopGracefully(server, payload, { ...env.shutdown, idle: owedMailIdle })
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
