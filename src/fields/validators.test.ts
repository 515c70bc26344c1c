import { describe, expect, it } from 'vitest'

import { validateLinkAddress, validateSlug } from '@/fields/validators'

describe('validateSlug', () => {
  it('accepts dashed lower-case words and refuses anything else', () => {
    expect(validateSlug('the-coast')).toBe(true)
    for (const bad of ['The-Coast', 'the coast', '-coast', 'coast-', 'a--b', '', 42]) {
      expect(validateSlug(bad)).toBe('Use lower-case letters, digits and dashes.')
    }
  })
})

describe('validateLinkAddress', () => {
  it('accepts site paths and http(s) addresses only', () => {
    for (const good of ['/shop', '/', 'https://example.com/x', 'http://example.com'])
      expect(validateLinkAddress(good)).toBe(true)
    for (const bad of ['shop', 'javascript:alert(1)', '/a b', 'ftp://x', null]) {
      expect(validateLinkAddress(bad)).toBe('Use a path starting with / or a full http(s) address.')
    }
  })
})
