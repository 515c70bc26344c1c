import path from 'node:path'

import type { Db } from '@/lib/database/sql'
import { DomainError } from '@/lib/domain-error'
import { toImage, type ImageOptions } from '@/media/image'
import { readOriginal } from '@/media/storage'

/** A stored file as a download: its bytes, type and a safe file name. Only files the public may see. */
export async function downloadableFile({ payload, req }: Db, id: number) {
  const media = await payload.findByID({
    collection: 'media',
    id,
    depth: 0,
    disableErrors: true,
    overrideAccess: false,
    req,
  })
  const bytes = media?.filename ? await readOriginal(media.filename) : null
  if (!media?.filename || !bytes) throw new DomainError('file_not_found')
  return {
    bytes,
    mimeType: media.mimeType || 'application/octet-stream',
    filename: path.basename(media.filename).replace(/"/g, ''),
  }
}

/** A public media record by the hash of its bytes, or null. */
export async function mediaByHash({ payload, req }: Db, hash: string) {
  const { docs } = await payload.find({
    collection: 'media',
    where: { hash: { equals: hash } },
    limit: 1,
    depth: 0,
    overrideAccess: false,
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
