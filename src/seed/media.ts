import type { Payload } from 'payload'

import { contentHash } from '@/media/content-hash'
import type { Media } from '@/payload-types'

/** Stores an image once: a second call with the same bytes returns the existing record. */
export async function ensureMedia(
  payload: Payload,
  file: { bytes: Buffer; name: string; mimetype: string },
  data: { alt: string; focalX?: number; focalY?: number },
): Promise<Media> {
  const hash = contentHash(file.bytes)
  const existing = await payload.find({
    collection: 'media',
    where: { hash: { equals: hash } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (existing.docs[0]) return existing.docs[0]
  return payload.create({
    collection: 'media',
    data,
    file: { data: file.bytes, mimetype: file.mimetype, name: file.name, size: file.bytes.length },
    overrideAccess: true,
  })
}
