import type { Payload } from 'payload'

import { getSiteSettings } from '@/content/site-data'
import { env, siteUrl } from '@/lib/env'

import { textDirection, type Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/localized-path'
import { serverTranslator, type MailTranslator } from '@/i18n/server-messages'

import { CODE_MINUTES } from '@/accounts/constants'
import type { Mail } from '@/accounts/mail/mailer'

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] as string,
  )

/** A message's own part; `expires` when its code or link stops working after CODE_MINUTES. */
type Part = {
  heading: string
  lines: string[]
  button?: { label: string; url: string }
  code?: string
  expires: boolean
}

/** The closing note: how long the code or link works, and that an unasked-for mail can be ignored. */
function closing(t: MailTranslator, part: Part): string[] {
  const what = part.code && part.button ? 'codeAndLink' : part.code ? 'code' : 'link'
  return [...(part.expires ? [t('expires', { what, minutes: CODE_MINUTES })] : []), t('ignore')]
}

/**
 * One message in the site's name and logo, as HTML and as plain text, in the recipient's language
 * (`lang` and `dir` on the HTML, so mail programs read Arabic right to left).
 */
async function compose(
  payload: Payload,
  locale: Locale,
  to: string,
  subject: string,
  part: Part,
  link?: string,
): Promise<Mail> {
  const t = await serverTranslator(locale, 'mail')
  const settings = await getSiteSettings(payload)
  const name = settings.name || 'Atelier'
  const logo = settings.organisation_logo ? `${siteUrl}${settings.organisation_logo.url}` : ''
  const from = env.mailFrom ?? `${name} <${settings.organisation_email || `no-reply@${new URL(siteUrl).hostname}`}>`
  const note = closing(t, part)
  const text = [
    name,
    '',
    part.heading,
    '',
    ...part.lines,
    ...(part.code ? ['', t('yourCode', { code: part.code })] : []),
    ...(part.button ? ['', t('linkLine', { label: part.button.label, url: part.button.url })] : []),
    '',
    note.join(' '),
    '',
    siteUrl,
  ].join('\n')
  const html = `<!doctype html><html lang="${locale}" dir="${textDirection(locale)}"><body style="margin:0;background:#fbf8f3;font-family:Inter,Helvetica,Arial,sans-serif;color:#1f2430">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:520px;background:#ffffff;border:1px solid #e8e2d8;border-radius:12px" cellpadding="0" cellspacing="0">
<tr><td style="padding:28px 32px 8px">${logo ? `<img src="${escapeHtml(logo)}" alt="" width="48" height="48" style="border-radius:50%;vertical-align:middle">` : ''}
<span style="font-family:Georgia,serif;font-size:20px;vertical-align:middle;margin:0 ${logo ? '10px' : '0'}">${escapeHtml(name)}</span></td></tr>
<tr><td style="padding:8px 32px 28px"><h1 style="font-family:Georgia,serif;font-weight:500;font-size:24px;margin:16px 0">${escapeHtml(part.heading)}</h1>
${part.lines.map((line) => `<p style="line-height:1.6;margin:0 0 12px">${escapeHtml(line)}</p>`).join('\n')}
${part.code ? `<p style="font-size:30px;letter-spacing:8px;font-weight:600;margin:20px 0" dir="ltr" data-code>${part.code}</p>` : ''}
${part.button ? `<p style="margin:24px 0"><a href="${escapeHtml(part.button.url)}" style="background:#1f2430;color:#fbf8f3;text-decoration:none;padding:12px 22px;border-radius:999px;display:inline-block">${escapeHtml(part.button.label)}</a></p>` : ''}
<p style="color:#6b6f78;font-size:13px;line-height:1.5">${escapeHtml(note.join(' '))}</p>
</td></tr></table>
<p style="color:#6b6f78;font-size:12px"><a href="${escapeHtml(siteUrl)}" style="color:#6b6f78">${escapeHtml(new URL(siteUrl).host)}</a></p>
</td></tr></table></body></html>`
  return { to, from, subject, text, html, link }
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
