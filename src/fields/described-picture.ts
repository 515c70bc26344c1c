import type { UploadFieldSingleValidation } from 'payload'

import { relationId } from '@/lib/relation-id'

/**
 * A shop picture needs its description (alt text): a buyer using a screen reader hears it, and
 * search engines read it. Checked when the product is saved, with the way to fix it.
 */
export const describedPicture: UploadFieldSingleValidation = async (value, { req, required }) => {
  const id = relationId(value as number)
  if (id == null) return required ? 'Choose a picture.' : true
  const media = await req.payload.findByID({
    collection: 'media',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  if (!media) return 'This picture no longer exists.'
  return media.alt?.trim()
    ? true
    : `Give "${media.filename ?? 'this picture'}" a description (alt text) first: open it from the media library and fill in "Description (alt text)".`
}
