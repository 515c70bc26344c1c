import { describe, expect, it } from 'vitest'

import { artSize, artTable, cmToInches } from '@/commerce/art-dimensions'

describe('art dimensions', () => {
  it('turns centimetres into inches with one decimal', () => {
    expect(cmToInches(56)).toBe(22)
    expect(cmToInches(38)).toBe(15)
    expect(cmToInches(29.7)).toBe(11.7)
    expect(cmToInches(4)).toBe(1.6)
  })

  it('lists medium, height, width, depth and series, leaving out what is not set', () => {
    expect(
      artTable({ medium: 'Watercolour on paper', dimension_width: 56, dimension_height: 38, series: 'Coastal Light' }),
    ).toEqual([
      { field: 'medium', value: 'Watercolour on paper' },
      { field: 'height', value: '38 cm / 15.0 in' },
      { field: 'width', value: '56 cm / 22.0 in' },
      { field: 'series', value: 'Coastal Light' },
    ])
    expect(artTable({ dimension_depth: 4, dimension_width: 29.7 })).toEqual([
      { field: 'width', value: '29.7 cm / 11.7 in' },
      { field: 'depth', value: '4 cm / 1.6 in' },
    ])
  })

  it("writes sizes the way the page's language asks", () => {
    expect(artTable({ dimension_height: 38 }, ({ cm, inches }) => `${cm} × ${inches}`)).toEqual([
      { field: 'height', value: '38 × 15' },
    ])
  })
})

describe('a work’s size band', () => {
  it('goes by the longest side: small to 40 cm, medium to 70, large beyond', () => {
    expect(artSize({ dimension_width: 38, dimension_height: 25 })).toBe('small')
    expect(artSize({ dimension_width: 40, dimension_height: 40 })).toBe('small')
    expect(artSize({ dimension_width: 41, dimension_height: 20 })).toBe('medium')
    expect(artSize({ dimension_width: 38, dimension_height: 70 })).toBe('medium')
    expect(artSize({ dimension_width: 101, dimension_height: 76 })).toBe('large')
  })

  it('has none without a size', () => {
    expect(artSize({})).toBeNull()
    expect(artSize({ dimension_width: null, dimension_height: 0 })).toBeNull()
  })
})
