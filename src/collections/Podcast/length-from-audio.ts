import type { CollectionBeforeChangeHook } from 'payload'

import { relationId } from '@/lib/relation-id'

/** An episode without a length takes its sound file's. */
export const lengthFromAudio: CollectionBeforeChangeHook = async ({ data, req }) => {
  const audio = relationId(data.audio)
  if (data.length != null || audio == null) return data
  const file = await req.payload.findByID({
    collection: 'podcast-audio',
    id: audio,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  return file?.duration != null ? { ...data, length: file.duration } : data
}
