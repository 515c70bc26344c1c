import { describe, expect, it } from 'vitest'

import { firstPageAlias, listPathHref, parseListPath } from '@/content/list-path'

describe('parseListPath', () => {
  it('reads the four forms of a list address', () => {
    expect(parseListPath([])).toEqual({ name: null, page: 1 })
    expect(parseListPath(['3'])).toEqual({ name: null, page: 3 })
    expect(parseListPath(['plein-air'])).toEqual({ name: 'plein-air', page: 1 })
    expect(parseListPath(['plein-air', '2'])).toEqual({ name: 'plein-air', page: 2 })
  })

  it('refuses page 1 spelt out, page 0, long numbers, odd names and extra parts', () => {
    for (const bad of [
      ['1'],
      ['0'],
      ['plein-air', '1'],
      ['x', '00'],
      ['12345'],
      ['Plein'],
      ['a_b'],
      ['a', 'b'],
      ['a', '2', 'c'],
    ])
      expect(parseListPath(bad), bad.join('/')).toBeNull()
  })

  it('is undone by listPathHref', () => {
    for (const segments of [[], ['3'], ['plein-air'], ['plein-air', '2']]) {
      const parsed = parseListPath(segments)!
      expect(listPathHref('/feed', parsed.name, parsed.page)).toBe(['/feed', ...segments].join('/'))
    }
  })
})

describe('firstPageAlias', () => {
  it('finds the first page spelt with its number', () => {
    expect(firstPageAlias(['1'])).toEqual({ name: null, page: 1 })
    expect(firstPageAlias(['travel', '1'])).toEqual({ name: 'travel', page: 1 })
  })
  it('is null for every other path', () => {
    expect(firstPageAlias([])).toBeNull()
    expect(firstPageAlias(['2'])).toBeNull()
    expect(firstPageAlias(['travel'])).toBeNull()
    expect(firstPageAlias(['travel', '2'])).toBeNull()
    expect(firstPageAlias(['2', '1'])).toBeNull()
    expect(firstPageAlias(['Bad Name', '1'])).toBeNull()
    expect(firstPageAlias(['a', 'b', '1'])).toBeNull()
  })
})
