import { APIError, type CollectionBeforeChangeHook } from 'payload'
import sharp from 'sharp'

import { contentHash } from '@/media/content-hash'
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_PIXELS } from '@/media/limits'
import { makePlaceholder } from '@/media/placeholder'

/** Gives every uploaded file its content hash and placeholder, and refuses oversized images. */
export const inspectUpload: CollectionBeforeChangeHook = async ({ data, req }) => {
  const file = req.file
  if (!file?.data) return data
  if (file.data.length > MAX_UPLOAD_BYTES) {
    throw new APIError('The file is larger than 25 MB.', 413, undefined, true)
  }
  const meta = await sharp(file.data, { limitInputPixels: false }).metadata()
  const pixels = (meta.width ?? 0) * (meta.height ?? 0)
  if (pixels > MAX_UPLOAD_PIXELS) {
    throw new APIError('The image has more than 50 megapixels.', 413, undefined, true)
  }
  return {
    ...data,
    hash: contentHash(file.data),
    placeholder: await makePlaceholder(file.data),
  }
}
