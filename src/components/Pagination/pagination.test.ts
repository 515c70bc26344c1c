import { describe, expect, it } from 'vitest'

import { paginationLinks } from '@/components/Pagination/pagination'

const labels = (current: number, pages: number) =>
  paginationLinks(current, pages).map((l) => (l.current ? `[${l.label}]` : l.label))

describe('paginationLinks', () => {
  it('is hidden for one page or none', () => {
    expect(paginationLinks(1, 1)).toEqual([])
    expect(paginationLinks(1, 0)).toEqual([])
  })

  it('leaves out first and previous on the first page, next and last on the last', () => {
    expect(labels(1, 3)).toEqual(['[1]', '2', '3', 'Next', 'Last'])
    expect(labels(3, 3)).toEqual(['First', 'Previous', '1', '2', '[3]'])
  })

  it('shows five numbers around the current page of a long list', () => {
    expect(labels(6, 12)).toEqual(['First', 'Previous', '4', '5', '[6]', '7', '8', 'Next', 'Last'])
    expect(labels(1, 12)).toEqual(['[1]', '2', '3', '4', '5', 'Next', 'Last'])
    expect(labels(12, 12)).toEqual(['First', 'Previous', '8', '9', '10', '11', '[12]'])
  })

  it('points previous and next at their pages and treats a page past the end as the last', () => {
    const links = paginationLinks(2, 4)
    expect(links.find((l) => l.rel === 'prev')?.page).toBe(1)
    expect(links.find((l) => l.rel === 'next')?.page).toBe(3)
    expect(labels(9, 4)).toEqual(['First', 'Previous', '1', '2', '3', '[4]'])
  })
})
