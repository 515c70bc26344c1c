import type { z } from '@hono/zod-openapi'

import englishErrors from '@/i18n/messages/en/errors.json'
import type { ErrorsTranslator } from '@/i18n/server-messages'

type ZodIssue = z.core.$ZodIssue
export type Issue = { path: string; message: string }

type FieldKey = keyof typeof englishErrors.fields

/**
 * The schemas' own words for a rule (`'The code is 6 digits.'`), written in English where the
 * schema is (the API's, the domain's slugs and cart keys), found again here by their text. A rule
 * whose text is not in the catalogue's `errors.fields` still gets the message of its kind.
 */
const fieldKeys = new Map(Object.entries(englishErrors.fields).map(([key, text]) => [text, key as FieldKey]))

const NUMBER_ORIGINS = new Set(['number', 'int', 'bigint'])
const LIST_ORIGINS = new Set(['array', 'set'])

/** The value at an issue's path in what was sent. */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined
    value = (value as Record<PropertyKey, unknown>)[key]
  }
  return value
}

/** One issue in words a visitor reads, in the translator's language. */
function issueMessage(issue: ZodIssue, t: ErrorsTranslator, sent: { input: unknown } | undefined): string {
  if (issue.code === 'unrecognized_keys') {
    return t('request.unknownFields', { count: issue.keys.length, fields: issue.keys.join(', ') })
  }
  const field = fieldKeys.get(issue.message)
  if (field) return t(`fields.${field}`)
  switch (issue.code) {
    case 'invalid_type':
      // Only what was sent tells a missing field from one of the wrong type: zod keeps no input.
      if (sent && valueAt(sent.input, issue.path) === undefined) return t('validation.required')
      return t('validation.wrongType', { expected: issue.expected })
    case 'too_small': {
      const minimum = Number(issue.minimum)
      if (issue.origin === 'string')
        return minimum <= 1 ? t('validation.fillIn') : t('validation.tooShort', { minimum })
      if (NUMBER_ORIGINS.has(issue.origin)) {
        return t('validation.tooSmall', { minimum, inclusive: String(issue.inclusive !== false) })
      }
      if (LIST_ORIGINS.has(issue.origin)) return t('validation.tooFew', { minimum })
      return t('validation.invalid')
    }
    case 'too_big': {
      const maximum = Number(issue.maximum)
      if (issue.origin === 'string') return t('validation.tooLong', { maximum })
      if (NUMBER_ORIGINS.has(issue.origin)) {
        return t('validation.tooBig', { maximum, inclusive: String(issue.inclusive !== false) })
      }
      if (LIST_ORIGINS.has(issue.origin)) return t('validation.tooMany', { maximum })
      return t('validation.invalid')
    }
    case 'invalid_format':
      return issue.format === 'email' ? t('validation.email') : t('validation.format')
    case 'invalid_value':
      return t('validation.oneOf', { values: issue.values.map(String).join(', ') })
    case 'not_multiple_of':
      return t('validation.multipleOf', { divisor: Number(issue.divisor) })
    default:
      return t('validation.invalid')
  }
}

/**
 * Zod's issues as the short list clients show next to fields, in the request's language. zod's
 * own texts are English and written for developers; these are the catalogue's. `sent` is what
 * the request carried, when known, to tell a missing field from a wrong one.
 */
export function describeIssues(error: z.ZodError, t: ErrorsTranslator, sent?: { input: unknown }): Issue[] {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issueMessage(issue, t, sent) }))
}
