import type { Payload } from 'payload'

import type { Media } from '@/payload-types'
import type { SourceImage } from '@/media/rendition'

/** A stored image as the renditions read it: its file, size and focal point (the centre when none was set). */
export const sourceOf = (media: Media & { filename: string }): SourceImage => ({
  filename: media.filename,
  width: media.width ?? 1,
  height: media.height ?? 1,
  focalX: media.focalX ?? 50,
  focalY: media.focalY ?? 50,
})

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
  return media?.filename ? sourceOf({ ...media, filename: media.filename }) : null
}
