import { inTransaction, type Db } from '@/lib/database/sql'
import { DomainError, isDomainError } from '@/lib/domain-error'
import { contentHash } from '@/media/content-hash'
import { toImage, type ImageOptions } from '@/media/image'
import { readImageType } from '@/media/image-type'
import { mediaByHash } from '@/media/media-files'
import { MAX_UPLOAD_BYTES } from '@/media/limits'
import type { Media, User } from '@/payload-types'

/** A photo as it arrived: its bytes and what the browser said of it. */
export type PhotoUpload = { bytes: Buffer; type: string; name: string }

const PHOTO_TYPES = /^image\/(jpeg|png|webp)$/

/**
 * Stores a new profile photo and sets it on the user, together or not at all. The photo belongs
 * to the user (private to them and the studio) and is stored under a name the server makes from
 * the bytes' hash and their real type; the browser's file name is not used. The same bytes sent
 * again reuse the user's earlier copy; bytes someone else already stored are simply stored again,
 * so the answer never tells whether they exist.
 */
export async function setProfilePhoto(db: Db, user: User, photo: PhotoUpload | null): Promise<User> {
  if (!photo) throw new DomainError('photo_missing', {}, [{ path: 'image', code: 'photo_required' }])
  if (!PHOTO_TYPES.test(photo.type)) throw new DomainError('photo_unsupported_type')
  if (photo.bytes.length > MAX_UPLOAD_BYTES) throw new DomainError('photo_too_large')
  const type = await readImageType(photo.bytes)
  if (!type) throw new DomainError('photo_unreadable')
  if (type === 'unsupported') throw new DomainError('photo_unsupported_type')
  const hash = contentHash(photo.bytes)
  return inTransaction(db, async ({ payload, req }) => {
    const { docs } = await payload.find({
      collection: 'media',
      where: { and: [{ hash: { equals: hash } }, { owner: { equals: user.id } }] },
      limit: 1,
      depth: 0,
      pagination: false,
      overrideAccess: true,
      req,
    })
    const media =
      docs[0] ??
      (await payload
        .create({
          collection: 'media',
          data: {
            alt: `${user.first_name ?? ''} ${user.last_name ?? ''}`.trim() || 'Profile photo',
            owner: user.id,
          },
          file: {
            data: photo.bytes,
            mimetype: type.mimeType,
            name: `${hash}.${type.extension}`,
            size: photo.bytes.length,
          },
          overrideAccess: true,
          req,
        })
        .catch((error: unknown) => {
          if (isDomainError(error)) throw error
          throw new DomainError('photo_unreadable')
        }))
    return (await payload.update({
      collection: 'users',
      id: user.id,
      data: { image: media.id },
      overrideAccess: true,
      depth: 1,
      req,
    })) as User
  })
}

/** The user's photo (by its hash, or `image` for the current one) at an aspect and width. */
export function profilePhoto(user: User, url: string, options: ImageOptions) {
  const media = typeof user.image === 'object' ? (user.image as Media | null) : null
  if (!media || (url !== 'image' && media.hash !== url)) throw new DomainError('photo_not_found')
  const image = toImage(media, options)
  if (!image) throw new DomainError('photo_not_found')
  return image
}

/** Sets one's own photo to an image already stored (the studio's, or one's own), named by the hash of its bytes. */
export async function setProfilePhotoByHash(db: Db, userId: number | string, hash: string): Promise<User> {
  const media = await mediaByHash(db, hash, userId)
  if (!media) throw new DomainError('image_not_found', { by: 'key' })
  return (await db.payload.update({
    collection: 'users',
    id: userId,
    data: { image: media.id },
    overrideAccess: true,
    depth: 1,
    req: db.req,
  })) as User
}
