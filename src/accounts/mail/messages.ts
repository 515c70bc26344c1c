import type { Payload } from 'payload'

import { getSiteSettings } from '@/content/site-data'
import { env, siteUrl } from '@/lib/env'

import { CODE_MINUTES } from '@/accounts/constants'
import type { Mail } from '@/accounts/mail/mailer'

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] as string,
  )

type Part = { heading: string; lines: string[]; button?: { label: string; url: string }; code?: string }

/** One message in the site's name and logo, as HTML and as plain text. */
async function compose(payload: Payload, to: string, subject: string, part: Part, link?: string): Promise<Mail> {
  const settings = await getSiteSettings(payload)
  const name = settings.name || 'Atelier'
  const logo = settings.organisation_logo ? `${siteUrl}${settings.organisation_logo.url}` : ''
  const from = env.mailFrom ?? `${name} <${settings.organisation_email || `no-reply@${new URL(siteUrl).hostname}`}>`
  const text = [
    name,
    '',
    part.heading,
    '',
    ...part.lines,
    ...(part.code ? ['', `Your code: ${part.code}`] : []),
    ...(part.button ? ['', `${part.button.label}: ${part.button.url}`] : []),
    '',
    `This ${part.code || part.button ? 'code and link expire' : 'message expires'} in ${CODE_MINUTES} minutes. If you did not ask for it, you can ignore this e-mail.`,
    '',
    siteUrl,
  ].join('\n')
  const html = `<!doctype html><html><body style="margin:0;background:#fbf8f3;font-family:Inter,Helvetica,Arial,sans-serif;color:#1f2430">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:520px;background:#ffffff;border:1px solid #e8e2d8;border-radius:12px" cellpadding="0" cellspacing="0">
<tr><td style="padding:28px 32px 8px">${logo ? `<img src="${escapeHtml(logo)}" alt="" width="48" height="48" style="border-radius:50%;vertical-align:middle">` : ''}
<span style="font-family:Georgia,serif;font-size:20px;vertical-align:middle;margin-left:${logo ? '10px' : '0'}">${escapeHtml(name)}</span></td></tr>
<tr><td style="padding:8px 32px 28px"><h1 style="font-family:Georgia,serif;font-weight:500;font-size:24px;margin:16px 0">${escapeHtml(part.heading)}</h1>
${part.lines.map((line) => `<p style="line-height:1.6;margin:0 0 12px">${escapeHtml(line)}</p>`).join('\n')}
${part.code ? `<p style="font-size:30px;letter-spacing:8px;font-weight:600;margin:20px 0" data-code>${part.code}</p>` : ''}
${part.button ? `<p style="margin:24px 0"><a href="${escapeHtml(part.button.url)}" style="background:#1f2430;color:#fbf8f3;text-decoration:none;padding:12px 22px;border-radius:999px;display:inline-block">${escapeHtml(part.button.label)}</a></p>` : ''}
<p style="color:#6b6f78;font-size:13px;line-height:1.5">This ${part.code || part.button ? 'code and link expire' : 'message expires'} in ${CODE_MINUTES} minutes. If you did not ask for it, you can ignore this e-mail.</p>
</td></tr></table>
<p style="color:#6b6f78;font-size:12px"><a href="${escapeHtml(siteUrl)}" style="color:#6b6f78">${escapeHtml(new URL(siteUrl).host)}</a></p>
</td></tr></table></body></html>`
  return { to, from, subject, text, html, link }
}

const pageLink = (page: string, params: Record<string, string>) =>
  `${siteUrl}${page}?${new URLSearchParams(params).toString()}`

export async function loginMail(payload: Payload, email: string, code: string, token: string, codeOnly: boolean) {
  const link = pageLink('/login', { email, code: token })
  return compose(
    payload,
    email,
    `Your login code: ${code}`,
    {
      heading: 'Log in to your account',
      lines: [
        codeOnly
          ? 'Enter this code on the login screen.'
          : 'Enter this code on the login screen, or use the button below.',
      ],
      code,
      button: codeOnly ? undefined : { label: 'Log in', url: link },
    },
    link,
  )
}

export async function noAccountMail(payload: Payload, email: string) {
  const link = `${siteUrl}/signup?${new URLSearchParams({ email })}`
  return compose(
    payload,
    email,
    'No account with this address',
    {
      heading: 'We could not find your account',
      lines: ['Someone asked to log in with this e-mail address, but it has no account yet. You can sign up with it.'],
      button: { label: 'Sign up', url: link },
    },
    link,
  )
}

export async function signupMail(payload: Payload, email: string, code: string, token: string) {
  const link = pageLink('/signup', { email, code: token })
  return compose(
    payload,
    email,
    `Confirm your e-mail: ${code}`,
    {
      heading: 'Finish signing up',
      lines: ['Confirm this e-mail address to create your account.'],
      code,
      button: { label: 'Create my account', url: link },
    },
    link,
  )
}

export async function recoveryMail(payload: Payload, email: string, code: string, token: string) {
  const link = pageLink('/forgotpassword', { email, code: token })
  return compose(
    payload,
    email,
    `Your password reset code: ${code}`,
    {
      heading: 'Choose a new password',
      lines: [
        'Enter this code where you are choosing a new password (the recovery screen or your profile), or use the button below.',
      ],
      code,
      button: { label: 'Choose a new password', url: link },
    },
    link,
  )
}
