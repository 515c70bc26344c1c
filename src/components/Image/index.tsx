'use client'

import { useEffect, useRef, useState } from 'react'

import type { Image as ImageData } from '@/media/image'

import { srcSet } from './srcset'

type Props = {
  image: ImageData
  /** The width the image is shown at, in CSS pixels. */
  width: number
  /** The `sizes` attribute when the shown width depends on the viewport. */
  sizes?: string
  /** The page's main image: loaded at once with high priority. */
  priority?: boolean
  alt?: string
  className?: string
}

/** An empty pixel stands in until the image is near, so no broken-image icon or alt text flashes. */
const BLANK = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw=='

/** Lazy images start loading when they come within this distance below the viewport. */
const LAZY_MARGIN = '200px'

/**
 * A `<picture>` with AVIF, WebP and JPEG renditions at the shown width times the device pixel
 * ratio. Width and height are always set, so nothing shifts while it loads; a blurred
 * placeholder fills the box until the image arrives.
 */
export function Image({ image, width, sizes, priority = false, alt, className }: Props) {
  const ref = useRef<HTMLImageElement>(null)
  const [near, setNear] = useState(priority)
  const [loaded, setLoaded] = useState(false)
  const height = Math.round((width * image.height) / image.width)

  useEffect(() => {
    if (near || !ref.current) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true)
          observer.disconnect()
        }
      },
      { rootMargin: `0px 0px ${LAZY_MARGIN} 0px` },
    )
    observer.observe(ref.current)
    return () => observer.disconnect()
  }, [near])

  useEffect(() => {
    if (ref.current?.complete && ref.current.naturalWidth > 0) setLoaded(true)
  }, [near])

  const set = (ext: string) => (near ? srcSet(image.hash, image.aspect, width, ext) : undefined)
  const placeholder = !loaded && image.placeholder ? { backgroundImage: `url("${image.placeholder}")` } : undefined

  return (
    <picture>
      <source type="image/avif" srcSet={set('avif')} sizes={sizes ?? `${width}px`} />
      <source type="image/webp" srcSet={set('webp')} sizes={sizes ?? `${width}px`} />
      <img
        ref={ref}
        src={near ? image.url : BLANK}
        srcSet={set('jpg')}
        sizes={sizes ?? `${width}px`}
        width={width}
        height={height}
        alt={alt ?? image.alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
        onLoad={() => setLoaded(true)}
        data-loaded={loaded ? 'true' : 'false'}
        className={`bg-cover bg-center ${className ?? ''}`}
        style={placeholder}
      />
    </picture>
  )
}
