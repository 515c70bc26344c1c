import { bodyLimit } from 'hono/body-limit'

import { AppError, handleError } from './errors'
import { createRouter } from './router'
import { contentRoutes } from './routes/content'
import { domainRoutes } from './routes/domain'
import { groupRoutes } from './routes/groups'
import { healthRoutes } from './routes/health'

/** JSON bodies of the v1 API stay small; file uploads have their own limit. */
export const MAX_JSON_BYTES = 256 * 1024

/** The v1 API of spec section 7, mounted at /api/v1. */
export function createApiV1() {
  const api = createRouter()

  api.use(
    '*',
    bodyLimit({
      maxSize: MAX_JSON_BYTES,
      onError: () => {
        throw new AppError(413, 'PAYLOAD_TOO_LARGE', 'The request body is too large.')
      },
    }),
  )

  api.route('/', healthRoutes)
  api.route('/', domainRoutes)
  api.route('/', contentRoutes)
  api.route('/', groupRoutes)

  api.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: { title: 'Atelier API', version: '1.0.0', description: 'The shop, content and account API of Atelier.' },
    servers: [{ url: '/api/v1' }],
  })

  api.onError(handleError)
  return api
}
