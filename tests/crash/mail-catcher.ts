import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export type CaughtMail = { to: string; subject: string; messageId: string; raw: string }

const header = (raw: string, name: string) =>
  new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, 'mi')
    .exec(raw)?.[1]
    ?.replace(/\r?\n[ \t]+/g, ' ')
    .trim() ?? ''

/** A real SMTP server on a loopback port that keeps every message the site sends. */
export async function startMailCatcher() {
  const caught: CaughtMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        for (const to of session.envelope.rcptTo)
          caught.push({
            to: to.address.toLowerCase(),
            subject: header(raw, 'Subject'),
            messageId: header(raw, 'Message-ID'),
            raw,
          })
        callback()
      })
    },
  })
  // A site killed in the middle of a conversation leaves its connection reset: expected here.
  server.on('error', () => undefined)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.server.address() as AddressInfo).port
  return {
    url: `smtp://127.0.0.1:${port}`,
    caught,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
