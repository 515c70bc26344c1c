import { describe, expect, it } from 'vitest'

import { resolveLink } from '@/content/link'

describe('resolveLink', () => {
  it('treats http addresses as external, in a new tab by default', () => {
    expect(resolveLink('https://example.com/x')).toEqual({
      href: 'https://example.com/x',
      external: true,
      newTab: true,
    })
    expect(resolveLink('http://example.com', { newTab: false })?.newTab).toBe(false)
  })
  it('treats anything else as internal', () => {
    expect(resolveLink('/shop')).toEqual({ href: '/shop', external: false, newTab: false })
    expect(resolveLink('about')).toEqual({ href: '/about', external: false, newTab: false })
  })
  it('ignores empty values', () => {
    expect(resolveLink('')).toBeNull()
    expect(resolveLink('   ')).toBeNull()
    expect(resolveLink(null)).toBeNull()
  })
})
