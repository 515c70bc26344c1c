import { describe, expect, it } from 'vitest'

import { buildSearchIndex, search } from '@/commerce/search-index'

import { generateProducts } from './search'

describe('the search benchmark’s catalogue', () => {
  it('is the same on every run and gives the queries something to find', () => {
    const docs = generateProducts(500)
    expect(generateProducts(500)).toEqual(docs)
    const index = buildSearchIndex(docs)
    expect(search(index, 'cott').length).toBeGreaterThan(0)
    expect(search(index, 'zz')).toEqual([])
  })
})
