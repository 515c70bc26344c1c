import type { Payload } from 'payload'

import type { Media, Video } from '@/payload-types'

/** Documents of `collection` by id, read in one query at `depth`. */
async function byId<T extends { id: number }>(
  payload: Payload,
  collection: 'media' | 'videos',
  ids: number[],
  depth: number,
): Promise<Map<number, T>> {
  if (!ids.length) return new Map()
  const { docs } = await payload.find({
    collection,
    where: { id: { in: ids } },
    depth,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  return new Map((docs as unknown as T[]).map((doc) => [doc.id, doc]))
}

/** Pictures by id, read in one query. */
export const mediaById = (payload: Payload, ids: number[]) => byId<Media>(payload, 'media', ids, 0)

/** Videos by id, read in one query, each with its still (a picture of its own). */
export const videosById = (payload: Payload, ids: number[]) => byId<Video>(payload, 'videos', ids, 1)
