import type { Payload } from 'payload'

import type { SourceImage } from '@/media/rendition'

/** The stored original behind a content hash, or null when no media file has that hash. */
export async function findSourceImage(payload: Payload, hash: string): Promise<SourceImage | null> {
  const { docs } = await payload.find({
    collection: 'media',
    where: { hash: { equals: hash } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const media = docs[0]
  if (!media?.filename) return null
  return {
    filename: media.filename,
    width: media.width ?? 1,
    height: media.height ?? 1,
    focalX: media.focalX ?? 50,
    focalY: media.focalY ?? 50,
  }
}
