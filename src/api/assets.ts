import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { Readable } from 'node:stream'
import { Hono } from 'hono'

import { getPayloadClient } from '@/lib/payload'
import { IMAGE_EXTENSIONS, type ImageExtension, isAspect, MAX_WIDTH, WIDTH_STEP } from '@/media/aspects'
import { HASH_PATTERN } from '@/media/content-hash'
import { findSourceImage } from '@/media/find-source'
import { ensureRendition, type RenditionRequest, renditionFile } from '@/media/rendition'
import { noteRenditionUse } from '@/media/rendition-cache'
import { studioIcon } from '@/studio/studio-brand'

const CONTENT_TYPES: Record<ImageExtension, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' }
const FILE_PATTERN = /^(\d{1,4})\.(avif|webp|jpg)$/

const problem = (message: string, status: 400 | 404) =>
  Response.json({ success: false, message, text_code: status === 400 ? 'BAD_REQUEST' : 'NOT_FOUND' }, { status })

/** Reads and checks the three path parts; anything off the allowlist is a 400. */
function parseRenditionPath(hash: string, aspect: string, file: string): RenditionRequest | string {
  if (!HASH_PATTERN.test(hash)) return 'The image hash is not valid.'
  if (!isAspect(aspect)) return 'The aspect is not one of 16x3, 16x9, 8x5, 4x3, 1x1, 3x4, 5x8, 9x16 or raw.'
  const match = FILE_PATTERN.exec(file)
  if (!match || !(IMAGE_EXTENSIONS as readonly string[]).includes(match[2])) {
    return 'The file must be {width}.avif, {width}.webp or {width}.jpg.'
  }
  const width = Number(match[1])
  if (width < WIDTH_STEP || width > MAX_WIDTH || width % WIDTH_STEP !== 0) {
    return `The width must be a multiple of ${WIDTH_STEP} from ${WIDTH_STEP} to ${MAX_WIDTH}.`
  }
  return { hash, aspect, width, ext: match[2] as ImageExtension }
}

async function sendFile(filePath: string, ext: ImageExtension): Promise<Response> {
  const { size } = await stat(filePath)
  // Served renditions are the last the size cap deletes.
  noteRenditionUse(filePath)
  const body = Readable.toWeb(createReadStream(filePath)) as ReadableStream
  return new Response(body, {
    headers: {
      'Content-Type': CONTENT_TYPES[ext],
      'Content-Length': String(size),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}

/**
 * `/assets/i/{hash}/{aspect}/{width}.{ext}`: cropped, resized renditions, made once and kept on
 * disk up to `IMAGE_CACHE_MB`, the least recently used deleted first.
 */
export const assetsApp = new Hono()
  .get('/assets/i/:hash/:aspect/:file', async (c) => {
    const parsed = parseRenditionPath(c.req.param('hash'), c.req.param('aspect'), c.req.param('file'))
    if (typeof parsed === 'string') return problem(parsed, 400)
    const cached = renditionFile(parsed)
    try {
      return await sendFile(cached, parsed.ext)
    } catch {
      // Not made yet: fall through and make it.
    }
    const source = await findSourceImage(await getPayloadClient(), parsed.hash)
    if (!source) return problem('No image has that hash.', 404)
    try {
      return await sendFile(await ensureRendition(source, parsed), parsed.ext)
    } catch (error) {
      // A missing or undecodable original is logged and answered like an unknown image.
      console.error(`[assets] cannot render ${parsed.hash}:`, error instanceof Error ? error.message : error)
      return problem('The image cannot be shown.', 404)
    }
  })
  // The back-office's favicon, drawn from the studio's settings (see studio-brand.ts).
  .get('/assets/studio-icon', async () => {
    const icon = await studioIcon(await getPayloadClient())
    const headers = { 'Cache-Control': 'public, max-age=300', 'X-Content-Type-Options': 'nosniff' }
    if ('redirect' in icon) return new Response(null, { status: 302, headers: { ...headers, Location: icon.redirect } })
    return new Response(icon.svg, { headers: { ...headers, 'Content-Type': 'image/svg+xml' } })
  })
  .all('/assets/i/*', () => problem('Image addresses look like /assets/i/{hash}/{aspect}/{width}.{ext}.', 400))
