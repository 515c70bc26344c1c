/// <reference lib="webworker" />
// The offline worker, bundled into dist/sw.js by scripts/build-worker.mjs and served at /sw.js.
// Pages every visitor sees alike come from the network and are kept as they arrive, with their
// scripts, styles, fonts and pictures: offline, a page already visited is read from the device and
// any other shows the offline page of its language. A visitor's own pages (cart, checkout,
// payment, account) and every API call are never answered from here.
import {
  CacheableResponsePlugin,
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  Serwist,
  type RouteHandlerCallback,
  type Strategy,
} from 'serwist'

import { offlinePathFor, requestKind, staticFilesOf, type RequestKind } from '@/offline/requests'

declare const self: ServiceWorkerGlobalScope
/** The build this worker belongs to (Next's build id): a new build makes a new worker. */
declare const WORKER_VERSION: string

const DAY = 24 * 60 * 60
const CACHE = {
  pages: 'atelier-pages',
  static: 'atelier-static',
  pictures: 'atelier-pictures',
  offline: `atelier-offline-${WORKER_VERSION}`,
}

const onlyComplete = new CacheableResponsePlugin({ statuses: [200] })

/** Keeps the offline page of a language, with the files it needs to look as it should. */
async function keepOfflinePage(path: string): Promise<void> {
  const cache = await caches.open(CACHE.offline)
  if (await cache.match(path)) return
  const response = await fetch(path, { credentials: 'omit' })
  if (!response.ok) return
  const html = await response.clone().text()
  await cache.put(path, response)
  const files = await caches.open(CACHE.static)
  await Promise.all(
    staticFilesOf(html).map(async (file) => {
      if (!(await files.match(file))) await files.add(file).catch(() => undefined)
    }),
  )
}

/** A page of a language keeps that language's offline page too (English's is kept at install). */
const keepingOfflinePage =
  (strategy: Strategy, { onlyWhenBrowsing = false } = {}): RouteHandlerCallback =>
  (options) => {
    const path = offlinePathFor(options.url.pathname)
    if (path !== '/offline') options.event.waitUntil(keepOfflinePage(path).catch(() => undefined))
    if (onlyWhenBrowsing && !(options.event instanceof FetchEvent)) return Promise.resolve(Response.error())
    return strategy.handle(options)
  }

const staticFiles = new CacheFirst({
  cacheName: CACHE.static,
  plugins: [onlyComplete, new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * DAY })],
})
const pictures = new CacheFirst({
  cacheName: CACHE.pictures,
  plugins: [onlyComplete, new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * DAY })],
})
/** The network first: prices and what is still for sale are as fresh as when online. */
const pages = new NetworkFirst({
  cacheName: CACHE.pages,
  plugins: [onlyComplete, new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 30 * DAY })],
})

/** What the worker answers, by kind of request (src/offline/requests.ts); the rest go to the network. */
const handlers: Record<Exclude<RequestKind, 'network'>, RouteHandlerCallback> = {
  static: (options) => staticFiles.handle(options),
  picture: (options) => pictures.handle(options),
  page: keepingOfflinePage(pages),
  // Only as the visitor loads it: asked to keep one (a window's CACHE_URLS), the worker fetches
  // nothing, as an answer nobody reads stays open and holds back the next worker.
  'visitor-page': keepingOfflinePage(new NetworkOnly(), { onlyWhenBrowsing: true }),
}

const serwist = new Serwist({
  // A new worker takes over as soon as it is installed, while the page that found it is idle (an
  // open page's update check): Chromium swaps workers only when the one before has nothing in
  // hand, and one asked to step aside as the visitor moves on can be held back for minutes. The
  // pages then offer the new version, and load it on their next change of page.
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: true,
  runtimeCaching: [
    {
      // The request's kind is worked out once; the router hands it to the handler as its params.
      matcher: ({ url, request, sameOrigin }) => {
        if (request.method !== 'GET') return false
        const kind = requestKind(url, { sameOrigin, rsc: request.headers.has('RSC') })
        return kind === 'network' ? false : { kind }
      },
      handler: (options) => handlers[(options.params as { kind: keyof typeof handlers }).kind](options),
    },
  ],
})

// Offline, a page not kept (or a visitor's own page) is answered with the offline page of its language.
serwist.setCatchHandler(async ({ request }) => {
  if (request.destination !== 'document') return Response.error()
  const cache = await caches.open(CACHE.offline)
  const page = (await cache.match(offlinePathFor(new URL(request.url).pathname))) ?? (await cache.match('/offline'))
  return page ?? Response.error()
})

self.addEventListener('install', (event) => event.waitUntil(keepOfflinePage('/offline')))

self.addEventListener('activate', (event) =>
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('atelier-offline-') && name !== CACHE.offline)
            .map((name) => caches.delete(name)),
        ),
      ),
  ),
)

serwist.addEventListeners()
