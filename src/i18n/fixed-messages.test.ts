import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { FIXED_MESSAGES } from '@/i18n/fixed-messages'
import { LOCALES } from '@/i18n/locales'

const MESSAGES = path.resolve('src/i18n/messages')

/** A fixed message in one language's file, or undefined when that file is not written yet. */
function fixedText(locale: string, key: string): string | undefined {
  const [namespace, ...rest] = key.split('.')
  const file = path.join(MESSAGES, locale, `${namespace}.json`)
  if (!existsSync(file)) return undefined
  let value: unknown = JSON.parse(readFileSync(file, 'utf8'))
  for (const part of rest) value = (value as Record<string, unknown> | undefined)?.[part]
  return value as string | undefined
}

describe('messages the spec fixes word for word', () => {
  it('are the spec’s English texts', () => {
    expect(FIXED_MESSAGES.map((key) => fixedText('en', key))).toEqual([
      'Signature verification failed',
      'Bad state please try again',
    ])
  })

  it.each(LOCALES.filter((locale) => locale !== 'en'))('are the same in %s as in English', (locale) => {
    for (const key of FIXED_MESSAGES) {
      const own = fixedText(locale, key)
      // A language without the file yet is the catalogue test's to report.
      if (own !== undefined) expect(own, `${locale}: ${key}`).toBe(fixedText('en', key))
    }
  })
})
