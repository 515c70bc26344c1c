import { getRequestListener } from '@hono/node-server'
import { Hono } from 'hono'

import { answerOptions } from '@/api/allowed-methods'
import { assetsApp } from '@/api/assets'
import { audioApp } from '@/api/audio'
import { feedsApp } from '@/api/feeds'
import { offlineWorkerApp } from '@/api/offline-worker'
import { createApiV1 } from '@/api/v1/app'
import { errorBody, handleError } from '@/api/v1/errors'
import { requestErrors } from '@/api/v1/request-language'

/** Everything the Node server answers without Next: the v1 API, image renditions, sound files, feeds and the offline worker. */
export function createHttpApp() {
  const app = new Hono()
    .route('/api/v1', createApiV1())
    .route('/', assetsApp)
    .route('/', audioApp)
    .route('/', feedsApp)
    .route('/', offlineWorkerApp)
    .notFound(async (c) =>
      c.json(
        errorBody(
          'NOT_FOUND',
          (await requestErrors(c))('request.noSuchCall', { method: c.req.method, path: c.req.path }),
        ),
        404,
      ),
    )
    .onError(handleError)
  app.options(
    '*',
    answerOptions(() => app.routes),
  )
  return app
}

/**
 * The Hono app as a Node request listener. Node-server's global overrides stay off: they would
 * replace the Request and Response classes Next uses in the same process.
 */
export const createHttpListener = () => getRequestListener(createHttpApp().fetch, { overrideGlobalObjects: false })

const FEED_PATHS = new Set(['/blog/rss.xml', '/blog/atom.xml', '/podcast/rss.xml'])

/** Whether a request path belongs to the Hono app rather than to Next. */
export function isHonoPath(pathname: string): boolean {
  return (
    pathname === '/api/v1' ||
    pathname.startsWith('/api/v1/') ||
    pathname.startsWith('/assets/i/') ||
    pathname.startsWith('/assets/audio/') ||
    pathname === '/assets/studio-icon' ||
    FEED_PATHS.has(pathname) ||
    pathname === '/sw.js'
  )
}
