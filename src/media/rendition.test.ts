import { describe, expect, it } from 'vitest'

import { cropBox } from '@/media/rendition'

describe('cropBox', () => {
  const landscape = { width: 2000, height: 1000, focalX: 50, focalY: 50 }

  it('keeps the whole image for raw', () => {
    expect(cropBox(landscape, 'raw')).toEqual({ left: 0, top: 0, width: 2000, height: 1000 })
  })

  it('crops the sides of a wide image to a square around the centre', () => {
    expect(cropBox(landscape, '1x1')).toEqual({ left: 500, top: 0, width: 1000, height: 1000 })
  })

  it('follows the focal point and stays inside the image', () => {
    expect(cropBox({ ...landscape, focalX: 10 }, '1x1').left).toBe(0)
    expect(cropBox({ ...landscape, focalX: 90 }, '1x1').left).toBe(1000)
    expect(cropBox({ ...landscape, focalX: 70 }, '1x1').left).toBe(900)
  })

  it('crops top and bottom when the image is taller than the aspect', () => {
    const box = cropBox({ width: 1000, height: 2000, focalX: 50, focalY: 25 }, '16x9')
    expect(box.width).toBe(1000)
    expect(box.height).toBe(563)
    expect(box.top).toBe(219)
  })
})
