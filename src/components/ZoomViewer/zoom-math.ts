import { MAX_WIDTH } from '@/media/aspects'

/** The most a picture is enlarged over its fitted size. */
export const MAX_SCALE = 6

export type View = { scale: number; x: number; y: number }
export const FITTED: View = { scale: 1, x: 0, y: 0 }

/** A scale kept between fitted and the most the picture allows. */
export const clampScale = (scale: number) => Math.min(MAX_SCALE, Math.max(1, scale))

/**
 * A view whose picture still covers the middle of the screen: it can be moved until its edge
 * reaches the screen's, no further. Fitted, it stays centred.
 */
export function clampView(
  view: View,
  fitted: { width: number; height: number },
  screen: { width: number; height: number },
): View {
  const scale = clampScale(view.scale)
  const slackX = Math.max(0, (fitted.width * scale - screen.width) / 2)
  const slackY = Math.max(0, (fitted.height * scale - screen.height) / 2)
  // `+ 0` turns -0 into 0: a centred picture is at 0, whichever side it came from.
  return {
    scale,
    x: Math.min(slackX, Math.max(-slackX, view.x)) + 0,
    y: Math.min(slackY, Math.max(-slackY, view.y)) + 0,
  }
}

/**
 * Zooms by `factor` about a point given from the screen's centre, so the spot under the
 * pointer (or the fingers) stays under it.
 */
export function zoomAbout(view: View, factor: number, point: { x: number; y: number }): View {
  const scale = clampScale(view.scale * factor)
  const applied = scale / view.scale
  return { scale, x: point.x - (point.x - view.x) * applied, y: point.y - (point.y - view.y) * applied }
}

/** The rendition width that shows a picture sharp at its shown size, up to the spec's 4,000 px. */
export const renditionWidth = (shownWidth: number, pixelRatio: number) =>
  Math.min(MAX_WIDTH, Math.max(400, Math.ceil(shownWidth * pixelRatio)))
