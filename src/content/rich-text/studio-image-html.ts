import { escapeHtml } from '@/lib/escape-html'
import { type MediaRecord, toImage } from '@/media/image'

/** A picture from the media library inside rich text: the site's own renditions, at most 1200 px wide. */
export function studioImageHtml(media: MediaRecord | null | undefined): string {
  const image = toImage(media, { width: Math.min(media?.width ?? 1200, 1200) })
  if (!image) return ''
  const attrs = `alt="${escapeHtml(image.alt)}" width="${image.width}" height="${image.height}" loading="lazy" decoding="async"`
  return `<picture><source srcset="${image.avif_url}" type="image/avif" /><source srcset="${image.webp_url}" type="image/webp" /><img src="${image.url}" ${attrs} /></picture>`
}
