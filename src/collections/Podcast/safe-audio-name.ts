import type { CollectionBeforeOperationHook } from 'payload'

/**
 * An uploaded sound file keeps a plain name (lower-case words, digits and dashes with its
 * extension): its address, /assets/audio/{name}, then needs no escaping anywhere.
 */
export const safeAudioName: CollectionBeforeOperationHook = ({ args, req }) => {
  const file = req.file
  if (file?.name) {
    const dot = file.name.lastIndexOf('.')
    const ext = (dot > 0 ? file.name.slice(dot + 1) : 'mp3').toLowerCase().replace(/[^a-z0-9]/g, '') || 'mp3'
    const base = (dot > 0 ? file.name.slice(0, dot) : file.name)
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 120)
    file.name = `${base || 'episode'}.${ext}`
  }
  return args
}
