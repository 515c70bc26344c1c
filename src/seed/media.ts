import type { Payload } from 'payload'

import type { Media } from '@/payload-types'

/**
 * Stores a seed image once, by file name: painting is slow and its paper grain differs from run
 * to run, so the picture is only painted when no record of that name exists yet.
 */
export async function ensureMedia(
  payload: Payload,
  file: { name: string; mimetype: string; paint: () => Promise<Buffer> },
  data: { alt: string; focalX?: number; focalY?: number },
): Promise<Media> {
  const existing = await payload.find({
    collection: 'media',
    where: { filename: { equals: file.name } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (existing.docs[0]) return existing.docs[0]
  const bytes = await file.paint()
  return payload.create({
    collection: 'media',
    data,
    file: { data: bytes, mimetype: file.mimetype, name: file.name, size: bytes.length },
    overrideAccess: true,
  })
}
