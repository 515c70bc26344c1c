import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import nodemailer, { type Transporter } from 'nodemailer'

import { env, paths } from '@/lib/env'

/** A file sent with a message (an order's tax invoice), as nodemailer takes it. */
export type MailAttachment = { filename: string; content: Buffer; contentType: string }

export type Mail = {
  to: string
  subject: string
  text: string
  html: string
  from: string
  link?: string
  attachments?: MailAttachment[]
  /** Where answers go: the sender of a contact form. */
  replyTo?: string
  /** Extra headers: a newsletter's List-Unsubscribe (RFC 2369, RFC 8058). */
  headers?: Record<string, string>
  /** The same id on every try of one owed mail (see src/mail/outbox/deliver-owed-mail.ts); the folder's file is named after it. */
  messageId?: string
}

let smtp: Transporter | null = null
let smtpUrl = ''
const outboxWriter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })

/**
 * Sends a message: through SMTP when SMTP_URL is set (looked up on every send, so a test can
 * point it at its own server); otherwise the message is written as an .eml file to DATA_DIR/outbox/
 * and its link printed in the log, so a site without mail still lets people in.
 */
export async function sendMail(mail: Mail): Promise<void> {
  const url = env.smtpUrl
  const { from, to, subject, text, html, attachments, replyTo, headers, messageId } = mail
  const message = { from, to, subject, text, html, attachments, replyTo, headers, messageId }
  if (url) {
    if (!smtp || smtpUrl !== url) {
      // A send ends, taken or failed, well within the outbox's minute-long lease on the mail.
      smtp = nodemailer.createTransport({
        url,
        connectionTimeout: 15_000,
        greetingTimeout: 15_000,
        socketTimeout: 30_000,
      })
      smtpUrl = url
    }
    await smtp.sendMail(message)
    return
  }
  const info = (await outboxWriter.sendMail(message)) as { message: Buffer }
  await fs.mkdir(paths.outbox, { recursive: true })
  // An owed mail sent twice (its runner died between the send and the mark) writes the same file again.
  const name = messageId
    ? messageId.replace(/[^\w.-]+/g, '')
    : `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`
  const file = path.join(paths.outbox, `${name}.eml`)
  await fs.writeFile(file, info.message, { mode: 0o600 })
  console.info(
    `[mail] "${mail.subject}" to ${mail.to} written to ${file}${mail.link ? `\n[mail] link: ${mail.link}` : ''}`,
  )
}

/** Sends without making the caller wait: answers must not take longer when an account exists. */
export function sendMailLater(mail: Mail): void {
  sendMail(mail).catch((error: unknown) => console.error('[mail] could not send', mail.subject, 'to', mail.to, error))
}
