import { listenSmtp } from '../support/smtp-listener'

export type CaughtMail = { to: string; subject: string; messageId: string; raw: string }

const header = (raw: string, name: string) =>
  new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, 'mi')
    .exec(raw)?.[1]
    ?.replace(/\r?\n[ \t]+/g, ' ')
    .trim() ?? ''

/** A real SMTP server on a loopback port that keeps every message the site sends, once per recipient. */
export async function startMailCatcher() {
  const caught: CaughtMail[] = []
  const listener = await listenSmtp(({ to, raw }) => {
    for (const address of to)
      caught.push({ to: address, subject: header(raw, 'Subject'), messageId: header(raw, 'Message-ID'), raw })
  })
  return { ...listener, caught }
}
