import type { DomainError, DomainErrorCode, DomainErrorParams } from '@/lib/domain-error'

import { englishErrorsTranslator, type ErrorsTranslator } from '@/i18n/server-messages'

type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<CamelCase<Tail>>}` : S

/** A code's key in the catalogue's `errors.domain` (`token_expired` → `tokenExpired`). */
const keyOf = <C extends DomainErrorCode>(code: C) =>
  `domain.${code.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase())}` as `domain.${CamelCase<C>}`

/**
 * The text of a code with its values, in the translator's language (English without one: the
 * back-office's checks and the tests). The wording lives in the catalogue,
 * `src/i18n/messages/{locale}/errors.json`, under `domain`.
 */
export function messageOf(
  code: DomainErrorCode,
  params: DomainErrorParams = {},
  t: ErrorsTranslator = englishErrorsTranslator,
): string {
  return t(keyOf(code), params)
}

/** The text of a domain error, and of each field it names. */
export function describeDomainError(error: DomainError, t: ErrorsTranslator = englishErrorsTranslator) {
  return {
    message: messageOf(error.code, error.params, t),
    fields: error.fields.map((field) => ({ path: field.path, message: messageOf(field.code, field.params, t) })),
  }
}
