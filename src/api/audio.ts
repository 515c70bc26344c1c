import { mkdirSync } from 'node:fs'

import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'

import { paths } from '@/lib/env'

/** Episode files get plain names on upload (safe-audio-name.ts): words, digits, dashes, an extension. */
const FILE = /^[a-z0-9][a-z0-9_-]{0,200}\.(mp3|m4a|mp4|aac)$/

// The folder exists before the first upload, so the server starts without a warning about it.
mkdirSync(paths.audio, { recursive: true })

/**
 * `/assets/audio/{file}`: the podcast's sound files with byte ranges (206 Partial Content, 416 past
 * the end), so a player seeks in a long episode without fetching all of it.
 */
export const audioApp = new Hono().get(
  '/assets/audio/:file',
  async (c, next) => {
    if (!FILE.test(c.req.param('file')))
      return c.json({ success: false, text_code: 'NOT_FOUND', message: 'No episode file has that name.' }, 404)
    c.header('Accept-Ranges', 'bytes')
    // Stored names change when a file is replaced, so a name's bytes never change.
    c.header('Cache-Control', 'public, max-age=31536000, immutable')
    c.header('X-Content-Type-Options', 'nosniff')
    return next()
  },
  serveStatic({
    root: paths.audio,
    rewriteRequestPath: (path) => path.replace(/^\/assets\/audio\//, '/'),
    onNotFound: () => undefined,
  }),
  (c) => c.json({ success: false, text_code: 'NOT_FOUND', message: 'No episode file has that name.' }, 404),
)
