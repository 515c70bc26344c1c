import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

/** What the listener is told of each message: its recipients and raw text; an error refuses it. */
export type OnMessage = (message: { to: string[]; raw: string }) => Error | void

/**
 * A real SMTP server on a free loopback port, for the site to send to through SMTP_URL. A client
 * that dies mid-conversation (the crash test kills the site) only resets its connection.
 */
export async function listenSmtp(onMessage: OnMessage) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase())
        callback(onMessage({ to, raw: Buffer.concat(chunks).toString('utf8') }) ?? undefined)
      })
    },
  })
  server.on('error', () => undefined)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
