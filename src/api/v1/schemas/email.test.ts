import { describe, expect, it } from 'vitest'

import { englishErrorsTranslator } from '@/i18n/server-messages'

import { describeIssues } from '@/api/v1/issue-messages'
import { emailAddress } from '@/api/v1/schemas/email'

describe('an e-mail address in a call', () => {
  it('is kept trimmed, composed and in lower case, internationalised or not', () => {
    expect(emailAddress.parse('  JÖRG@Example.DE ')).toBe('jörg@example.de')
    expect(emailAddress.parse('Zoe\u0308@Bücher.example')).toBe('zoë@bücher.example')
  })

  it('is refused with the catalogue’s message when no mail server would take it', () => {
    for (const address of ['a@b.c', 'ada@localhost', '"ada"@example.com', 'ada@exa_mple.com']) {
      const result = emailAddress.safeParse(address)
      expect(result.success).toBe(false)
      if (!result.success)
        expect(describeIssues(result.error, englishErrorsTranslator)).toEqual([
          { path: '', message: 'Please enter a valid e-mail address.' },
        ])
    }
  })
})
