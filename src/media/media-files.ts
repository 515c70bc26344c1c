import path from 'node:path'

import { mediaVisibleTo } from '@/access/public-media-or-admin'
import type { Db } from '@/lib/database/sql'
import { DomainError } from '@/lib/domain-error'
import { toImage, type ImageOptions } from '@/media/image'
import { readOriginal } from '@/media/storage'

/**
 * A stored file as a download: its bytes, type and a safe file name. Only files the viewer may
 * see: the studio's, and a customer's own uploads to that customer; anyone else's is not found.
 */
export async function downloadableFile({ payload, req }: Db, id: number, viewerId?: number | string | null) {
  const { docs } = await payload.find({
    collection: 'media',
    where: { and: [{ id: { equals: id } }, mediaVisibleTo(viewerId)] },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const media = docs[0]
  const bytes = media?.filename ? await readOriginal(media.filename) : null
  if (!media?.filename || !bytes) throw new DomainError('file_not_found')
  return {
    bytes,
    mimeType: media.mimeType || 'application/octet-stream',
    filename: path.basename(media.filename).replace(/"/g, ''),
  }
}

/** A media record by the hash of its bytes that the viewer may see (see `downloadableFile`), or null. */
export async function mediaByHash({ payload, req }: Db, hash: string, viewerId?: number | string | null) {
  const { docs } = await payload.find({
    collection: 'media',
    where: { and: [{ hash: { equals: hash } }, mediaVisibleTo(viewerId)] },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return docs[0] ?? null
}

/** The spec's Image of a stored image, by its hash, at an aspect and width. */
export async function imageByHash(db: Db, hash: string, options: ImageOptions) {
  const image = toImage(await mediaByHash(db, hash), options)
  if (!image) throw new DomainError('image_not_found', { by: 'hash' })
  return image
}
