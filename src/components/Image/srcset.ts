import { type Aspect, MAX_WIDTH, roundWidth } from '@/media/aspects'
import { renditionPath } from '@/media/image'

/** Device pixel ratios a rendition set covers: the browser picks displayed width times its ratio. */
const PIXEL_RATIOS = [1, 1.5, 2, 3] as const

export function srcSet(hash: string, aspect: Aspect, displayWidth: number, ext: string): string {
  const widths = [...new Set(PIXEL_RATIOS.map((r) => roundWidth(displayWidth * r)))].filter((w) => w <= MAX_WIDTH)
  return widths.map((w) => `${renditionPath(hash, aspect, w, ext)} ${w}w`).join(', ')
}
