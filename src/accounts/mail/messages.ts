import type { Payload } from 'payload'

import { composeMail, type MailPart } from '@/mail/compose'
import { siteUrl } from '@/lib/env'

import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/localized-path'
import { serverTranslator, type MailTranslator } from '@/i18n/server-messages'

import { CODE_MINUTES } from '@/accounts/constants'

/** An account message's own part; `expires` when its code or link stops working after CODE_MINUTES. */
type Part = Omit<MailPart, 'note'> & { expires: boolean }

/** The closing note: how long the code or link works, and that an unasked-for mail can be ignored. */
function closing(t: MailTranslator, part: Part): string[] {
  const what = part.code && part.button ? 'codeAndLink' : part.code ? 'code' : 'link'
  return [...(part.expires ? [t('expires', { what, minutes: CODE_MINUTES })] : []), t('ignore')]
}

async function compose(payload: Payload, locale: Locale, to: string, subject: string, part: Part, link?: string) {
  const t = await serverTranslator(locale, 'mail')
  const { heading, lines, code, button } = part
  return composeMail(payload, locale, to, subject, { heading, lines, code, button, note: closing(t, part) }, { link })
}

/** A page of the site in the recipient's language (`/de/login?…`), with its query. */
const pageLink = (locale: Locale, page: string, params: Record<string, string>) =>
  `${siteUrl}${localizedPath(locale, page)}?${new URLSearchParams(params).toString()}`

export async function loginMail(
  payload: Payload,
  locale: Locale,
  email: string,
  code: string,
  token: string,
  codeOnly: boolean,
) {
  const t = await serverTranslator(locale, 'mail')
  const link = pageLink(locale, '/login', { email, code: token })
  return compose(
    payload,
    locale,
    email,
    t('login.subject', { code }),
    {
      heading: t('login.heading'),
      lines: [codeOnly ? t('login.codeOnly') : t('login.codeOrButton')],
      code,
      button: codeOnly ? undefined : { label: t('login.button'), url: link },
      expires: true,
    },
    link,
  )
}

export async function noAccountMail(payload: Payload, locale: Locale, email: string) {
  const t = await serverTranslator(locale, 'mail')
  const link = pageLink(locale, '/signup', { email })
  return compose(
    payload,
    locale,
    email,
    t('noAccount.subject'),
    {
      heading: t('noAccount.heading'),
      lines: [t('noAccount.text')],
      button: { label: t('noAccount.button'), url: link },
      // The sign-up page works with this address at any time.
      expires: false,
    },
    link,
  )
}

export async function signupMail(payload: Payload, locale: Locale, email: string, code: string, token: string) {
  const t = await serverTranslator(locale, 'mail')
  const link = pageLink(locale, '/signup', { email, code: token })
  return compose(
    payload,
    locale,
    email,
    t('signup.subject', { code }),
    {
      heading: t('signup.heading'),
      lines: [t('signup.text')],
      code,
      button: { label: t('signup.button'), url: link },
      expires: true,
    },
    link,
  )
}

export async function recoveryMail(payload: Payload, locale: Locale, email: string, code: string, token: string) {
  const t = await serverTranslator(locale, 'mail')
  const link = pageLink(locale, '/forgotpassword', { email, code: token })
  return compose(
    payload,
    locale,
    email,
    t('recovery.subject', { code }),
    {
      heading: t('recovery.heading'),
      lines: [t('recovery.text')],
      code,
      button: { label: t('recovery.button'), url: link },
      expires: true,
    },
    link,
  )
}
