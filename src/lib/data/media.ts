import 'server-only'

import { getPayloadClient } from '@/lib/payload'
import { type Aspect } from '@/media/aspects'
import { toImage } from '@/media/image'

/** An uploaded image by its file name, as the spec's Image at the given aspect and width. */
export async function getImageByFilename(filename: string, aspect: Aspect, width: number) {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'media',
    where: { filename: { equals: filename } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return toImage(docs[0], { aspect, width })
}
