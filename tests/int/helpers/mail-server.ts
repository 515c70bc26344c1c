import { getPayload } from 'payload'
import { afterAll, beforeAll } from 'vitest'

import config from '@payload-config'
import { query, sql } from '@/lib/database/sql'
import { setEnvForTests } from '@/lib/env'

import { listenSmtp } from '../../support/smtp-listener'

/**
 * The test files share one database, and mail an earlier file owed after its mail server closed
 * would be retried into this file's server (the studio's address is a setting every file sets).
 * A file's mail server starts with nothing owed from before.
 */
async function dropMailOwedBefore() {
  await query(
    { payload: await getPayload({ config }) },
    sql`UPDATE "owed_mails" SET "status" = 'dropped', "last_error" = 'Owed before this test file started'
        WHERE "status" = 'pending'`,
  )
}

export type ReceivedMail = { to: string[]; raw: string; text: string }

/** Undoes quoted-printable soft breaks and escapes, enough to read codes and links. */
const decodeQuotedPrintable = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))

/**
 * A real SMTP server for a test (tests/support/smtp-listener.ts) that keeps what arrives. `refuse` messages
 * are answered with a temporary failure (451) before it starts taking them, as a busy server would.
 */
export async function startMailServer({ refuse = 0 }: { refuse?: number } = {}) {
  await dropMailOwedBefore()
  const received: ReceivedMail[] = []
  let refusals = refuse
  const waiting: { to: string; resolve: (mail: ReceivedMail) => void }[] = []
  const listener = await listenSmtp(({ to, raw }) => {
    if (refusals > 0) {
      refusals--
      return Object.assign(new Error('Busy, try again later'), { responseCode: 451 })
    }
    const mail = { to, raw, text: decodeQuotedPrintable(raw) }
    received.push(mail)
    for (const w of [...waiting]) {
      if (mail.to.includes(w.to)) {
        waiting.splice(waiting.indexOf(w), 1)
        w.resolve(mail)
      }
    }
  })
  return {
    url: listener.url,
    received,
    /**
     * The next mail to `to` (after the call), or a timeout error. CI runs the PostgreSQL files
     * beside the crash and cluster tests on two cores, where a mail composed and sent after its
     * commit once took over 10 s.
     */
    next(to: string, timeoutMs = 20_000): Promise<ReceivedMail> {
      return new Promise((resolve, reject) => {
        const entry = { to: to.toLowerCase(), resolve }
        waiting.push(entry)
        setTimeout(() => {
          const i = waiting.indexOf(entry)
          if (i >= 0) {
            waiting.splice(i, 1)
            reject(new Error(`No mail to ${to} within ${timeoutMs} ms`))
          }
        }, timeoutMs)
      })
    },
    close: listener.close,
  }
}

/** The base64 body of the mail's PDF attachment, decoded. */
export function pdfAttachment(received: ReceivedMail): { filename: string; bytes: Buffer } | null {
  const match =
    /Content-Type: application\/pdf;\s*name="?([^"\r\n;]+)"?[\s\S]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+?)\r?\n(?:--|\r?\n)/.exec(
      received.raw,
    )
  return match ? { filename: match[1], bytes: Buffer.from(match[2].replace(/\s+/g, ''), 'base64') } : null
}

/** The mail's text with the quoted-printable bytes read as UTF-8 (the helper leaves them one character each). */
export const textOf = (received: ReceivedMail) => Buffer.from(received.text, 'latin1').toString('utf8')
export const codeOf = (mail: ReceivedMail) => /Your code: (\d{6})/.exec(mail.text)?.[1] ?? ''
const linkOf = (mail: ReceivedMail) =>
  /(https?:\/\/[^\s"<]+\?email=[^\s"<]+)/.exec(mail.text)?.[1]?.replace(/&amp;/g, '&') ?? ''
export const linkTokenOf = (mail: ReceivedMail) => new URL(linkOf(mail)).searchParams.get('code') ?? ''

/**
 * A mail server for one test file: started before its tests with the site's SMTP setting pointed
 * at it, stopped and the setting restored after them. `next` waits for the next mail to an address.
 */
export function mailServerForFile() {
  let mail: Awaited<ReturnType<typeof startMailServer>> | undefined
  let restore = () => {}
  beforeAll(async () => {
    mail = await startMailServer()
    restore = setEnvForTests({ smtpUrl: mail.url })
  })
  afterAll(async () => {
    restore()
    await mail?.close()
  })
  return {
    next: (to: string, timeoutMs?: number) => {
      if (!mail) throw new Error('The mail server has not started yet.')
      return mail.next(to, timeoutMs)
    },
    /** Every mail received so far. */
    get received() {
      if (!mail) throw new Error('The mail server has not started yet.')
      return mail.received
    },
  }
}
