import type { CollectionBeforeChangeHook } from 'payload'

/** Reads an uploaded sound file's length, so the episode, its page and the feed can say it. */
export const measureAudio: CollectionBeforeChangeHook = async ({ data, req }) => {
  const file = req.file
  if (!file?.data?.length) return data
  const { parseBuffer } = await import('music-metadata')
  try {
    const { format } = await parseBuffer(file.data, { mimeType: file.mimetype, size: file.size }, { duration: true })
    return { ...data, duration: format.duration ? Math.round(format.duration) : null }
  } catch {
    // A file the reader does not understand keeps no length; the episode can still give one.
    return data
  }
}
