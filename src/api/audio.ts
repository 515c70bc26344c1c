import { mkdirSync } from 'node:fs'

import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'

import { env, paths, type ObjectStorageSettings } from '@/lib/env'
import { OBJECT_FOLDERS, readObject } from '@/media/object-storage'

/** Episode files get plain names on upload (safe-audio-name.ts): words, digits, dashes, an extension. */
const FILE = /^[a-z0-9][a-z0-9_-]{0,200}\.(mp3|m4a|mp4|aac)$/

// The folder exists before the first upload, so the server starts without a warning about it.
mkdirSync(paths.audio, { recursive: true })

const FILE_HEADERS = {
  'Accept-Ranges': 'bytes',
  // Stored names change when a file is replaced, so a name's bytes never change.
  'Cache-Control': 'public, max-age=31536000, immutable',
  'X-Content-Type-Options': 'nosniff',
}
const notFound = { success: false, text_code: 'NOT_FOUND', message: 'No episode file has that name.' } as const
const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/

/** An episode file from the bucket, with the byte range asked for (the storage checks it against the size). */
async function fromBucket(settings: ObjectStorageSettings, file: string, range: string | undefined): Promise<Response> {
  // One range at most, as players ask; several would need a multipart answer.
  const asked = range && SINGLE_RANGE.test(range.trim()) ? range.trim() : undefined
  let object
  try {
    object = await readObject(settings, `${OBJECT_FOLDERS['podcast-audio']}/${file}`, asked)
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode
    if (status === 416) return new Response(null, { status: 416, headers: FILE_HEADERS })
    throw error
  }
  if (!object?.Body) return Response.json(notFound, { status: 404 })
  const headers = new Headers({ ...FILE_HEADERS, 'Content-Type': object.ContentType ?? 'application/octet-stream' })
  if (object.ContentLength !== undefined) headers.set('Content-Length', String(object.ContentLength))
  if (object.ContentRange) headers.set('Content-Range', object.ContentRange)
  return new Response(object.Body.transformToWebStream(), { status: object.ContentRange ? 206 : 200, headers })
}

/**
 * `/assets/audio/{file}`: the podcast's sound files with byte ranges (206 Partial Content, 416 past
 * the end), so a player seeks in a long episode without fetching all of it.
 */
export const audioApp = new Hono().get(
  '/assets/audio/:file',
  async (c, next) => {
    if (!FILE.test(c.req.param('file'))) return c.json(notFound, 404)
    if (env.objectStorage) return fromBucket(env.objectStorage, c.req.param('file'), c.req.header('Range'))
    for (const [name, value] of Object.entries(FILE_HEADERS)) c.header(name, value)
    return next()
  },
  serveStatic({
    root: paths.audio,
    rewriteRequestPath: (path) => path.replace(/^\/assets\/audio\//, '/'),
    onNotFound: () => undefined,
  }),
  (c) => c.json(notFound, 404),
)
