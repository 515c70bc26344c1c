/** The image route's aspect allowlist, as width:height ratios; `raw` keeps the original shape. */
export const ASPECTS = {
  '16x3': 16 / 3,
  '16x9': 16 / 9,
  '8x5': 8 / 5,
  '4x3': 4 / 3,
  '1x1': 1,
  '3x4': 3 / 4,
  '5x8': 5 / 8,
  '9x16': 9 / 16,
} as const

export type FixedAspect = keyof typeof ASPECTS
export type Aspect = FixedAspect | 'raw'

export const ASPECT_NAMES = [...(Object.keys(ASPECTS) as FixedAspect[]), 'raw'] as const

export const IMAGE_EXTENSIONS = ['avif', 'webp', 'jpg'] as const
export type ImageExtension = (typeof IMAGE_EXTENSIONS)[number]

export const WIDTH_STEP = 25
export const MAX_WIDTH = 4000

export function isAspect(value: string): value is Aspect {
  return (ASPECT_NAMES as readonly string[]).includes(value)
}

/** Widths are requested in steps of 25 px, so a handful of renditions serve every screen. */
export function roundWidth(width: number): number {
  const stepped = Math.ceil(Math.max(1, width) / WIDTH_STEP) * WIDTH_STEP
  return Math.min(stepped, MAX_WIDTH)
}

/** The allowlisted aspect closest to a width and height (compared on a log scale). */
export function nearestAspect(width: number, height: number): FixedAspect {
  const ratio = Math.log(width / height)
  let best: FixedAspect = '1x1'
  for (const [name, value] of Object.entries(ASPECTS) as [FixedAspect, number][]) {
    if (Math.abs(Math.log(value) - ratio) < Math.abs(Math.log(ASPECTS[best]) - ratio)) best = name
  }
  return best
}

/** Accepts the spec's loose aspect names too (`Square`, `16:9`). */
export function parseAspect(value: string | undefined | null): Aspect | null {
  if (!value) return null
  const normalised = value.trim().toLowerCase().replace(':', 'x')
  if (normalised === 'square') return '1x1'
  return isAspect(normalised) ? normalised : null
}

export function heightFor(aspect: Aspect, width: number, original: { width: number; height: number }): number {
  const ratio = aspect === 'raw' ? original.width / original.height : ASPECTS[aspect]
  return Math.max(1, Math.round(width / ratio))
}
