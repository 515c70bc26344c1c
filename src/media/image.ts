import { type Aspect, heightFor, nearestAspect, roundWidth } from '@/media/aspects'

/** What an image record needs to be shown: the Media fields the site reads. */
export type MediaRecord = {
  hash?: string | null
  width?: number | null
  height?: number | null
  placeholder?: string | null
  alt?: string | null
  mimeType?: string | null
}

/** The spec's Image: renditions of one media file at one aspect and width. */
export type Image = {
  hash: string
  aspect: Aspect
  url: string
  webp_url: string
  avif_url: string
  placeholder: string
  width: number
  height: number
  extension: 'jpg'
  alt: string
  extra_aspects: Omit<Image, 'extra_aspects' | 'hash' | 'width' | 'height' | 'extension' | 'alt'>[]
}

/** What the browser needs to show an image: client components are handed this much and no more. */
export type ShownImage = Pick<Image, 'hash' | 'aspect' | 'width' | 'height' | 'placeholder' | 'alt'>

export const shownImage = ({ hash, aspect, width, height, placeholder, alt }: ShownImage): ShownImage => ({
  hash,
  aspect,
  width,
  height,
  placeholder,
  alt,
})

/**
 * The address of one rendition. The width is rounded up to the image route's step here, for every
 * caller: a width off the step (1920) is a 400 from the route.
 */
export function renditionPath(hash: string, aspect: Aspect, width: number, ext: string): string {
  return `/assets/i/${hash}/${aspect}/${roundWidth(width)}.${ext}`
}

export type ImageOptions = { aspect?: Aspect | null; width?: number; extraAspects?: Aspect[] }

/** Builds the spec's Image for a media record; null when the record has no stored file. */
export function toImage(
  media: MediaRecord | number | string | null | undefined,
  options: ImageOptions = {},
): Image | null {
  if (!media || typeof media !== 'object' || !media.hash) return null
  const original = { width: media.width || 1, height: media.height || 1 }
  const aspect = options.aspect ?? nearestAspect(original.width, original.height)
  const width = roundWidth(options.width ?? Math.min(original.width, 1920))
  const urls = (a: Aspect) => ({
    aspect: a,
    url: renditionPath(media.hash as string, a, width, 'jpg'),
    webp_url: renditionPath(media.hash as string, a, width, 'webp'),
    avif_url: renditionPath(media.hash as string, a, width, 'avif'),
    placeholder: media.placeholder ?? '',
  })
  return {
    ...urls(aspect),
    hash: media.hash,
    width,
    height: heightFor(aspect, width, original),
    extension: 'jpg',
    alt: media.alt ?? '',
    extra_aspects: (options.extraAspects ?? []).map(urls),
  }
}
