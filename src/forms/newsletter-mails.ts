import type { Payload } from 'payload'

import { siteUrl } from '@/lib/env'
import { composeMail, type MailPart } from '@/mail/compose'
import type { OwedMail } from '@/mail/outbox/deliver-owed-mail'
import { localizedPath } from '@/i18n/localized-path'
import type { Locale } from '@/i18n/locales'
import { serverTranslator } from '@/i18n/server-messages'
import type { Subscriber } from '@/payload-types'

import type { Mail } from '@/mail/mailer'

import { CONFIRM_DAYS, unsubscribeUrls } from '@/forms/newsletter'

const readEntry = (payload: Payload, id: number) =>
  payload.findByID({ collection: 'subscribers', id, depth: 0, overrideAccess: true, disableErrors: true })

const localeOf = (entry: Subscriber) => (entry.locale ?? 'en') as Locale

/**
 * A mail to a subscriber in their language, with the list's headers: List-Unsubscribe (the page
 * and the one-click address) and List-Unsubscribe-Post (RFC 8058), so a mail program offers its own
 * unsubscribe button, and the same link at the foot of the message.
 */
async function subscriberMail(
  payload: Payload,
  subscriber: Subscriber,
  subject: string,
  part: MailPart,
): Promise<Mail> {
  const locale = localeOf(subscriber)
  const t = await serverTranslator(locale, 'mail')
  const urls = unsubscribeUrls(subscriber.id, locale)
  const mail = await composeMail(payload, locale, subscriber.email, subject, {
    ...part,
    note: [...(part.note ?? []), t('newsletter.footer', { url: urls.page })],
  })
  return {
    ...mail,
    headers: {
      'List-Unsubscribe': `<${urls.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      'List-Id': `Newsletter <newsletter.${new URL(siteUrl).hostname}>`,
    },
  }
}

/** The double opt-in's link, to the address that asked; the token came with the owed mail. */
export async function newsletterConfirmMail(payload: Payload, id: number, owed: OwedMail): Promise<Mail | null> {
  const entry = await readEntry(payload, id)
  const token = typeof owed.data.token === 'string' ? owed.data.token : ''
  if (!entry || !token) return null
  const locale = localeOf(entry)
  const t = await serverTranslator(locale, 'mail')
  const link = `${siteUrl}${localizedPath(locale, '/newsletter')}?confirm=${token}`
  return composeMail(
    payload,
    locale,
    entry.email,
    t('newsletter.confirm.subject'),
    {
      heading: t('newsletter.confirm.heading'),
      lines: [t('newsletter.confirm.text')],
      button: { label: t('newsletter.confirm.button'), url: link },
      note: [t('newsletter.confirm.note', { days: CONFIRM_DAYS })],
    },
    { link },
  )
}

/** The welcome once the link is used, carrying the unsubscribe link; none for an entry gone or left since. */
export async function newsletterWelcomeMail(payload: Payload, id: number): Promise<Mail | null> {
  const entry = await readEntry(payload, id)
  if (!entry || entry.status !== 'subscribed') return null
  const t = await serverTranslator(localeOf(entry), 'mail')
  return subscriberMail(payload, entry, t('newsletter.welcome.subject'), {
    heading: t('newsletter.welcome.heading'),
    lines: [t('newsletter.welcome.text')],
  })
}
