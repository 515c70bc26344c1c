import { describe, expect, it } from 'vitest'

import { isTraversal } from '@/api/request-guard'

describe('isTraversal', () => {
  it.each([
    '/assets/i/../../data/atelier.db',
    '/assets/i/..%2F..%2F.secret/1x1/200.jpg',
    '/assets/i/%2e%2e/x',
    '/assets/i/%252e%252e%252fetc',
    '/a/..\\b',
    '/..',
    '/bad%E0%A4%A',
  ])('flags %s', (path) => expect(isTraversal(path)).toBe(true))

  it.each(['/', '/shop/prints/2', '/assets/i/abc/1x1/200.jpg', '/article/a..b', '/search/dots...'])(
    'lets %s through',
    (path) => expect(isTraversal(path)).toBe(false),
  )
})
