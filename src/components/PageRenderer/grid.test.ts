import { describe, expect, it } from 'vitest'

import { columnClasses } from '@/components/PageRenderer/grid'

describe('columnClasses', () => {
  it('spans the full width on phones and the chosen width from md up', () => {
    expect(columnClasses(6)).toBe('col-span-12 md:col-span-6')
    expect(columnClasses(4, 2)).toBe('col-span-12 md:col-span-4 md:col-start-3')
  })
  it('keeps width and offset inside 12 columns', () => {
    expect(columnClasses(13)).toBe('col-span-12 md:col-span-12')
    expect(columnClasses(10, 5)).toBe('col-span-12 md:col-span-10 md:col-start-3')
  })
})
