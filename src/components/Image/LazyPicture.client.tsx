'use client'

import { useEffect, useRef, useState } from 'react'

import type { Aspect } from '@/media/aspects'
import { renditionPath } from '@/media/image'

import { srcSet } from '@/components/Image/srcset'

/** What the browser needs of an image, and nothing more: these props travel with every page. */
export type LazyPictureProps = {
  hash: string
  aspect: Aspect
  width: number
  height: number
  sizes?: string
  priority?: boolean
  placeholder?: string
  alt: string
  /** The alt text's language when it is not the page's: a picture's stored description is English. */
  altLang?: string
  className?: string
}

/** An empty pixel stands in until the image is near, so no broken-image icon or alt text flashes. */
const BLANK = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw=='

/** Lazy images start loading when they come within this distance below the viewport. */
const LAZY_MARGIN = '200px'

export function LazyPicture({
  hash,
  aspect,
  width,
  height,
  sizes,
  priority = false,
  placeholder,
  alt,
  altLang,
  className,
}: LazyPictureProps) {
  const ref = useRef<HTMLImageElement>(null)
  const [near, setNear] = useState(priority)
  const [loaded, setLoaded] = useState(false)

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

  // Loaded means the picture itself: the blank pixel loads too, and the blurred placeholder stays until the picture is in.
  const isPicture = (img: HTMLImageElement | null) =>
    !!img && img.complete && img.naturalWidth > 0 && !img.currentSrc.startsWith('data:')
  useEffect(() => {
    if (isPicture(ref.current)) setLoaded(true)
  }, [near])

  const set = (ext: string) => (near ? srcSet(hash, aspect, width, ext) : undefined)
  // The box keeps the picture's shape from the first paint: without a stated ratio, `height: auto`
  // takes the shape of whatever the img holds, and the blank pixel is square.
  const style = {
    aspectRatio: `${width} / ${height}`,
    ...(!loaded && placeholder ? { backgroundImage: `url("${placeholder}")` } : {}),
  }
  const shownAt = sizes ?? `${width}px`

  return (
    <picture>
      <source type="image/avif" srcSet={set('avif')} sizes={shownAt} />
      <source type="image/webp" srcSet={set('webp')} sizes={shownAt} />
      <img
        ref={ref}
        src={near ? renditionPath(hash, aspect, width, 'jpg') : BLANK}
        srcSet={set('jpg')}
        sizes={shownAt}
        width={width}
        height={height}
        alt={alt}
        lang={altLang}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        onLoad={(event) => {
          if (isPicture(event.currentTarget)) setLoaded(true)
        }}
        data-loaded={loaded ? 'true' : 'false'}
        className={`bg-cover bg-center ${className ?? ''}`}
        style={style}
      />
    </picture>
  )
}
