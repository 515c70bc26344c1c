import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { Hono } from 'hono'

/** Where `npm run build` writes the offline worker (scripts/build-worker.mjs). */
const WORKER_FILE = path.resolve('dist/sw.js')

/**
 * `/sw.js`: the offline worker, read from the build on every request. Browsers check it for a new
 * version (the site asks every ten minutes); `no-cache` makes each check reach the server, and a
 * worker is replaced only by an answer with status 200.
 */
export const offlineWorkerApp = new Hono().get('/sw.js', async (c) => {
  const script = await readFile(WORKER_FILE, 'utf8').catch(() => null)
  if (script === null)
    return c.json({ success: false, text_code: 'NOT_FOUND', message: 'This build has no offline worker.' }, 404)
  return c.body(script, 200, {
    'Content-Type': 'text/javascript; charset=utf-8',
    'Cache-Control': 'no-cache',
    'X-Content-Type-Options': 'nosniff',
  })
})
