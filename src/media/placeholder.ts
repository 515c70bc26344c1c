import sharp from 'sharp'

/** A tiny blurred WebP as a data URI, shown while the real image loads. */
export async function makePlaceholder(input: Uint8Array): Promise<string> {
  const tiny = await sharp(input, { limitInputPixels: false })
    .rotate()
    .resize(16, 16, { fit: 'inside' })
    .webp({ quality: 40 })
    .toBuffer()
  return `data:image/webp;base64,${tiny.toString('base64')}`
}
