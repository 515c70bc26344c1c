import { Image } from '@/components/Image'
import type { Image as ImageData } from '@/media/image'

/** A podcast's or episode's square cover: small on a phone, the column's width from 640 px. */
export function CoverArt({ image, width, priority }: { image: ImageData | null; width: number; priority: boolean }) {
  if (!image) return null
  return (
    <Image
      image={image}
      width={width}
      sizes={`(min-width: 640px) ${width}px, 100vw`}
      priority={priority}
      className="aspect-square w-full max-w-64 rounded-sm object-cover shadow-sm sm:max-w-none"
    />
  )
}
