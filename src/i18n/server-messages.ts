import { createTranslator } from 'next-intl'

import { DEFAULT_LOCALE, intlLocale, type Locale } from '@/i18n/locales'
import englishErrors from '@/i18n/messages/en/errors.json'
import englishMail from '@/i18n/messages/en/mail.json'
import englishOrders from '@/i18n/messages/en/orders.json'
import { loadMessages, type Messages } from '@/i18n/messages'

/** The namespaces the server speaks outside React: the API's messages, the e-mails and the order documents (PDF). */
type ServerNamespace = 'errors' | 'mail' | 'orders'

const english = { errors: englishErrors, mail: englishMail, orders: englishOrders } satisfies Pick<
  Messages,
  ServerNamespace
>

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
const ordersTranslator = (locale: Locale, orders: Messages['orders']) =>
  createTranslator({ locale: intlTag(locale), messages: { orders }, namespace: 'orders' })

export type ErrorsTranslator = ReturnType<typeof errorsTranslator>
export type MailTranslator = ReturnType<typeof mailTranslator>
export type OrdersTranslator = ReturnType<typeof ordersTranslator>

const translators = new Map<string, Promise<ErrorsTranslator | MailTranslator | OrdersTranslator>>()

/** The translator of a namespace in a language, made once per process. */
export function serverTranslator(locale: Locale, namespace: 'errors'): Promise<ErrorsTranslator>
export function serverTranslator(locale: Locale, namespace: 'mail'): Promise<MailTranslator>
export function serverTranslator(locale: Locale, namespace: 'orders'): Promise<OrdersTranslator>
export function serverTranslator(locale: Locale, namespace: ServerNamespace) {
  const id = `${locale}:${namespace}`
  let translator = translators.get(id)
  if (!translator) {
    translator = namespaceMessages(locale, namespace).then((messages) =>
      namespace === 'errors'
        ? errorsTranslator(locale, messages as Messages['errors'])
        : namespace === 'mail'
          ? mailTranslator(locale, messages as Messages['mail'])
          : ordersTranslator(locale, messages as Messages['orders']),
    )
    translators.set(id, translator)
  }
  return translator
}

/** English errors without waiting, for callers that cannot (the back-office's checks, unit tests). */
export const englishErrorsTranslator = errorsTranslator(DEFAULT_LOCALE, english.errors)
