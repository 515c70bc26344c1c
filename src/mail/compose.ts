import type { Payload } from 'payload'

import { getSiteSettings } from '@/content/site-data'
import { env, siteUrl } from '@/lib/env'
import { escapeHtml } from '@/lib/escape-html'
import { isolate } from '@/i18n/bidi'
import { textDirection, type Locale } from '@/i18n/locales'
import { serverTranslator } from '@/i18n/server-messages'

import type { Mail, MailAttachment } from '@/mail/mailer'

/** One row of a two-column table: an item and its price, or a figure. */
export type MailRow = { label: string; value: string; strong?: boolean }

/** What a message says, in its order; every text already in the recipient's language. */
export type MailPart = {
  heading: string
  /** Paragraphs under the heading. */
  lines: string[]
  /** A table under them: an order's items and figures. */
  rows?: MailRow[]
  /** Titled groups of short lines after the table: an address, the customer's note. */
  sections?: { title: string; lines: string[] }[]
  code?: string
  button?: { label: string; url: string }
  /** Small print at the end: how long a code works, whom to ask. */
  note?: string[]
}

/** What travels beside the text: the link printed in the log when mail is off, files. */
export type MailExtras = { link?: string; attachments?: MailAttachment[] }

const paragraph = (text: string) => `<p style="line-height:1.6;margin:0 0 12px">${escapeHtml(text)}</p>`

function rowsHtml(rows: MailRow[], end: 'left' | 'right'): string {
  const cells = rows.map((row) => {
    const weight = row.strong ? 'font-weight:600;' : ''
    const border = 'border-bottom:1px solid #eee8de;padding:8px 0;vertical-align:top;'
    return `<tr><td style="${border}${weight}">${escapeHtml(row.label)}</td><td align="${end}" style="${border}${weight}padding-inline-start:16px;white-space:nowrap">${escapeHtml(row.value)}</td></tr>`
  })
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:8px 0 20px;font-size:15px">${cells.join('')}</table>`
}

const sectionHtml = (section: { title: string; lines: string[] }) =>
  `<p style="line-height:1.6;margin:0 0 16px"><strong>${escapeHtml(section.title)}</strong><br>${section.lines.map(escapeHtml).join('<br>')}</p>`

/**
 * One message in the site's name and logo, as HTML and as plain text, in the recipient's language
 * (`lang` and `dir` on the HTML, so mail programs read Arabic right to left). Every mail of the
 * site, account or shop, is made here.
 */
export async function composeMail(
  payload: Payload,
  locale: Locale,
  to: string,
  subject: string,
  part: MailPart,
  extras: MailExtras = {},
): Promise<Mail> {
  const t = await serverTranslator(locale, 'mail')
  const settings = await getSiteSettings(payload)
  const name = settings.name || 'Atelier'
  const logo = settings.organisation_logo ? `${siteUrl}${settings.organisation_logo.url}` : ''
  const from = env.mailFrom ?? `${name} <${settings.organisation_email || `no-reply@${new URL(siteUrl).hostname}`}>`
  const dir = textDirection(locale)
  const rows = part.rows ?? []
  // In right-to-left mail each line of an address or a note keeps its own direction: "22 Marine
  // Parade" and "+61 8 9335 0142" as written, not "Marine Parade 22" and "0142 9335 8 61+".
  const sections = (part.sections ?? []).map((section) =>
    dir === 'rtl' ? { ...section, lines: section.lines.map(isolate) } : section,
  )
  const note = part.note ?? []
  const text = [
    name,
    '',
    part.heading,
    '',
    ...part.lines,
    ...(rows.length ? ['', ...rows.map((row) => t('rowLine', { label: row.label, value: row.value }))] : []),
    ...sections.flatMap((section) => ['', section.title, ...section.lines]),
    ...(part.code ? ['', t('yourCode', { code: part.code })] : []),
    ...(part.button ? ['', t('linkLine', { label: part.button.label, url: part.button.url })] : []),
    ...(note.length ? ['', note.join(' ')] : []),
    '',
    siteUrl,
  ].join('\n')
  const html = `<!doctype html><html lang="${locale}" dir="${dir}"><body style="margin:0;background:#fbf8f3;font-family:Inter,Helvetica,Arial,sans-serif;color:#1f2430">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:560px;background:#ffffff;border:1px solid #e8e2d8;border-radius:12px" cellpadding="0" cellspacing="0">
<tr><td style="padding:28px 32px 8px">${logo ? `<img src="${escapeHtml(logo)}" alt="" width="48" height="48" style="border-radius:50%;vertical-align:middle">` : ''}
<span style="font-family:Georgia,serif;font-size:20px;vertical-align:middle;margin:0 ${logo ? '10px' : '0'}">${escapeHtml(name)}</span></td></tr>
<tr><td style="padding:8px 32px 28px"><h1 style="font-family:Georgia,serif;font-weight:500;font-size:24px;margin:16px 0">${escapeHtml(part.heading)}</h1>
${part.lines.map(paragraph).join('\n')}
${rows.length ? rowsHtml(rows, dir === 'rtl' ? 'left' : 'right') : ''}
${sections.map(sectionHtml).join('\n')}
${part.code ? `<p style="font-size:30px;letter-spacing:8px;font-weight:600;margin:20px 0" dir="ltr" data-code>${part.code}</p>` : ''}
${part.button ? `<p style="margin:24px 0"><a href="${escapeHtml(part.button.url)}" style="background:#1f2430;color:#fbf8f3;text-decoration:none;padding:12px 22px;border-radius:999px;display:inline-block">${escapeHtml(part.button.label)}</a></p>` : ''}
${note.length ? `<p style="color:#6b6f78;font-size:13px;line-height:1.5">${escapeHtml(note.join(' '))}</p>` : ''}
</td></tr></table>
<p style="color:#6b6f78;font-size:12px"><a href="${escapeHtml(siteUrl)}" style="color:#6b6f78">${escapeHtml(new URL(siteUrl).host)}</a></p>
</td></tr></table></body></html>`
  return { to, from, subject, text, html, ...extras }
}
