import type { Media, Page } from '@/payload-types'

const imageFields = ['image', 'background_image', 'right_image', 'left_image']

/** The first picture a page shows, for its social preview. */
export function firstPageImage(page: Page): Media | null {
  for (const row of page.rows ?? []) {
    for (const block of row.blocks ?? []) {
      for (const widget of block.widgets ?? []) {
        for (const field of imageFields) {
          const value = (widget as unknown as Record<string, unknown>)[field]
          if (value && typeof value === 'object' && 'hash' in value) return value as Media
        }
      }
    }
  }
  return null
}
