import type { ShownImage } from '@/media/image'

import { LazyPicture, type LazyPictureProps } from '@/components/Image/LazyPicture.client'

type Props = {
  image: ShownImage
  /** The width the image is shown at, in CSS pixels. */
  width: number
  /** The `sizes` attribute when the shown width depends on the viewport. */
  sizes?: string
  /** The page's main image: loaded at once with high priority. */
  priority?: boolean
  alt?: string
  className?: string
}

/** Images shown this small load at once from cache or network; a blurred stand-in adds nothing. */
const PLACEHOLDER_MIN_WIDTH = 96

/** What the client part gets for an image shown at a width: size, renditions' address, placeholder. */
export function pictureProps(
  image: ShownImage,
  { width, sizes, priority, alt, className }: Omit<Props, 'image'>,
): LazyPictureProps {
  const placeholder = width >= PLACEHOLDER_MIN_WIDTH ? image.placeholder : null
  // Props left unset are left out, not sent as undefined: every key travels with the page.
  return {
    hash: image.hash,
    aspect: image.aspect,
    width,
    height: Math.round((width * image.height) / image.width),
    alt: alt ?? image.alt,
    // The picture's own description is written once, in English (the words around it may not be).
    ...(alt === undefined && image.alt ? { altLang: 'en' } : {}),
    ...(sizes ? { sizes } : {}),
    ...(priority ? { priority } : {}),
    ...(placeholder ? { placeholder } : {}),
    ...(className ? { className } : {}),
  }
}

/**
 * A `<picture>` with AVIF, WebP and JPEG renditions at the shown width times the device pixel
 * ratio. Width and height are always set, so nothing shifts while it loads; a blurred
 * placeholder fills the box until the image arrives. Only the fields the browser needs are
 * handed to the client part, so a page's payload carries each image once and compactly.
 */
export function Image({ image, ...shown }: Props) {
  return <LazyPicture {...pictureProps(image, shown)} />
}
