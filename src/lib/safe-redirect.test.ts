import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { loginPathFor, requiresSignIn, safeNextPath } from '@/lib/safe-redirect'

const ORIGIN = 'https://atelier.example'

/** Ways of writing "go to //evil.test" that a browser, a proxy or a later decode may normalise. */
const offSiteSpellings = [
  'https://evil.test',
  '//evil.test',
  '///evil.test',
  '/\\evil.test',
  '\\\\evil.test',
  '\\/evil.test',
  '/\\/evil.test',
  'javascript:alert(1)',
  'evil.test',
  '\t//evil.test',
  '/\t/evil.test',
  '/\n/evil.test',
  '/\r\n/evil.test',
  '/.//evil.test/x',
  '/./\\evil.test',
  '/%2e//evil.test',
  '/%2E//evil.test',
  '/a/..//evil.test',
  '/a/%2e%2e//evil.test',
  '/%2e%2e//evil.test',
  '/.%2F/evil.test',
  '/%5Cevil.test',
  '/%5cevil.test',
  '/%5C%5Cevil.test',
  '/%2F%2Fevil.test',
  '/%2f/evil.test',
  '/%252F%252Fevil.test',
  '/%255Cevil.test',
  '/%09/evil.test',
  '/%0a/evil.test',
  '/%2F%09%2Fevil.test',
  '/\\%2Fevil.test',
  '/%2F\\evil.test',
  '/login',
  '/signup?next=//evil.test',
  '/%6Cogin',
  '',
]

describe('safeNextPath', () => {
  it('keeps paths of this site with their query', () => {
    expect(safeNextPath('/checkout')).toBe('/checkout')
    expect(safeNextPath('/shop/prints?page=2#top')).toBe('/shop/prints?page=2#top')
    expect(safeNextPath('/search/blue%20wren')).toBe('/search/blue%20wren')
    expect(safeNextPath('/search?q=//evil.test')).toBe('/search?q=//evil.test')
    expect(safeNextPath('/')).toBe('/')
  })

  it('refuses other sites, schemes and their normalised spellings', () => {
    for (const bad of offSiteSpellings) expect([bad, safeNextPath(bad, '/x')]).toEqual([bad, '/x'])
  })

  it('whatever it is given, answers the fallback or a path that stays on the site under every decoding', () => {
    const piece = fc.constantFrom(
      '/',
      '\\',
      '.',
      '..',
      '%2e',
      '%2F',
      '%5C',
      '%25',
      '%09',
      '\t',
      'evil.test',
      'a',
      '?',
      '#',
      '@',
      ':',
    )
    const tricky = fc.array(piece, { maxLength: 8 }).map((parts) => parts.join(''))
    fc.assert(
      fc.property(fc.oneof(tricky, fc.string(), fc.webUrl()), (value) => {
        const path = safeNextPath(value, '/fallback')
        if (path === '/fallback') return
        let form = path
        for (let i = 0; i < 4; i++) {
          expect(new URL(form, ORIGIN).origin).toBe(ORIGIN)
          expect(form).toMatch(/^\/(?![/\\])/)
          try {
            form = decodeURIComponent(form)
          } catch {
            break
          }
        }
        // What it lets through, it lets through again unchanged: no second normalisation is pending.
        expect(safeNextPath(path, '/fallback')).toBe(path)
      }),
      { numRuns: 1000 },
    )
    // A thousand tries take a second or two, longer on a busy machine.
  }, 20_000)

  it('names the routes that need a sign-in', () => {
    expect(requiresSignIn('/profile')).toBe(true)
    expect(requiresSignIn('/checkout/complete')).toBe(true)
    // The checkout asks for its sign-in itself, in the page.
    expect(requiresSignIn('/checkout')).toBe(false)
    expect(requiresSignIn('/profiles')).toBe(false)
    expect(loginPathFor('/checkout?x=1')).toBe('/login?next=%2Fcheckout%3Fx%3D1')
    expect(loginPathFor('/.//evil.test')).toBe('/login?next=%2F')
  })
})

describe('sign-in paths in every language', () => {
  it('needs a sign-in for the account routes under any language prefix, and only for those', () => {
    for (const path of ['/profile', '/de/profile', '/ar/my-account', '/pt-BR/checkout/complete']) {
      expect(requiresSignIn(path)).toBe(true)
    }
    for (const path of ['/de', '/de/shop', '/xx/profile', '/profiles', '/de/profile-pictures', '/de/checkout']) {
      expect(requiresSignIn(path)).toBe(false)
    }
  })

  it('sends a visitor to the login page of the language of the remembered path', () => {
    expect(loginPathFor('/profile')).toBe('/login?next=%2Fprofile')
    expect(loginPathFor('/de/profile?tab=2')).toBe('/de/login?next=%2Fde%2Fprofile%3Ftab%3D2')
  })

  it('never leads back to a login, logout or sign-up page in another language', () => {
    for (const path of ['/de/login', '/ja/logout?x=1', '/ar/signup', '/uk/forgotpassword', '/de/auth']) {
      expect(safeNextPath(path, '/fallback')).toBe('/fallback')
    }
    expect(safeNextPath('/de/my-account', '/fallback')).toBe('/de/my-account')
  })
})
