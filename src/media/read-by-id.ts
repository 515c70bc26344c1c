import type { Payload } from 'payload'

import type { Media, Video } from '@/payload-types'

/** Pictures by id, read in one query. */
export async function mediaById(payload: Payload, ids: number[]): Promise<Map<number, Media>> {
  if (!ids.length) return new Map()
  const { docs } = await payload.find({
    collection: 'media',
    where: { id: { in: ids } },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  return new Map(docs.map((doc) => [doc.id, doc]))
}

/** Videos by id, read in one query, each with its still (a picture of its own). */
export async function videosById(payload: Payload, ids: number[]): Promise<Map<number, Video>> {
  if (!ids.length) return new Map()
  const { docs } = await payload.find({
    collection: 'videos',
    where: { id: { in: ids } },
    depth: 1,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  return new Map(docs.map((doc) => [doc.id, doc]))
}
