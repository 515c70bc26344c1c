import { createTranslator } from 'next-intl'

import { DEFAULT_LOCALE, intlLocale, type Locale } from '@/i18n/locales'
import englishErrors from '@/i18n/messages/en/errors.json'
import englishMail from '@/i18n/messages/en/mail.json'
import { loadMessages, type Messages } from '@/i18n/messages'

/** The namespaces the server speaks outside React: the API's messages and the e-mails. */
type ServerNamespace = 'errors' | 'mail'

const english = { errors: englishErrors, mail: englishMail } satisfies Pick<Messages, ServerNamespace>

type Tree = { [key: string]: string | Tree }

/** English with a language's own messages laid over it, key by key. */
function overEnglish(base: Tree, own: Tree): Tree {
  const merged: Tree = { ...base }
  for (const [key, value] of Object.entries(own)) {
    const under = base[key]
    if (typeof value === 'string') merged[key] = value
    else if (under && typeof under === 'object') merged[key] = overEnglish(under, value)
  }
  return merged
}

/** One namespace file of a language, on its own: for a language whose catalogue is not yet whole. */
const loadNamespace = async (locale: Locale, namespace: ServerNamespace): Promise<Tree> =>
  // A relative template import, as in src/i18n/messages.ts: the bundlers include every catalogue file.
  (await import(`./messages/${locale}/${namespace}.json`)).default as Tree

/**
 * A namespace in a language. The catalogue test makes every language whole, but an answer or an
 * e-mail must not fail for a message a translator has not written yet: whatever the language
 * lacks (a key, or a namespace file of another screen) is said in English.
 */
async function namespaceMessages(locale: Locale, namespace: ServerNamespace): Promise<Tree> {
  const base = english[namespace] as Tree
  if (locale === DEFAULT_LOCALE) return base
  const own = await loadMessages(locale).then(
    (messages) => messages[namespace] as Tree | undefined,
    () => loadNamespace(locale, namespace).catch(() => undefined),
  )
  if (own) return overEnglish(base, own)
  console.warn(`[i18n] no ${namespace} messages in ${locale}; using English`)
  return base
}

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
