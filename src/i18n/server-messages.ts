import { createTranslator } from 'next-intl'

import { DEFAULT_LOCALE, intlLocale, type Locale } from '@/i18n/locales'
import englishErrors from '@/i18n/messages/en/errors.json'
import englishMail from '@/i18n/messages/en/mail.json'
import { loadMessages, type Messages } from '@/i18n/messages'

/** The namespaces the server speaks outside React: the API's messages and the e-mails. */
type ServerNamespace = 'errors' | 'mail'

const english = { errors: englishErrors, mail: englishMail } satisfies Pick<Messages, ServerNamespace>

/**
 * A namespace in a language. The catalogue test makes every language whole; should a message
 * still be missing, `loadMessages` says it in English, so an answer or an e-mail never fails.
 */
const namespaceMessages = async (locale: Locale, namespace: ServerNamespace) =>
  locale === DEFAULT_LOCALE ? english[namespace] : (await loadMessages(locale))[namespace]

// Intl's tag: Australian English for English, so numbers read as the studio writes them.
const intlTag = (locale: Locale) => intlLocale(locale) as Locale

const errorsTranslator = (locale: Locale, errors: Messages['errors']) =>
  createTranslator({ locale: intlTag(locale), messages: { errors }, namespace: 'errors' })
const mailTranslator = (locale: Locale, mail: Messages['mail']) =>
  createTranslator({ locale: intlTag(locale), messages: { mail }, namespace: 'mail' })

export type ErrorsTranslator = ReturnType<typeof errorsTranslator>
export type MailTranslator = ReturnType<typeof mailTranslator>

const translators = new Map<string, Promise<ErrorsTranslator | MailTranslator>>()

/** The translator of a namespace in a language, made once per process. */
export function serverTranslator(locale: Locale, namespace: 'errors'): Promise<ErrorsTranslator>
export function serverTranslator(locale: Locale, namespace: 'mail'): Promise<MailTranslator>
export function serverTranslator(locale: Locale, namespace: ServerNamespace) {
  const id = `${locale}:${namespace}`
  let translator = translators.get(id)
  if (!translator) {
    translator = namespaceMessages(locale, namespace).then((messages) =>
      namespace === 'errors'
        ? errorsTranslator(locale, messages as Messages['errors'])
        : mailTranslator(locale, messages as Messages['mail']),
    )
    translators.set(id, translator)
  }
  return translator
}

/** English errors without waiting, for callers that cannot (the back-office's checks, unit tests). */
export const englishErrorsTranslator = errorsTranslator(DEFAULT_LOCALE, english.errors)
