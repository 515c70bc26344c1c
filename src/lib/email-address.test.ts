import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { asciiDomain, isEmailAddress, normalizeEmailAddress } from '@/lib/email-address'

describe('the e-mail address rule', () => {
  it.each([
    'ada@example.com',
    'first.last+tag@sub.example.co.uk',
    "o'brien@example.ie",
    'jörg@example.de',
    'JÖRG@Example.DE',
    'zoë@bücher.example',
    '佐藤@例え.jp',
    'пользователь@пример.рф',
    'user@xn--bcher-kva.example',
    'a@b.co',
    'x@ex--ample.com',
  ])('accepts %s', (address) => expect(isEmailAddress(address)).toBe(true))

  it.each([
    '',
    'plain',
    '@example.com',
    'ada@',
    'ada@example',
    'a@b.c',
    'ada@example.c0m',
    'ada@1.2.3.4',
    'ada@[127.0.0.1]',
    'ada@-example.com',
    'ada@example-.com',
    'ada@example..com',
    'ada@example.com.',
    '.ada@example.com',
    'ada.@example.com',
    'a..da@example.com',
    '"ada"@example.com',
    'ada lovelace@example.com',
    'ada@exa mple.com',
    'ada@exa_mple.com',
    'ada@ex%61mple.com',
    'ada\u200b@example.com',
    'ada\u0000@example.com',
    'ada@example.com\n',
    `${'a'.repeat(65)}@example.com`,
    `${'ö'.repeat(33)}@example.com`,
    `a@${'b'.repeat(64)}.com`,
    `a@${'abcdefghi.'.repeat(25)}com`,
  ])('refuses %j', (address) => expect(isEmailAddress(address)).toBe(false))

  it('keeps addresses composed and in lower case', () => {
    expect(normalizeEmailAddress('  Jo\u0308rg@Example.DE ')).toBe('jörg@example.de')
  })

  it('gives the ASCII domain mail servers see', () => {
    expect(asciiDomain('bücher.example')).toBe('xn--bcher-kva.example')
    expect(asciiDomain('b.c')).toBeNull()
  })

  it('accepts every dot-atom address of ordinary letters and digits', () => {
    const word = fc.stringMatching(/^[a-z0-9]{1,12}$/)
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 3 }),
        fc.array(word, { minLength: 1, maxLength: 3 }),
        fc.stringMatching(/^[a-z]{2,6}$/),
        (local, domain, top) => isEmailAddress(`${local.join('.')}@${domain.join('.')}.${top}`),
      ),
    )
  })

  it('never accepts an address with a space, a control, an angle bracket or a second @ in its domain', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 20 }),
        fc.constantFrom(' ', '\t', '\r', '\n', '\u0000', '<', '>', '@', '"', '\u200b'),
        fc.string({ maxLength: 20 }),
        (before, bad, after) => !isEmailAddress(`ada@exa${before}${bad}${after}mple.com`),
      ),
    )
  })

  it('accepts the same addresses once normalised (a rule that answers the same for upper and lower case)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        expect(isEmailAddress(normalizeEmailAddress(text))).toBe(isEmailAddress(text.trim().normalize('NFC')))
      }),
    )
  })
})
