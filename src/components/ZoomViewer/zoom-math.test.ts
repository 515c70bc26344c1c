import { describe, expect, it } from 'vitest'

import { clampView, FITTED, MAX_SCALE, renditionWidth, zoomAbout } from '@/components/ZoomViewer/zoom-math'

const screen = { width: 1000, height: 800 }
const fitted = { width: 1000, height: 600 }

describe('zoom view', () => {
  it('keeps a fitted picture centred and a zoomed one from leaving the screen', () => {
    expect(clampView({ scale: 1, x: 300, y: -50 }, fitted, screen)).toEqual(FITTED)
    expect(clampView({ scale: 2, x: 900, y: -900 }, fitted, screen)).toEqual({ scale: 2, x: 500, y: -200 })
    expect(clampView({ scale: 20, x: 0, y: 0 }, fitted, screen).scale).toBe(MAX_SCALE)
    expect(clampView({ scale: 0.2, x: 0, y: 0 }, fitted, screen).scale).toBe(1)
  })

  it('zooms about the pointer, keeping the spot under it in place', () => {
    const view = zoomAbout(FITTED, 2, { x: 100, y: 50 })
    expect(view).toEqual({ scale: 2, x: -100, y: -50 })
    // The spot that was 100 px right of centre (picture coordinate 100) is still at 100 px.
    expect(view.x + 100 * view.scale).toBe(100)
  })

  it('asks for renditions as wide as the screen shows them, up to 4,000 px', () => {
    expect(renditionWidth(1000, 2)).toBe(2000)
    expect(renditionWidth(1000 * 6, 2)).toBe(4000)
    expect(renditionWidth(100, 1)).toBe(400)
  })
})
