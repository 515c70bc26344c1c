import { describe, expect, it } from 'vitest'

import { parsePagePath } from '@/content/pages'

describe('parsePagePath', () => {
  it('reads the home page at /', () => expect(parsePagePath([])).toEqual({ slug: 'home' }))
  it('reads slug, item and two parameters', () =>
    expect(parsePagePath(['gallery', 'coast', '2', 'x'])).toEqual({
      slug: 'gallery',
      item: 'coast',
      param2: '2',
      param3: 'x',
    }))
  it('refuses more than four segments', () => expect(parsePagePath(['a', 'b', 'c', 'd', 'e'])).toBeNull())
})
