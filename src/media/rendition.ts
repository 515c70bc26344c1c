import fs from 'node:fs/promises'
import path from 'node:path'
import sharp, { type Sharp } from 'sharp'

import { paths } from '@/lib/env'
import { noteRenditionWritten } from '@/media/rendition-cache'
import { readOriginal } from '@/media/storage'

import { ASPECTS, type Aspect, type ImageExtension } from '@/media/aspects'

export type SourceImage = {
  /** The original's name in media storage. */
  filename: string
  width: number
  height: number
  /** Focal point in percent of width and height; 50/50 when the artist set none. */
  focalX: number
  focalY: number
}

export type RenditionRequest = { hash: string; aspect: Aspect; width: number; ext: ImageExtension }

export const renditionFile = ({ hash, aspect, width, ext }: RenditionRequest): string =>
  path.join(paths.imageCache, hash, aspect, `${width}.${ext}`)

/** The crop box of a source image for an aspect, centred on the focal point and kept inside the image. */
export function cropBox(source: Pick<SourceImage, 'width' | 'height' | 'focalX' | 'focalY'>, aspect: Aspect) {
  const { width, height } = source
  if (aspect === 'raw') return { left: 0, top: 0, width, height }
  const ratio = ASPECTS[aspect]
  const clamp = (value: number, max: number) => Math.min(Math.max(0, value), max)
  if (width / height > ratio) {
    const cropWidth = Math.max(1, Math.round(height * ratio))
    const left = clamp(Math.round((source.focalX / 100) * width - cropWidth / 2), width - cropWidth)
    return { left, top: 0, width: cropWidth, height }
  }
  const cropHeight = Math.max(1, Math.round(width / ratio))
  const top = clamp(Math.round((source.focalY / 100) * height - cropHeight / 2), height - cropHeight)
  return { left: 0, top, width, height: cropHeight }
}

const encoders: Record<ImageExtension, (image: Sharp) => Sharp> = {
  jpg: (image) => image.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }),
  webp: (image) => image.webp({ quality: 80 }),
  avif: (image) => image.avif({ quality: 55, effort: 2 }),
}

async function render(source: SourceImage, request: RenditionRequest, target: string): Promise<void> {
  const original = await readOriginal(source.filename)
  if (!original) throw new Error(`The original ${source.filename} is missing from media storage`)
  const box = cropBox(source, request.aspect)
  const pipeline = sharp(original, { limitInputPixels: 60_000_000 })
    .rotate()
    .extract(box)
    .resize({ width: request.width, withoutEnlargement: true })
  const bytes = await encoders[request.ext](pipeline).toBuffer()
  await fs.mkdir(path.dirname(target), { recursive: true })
  // Written aside and renamed, so a reader never sees half a file.
  const partial = `${target}.${process.pid}.${Date.now()}.part`
  await fs.writeFile(partial, bytes)
  await fs.rename(partial, target)
  await noteRenditionWritten(target, bytes.length)
}

const inFlight = new Map<string, Promise<void>>()

/**
 * Makes the rendition once, however many requests ask for it at the same moment, and keeps the
 * cache under its cap (`rendition-cache.ts`).
 */
export async function ensureRendition(source: SourceImage, request: RenditionRequest): Promise<string> {
  const target = renditionFile(request)
  let job = inFlight.get(target)
  if (!job) {
    job = render(source, request, target).finally(() => inFlight.delete(target))
    inFlight.set(target, job)
  }
  await job
  return target
}
