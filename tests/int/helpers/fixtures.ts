import { getPayload } from 'payload'
import sharp from 'sharp'

import config from '@payload-config'
import type { Media } from '@/payload-types'

/** A picture whose left half is red and right half blue, so a crop shows which side it kept. */
export async function twoToneImage(width = 800, height = 400, variant = 0): Promise<Buffer> {
  const half = Math.round(width / 2)
  return sharp({ create: { width, height, channels: 3, background: { r: 220, g: 30 + variant, b: 30 } } })
    .composite([
      {
        input: await sharp({
          create: { width: width - half, height, channels: 3, background: { r: 30, g: 30, b: 220 } },
        })
          .png()
          .toBuffer(),
        left: half,
        top: 0,
      },
    ])
    .png()
    .toBuffer()
}

export async function uploadImage(
  bytes: Buffer,
  data: Partial<Media> & { alt: string },
  name = 'fixture.png',
): Promise<Media> {
  const payload = await getPayload({ config })
  return payload.create({
    collection: 'media',
    data,
    file: { data: bytes, mimetype: name.endsWith('.jpg') ? 'image/jpeg' : 'image/png', name, size: bytes.length },
    overrideAccess: true,
  })
}
