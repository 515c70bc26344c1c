import sharp from 'sharp'

const known = {
  jpeg: { mimeType: 'image/jpeg', extension: 'jpg' },
  png: { mimeType: 'image/png', extension: 'png' },
  webp: { mimeType: 'image/webp', extension: 'webp' },
} as const

type ImageType = (typeof known)[keyof typeof known]

/**
 * What the bytes of an upload are, read from the bytes themselves: the stored file's type and
 * extension come from here, never from the file name or the type the browser claimed (a `.html`
 * named "photo" must not be stored, or served, as one). `null` for bytes that are no image at
 * all; `unsupported` for an image of another format.
 */
export async function readImageType(bytes: Uint8Array): Promise<ImageType | 'unsupported' | null> {
  const format = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .then((meta) => meta.format)
    .catch(() => null)
  if (!format) return null
  return format in known ? known[format as keyof typeof known] : 'unsupported'
}
