import { describe, expect, it } from 'vitest'

import { mediumSlug, viewFromQuery, viewFromSegment, viewQuery, viewSegment } from '@/lib/shop-view'

const q = (text: string) => new URLSearchParams(text)

describe('a category’s view in its address', () => {
  it('reads what it knows from the query and drops the rest', () => {
    expect(viewFromQuery(q('sort=price-asc&available=1&medium=watercolour-on-paper&size=small&utm_source=x'))).toEqual({
      sort: 'price-asc',
      available: true,
      medium: 'watercolour-on-paper',
      size: 'small',
    })
    expect(viewFromQuery(q('sort=cheapest&available=0&medium=Oil%20paint&size=huge'))).toEqual({})
  })

  it('writes one query and one segment for a view, in one order', () => {
    const view = viewFromQuery(q('size=large&sort=newest&available=on'))
    expect(viewQuery(view)).toBe('?sort=newest&available=1&size=large')
    expect(viewSegment(view)).toBe('sort.newest~available.1~size.large')
    expect(viewQuery({})).toBe('')
    expect(viewSegment({})).toBe('')
  })

  it('takes back only segments it writes', () => {
    expect(viewFromSegment('sort.price-desc~medium.oil-on-canvas')).toEqual({
      sort: 'price-desc',
      medium: 'oil-on-canvas',
    })
    expect(viewFromSegment('medium.oil-on-canvas~sort.price-desc')).toBeNull()
    expect(viewFromSegment('sort.cheapest')).toBeNull()
    expect(viewFromSegment('sort')).toBeNull()
    expect(viewFromSegment('sort.newest.x')).toBeNull()
  })

  it('names a medium by its words', () => {
    expect(mediumSlug('Watercolour on paper')).toBe('watercolour-on-paper')
    expect(mediumSlug('  Gouache & ink, été ')).toBe('gouache-ink-ete')
  })
})
