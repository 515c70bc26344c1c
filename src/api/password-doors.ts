import { IncomingMessage, type ServerResponse } from 'node:http'

import { limitMail, limitSecret } from '@/accounts/login-flows'
import { countPasswordTry, passwordAccepted, type PasswordSource } from '@/accounts/password-limits'
import { rawDeviceCookieHeader, rawDeviceCookieOf } from '@/api/device-cookie'
import { doorAttempts, type DoorAttempt, type PasswordDoor } from '@/api/password-door-attempts'
import { clientAddress } from '@/api/v1/client-ip'
import { isDomainError } from '@/lib/domain-error'
import { describeDomainError } from '@/lib/domain-error-messages'
import { negotiateLocale } from '@/i18n/negotiate'
import { serverTranslator } from '@/i18n/server-messages'

export { passwordDoorOf } from '@/api/password-door-attempts'

/** Far above any login or GraphQL request the site makes; a bigger body is refused unread. */
const MAX_BODY_BYTES = 1024 * 1024

class BodyTooLarge extends Error {}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY_BYTES) {
        req.removeAllListeners('data')
        req.resume()
        reject(new BodyTooLarge())
        return
      }
      chunks.push(chunk)
    })
    req.on('end', () => resolve(Buffer.concat(chunks)))
    req.on('error', reject)
  })
}

/**
 * The request again, with the body already read: Next reads a request's body from the stream, and
 * this one's has been consumed. Everything Next looks at (method, address, headers, socket) is the
 * original's.
 */
function replay(original: IncomingMessage, body: Buffer): IncomingMessage {
  const copy = new IncomingMessage(original.socket)
  copy.method = original.method
  copy.url = original.url
  copy.headers = original.headers
  copy.rawHeaders = original.rawHeaders
  copy.httpVersion = original.httpVersion
  copy.httpVersionMajor = original.httpVersionMajor
  copy.httpVersionMinor = original.httpVersionMinor
  // All of the body is pushed now; reading must not resume the socket, which the server owns.
  copy._read = () => undefined
  if (body.length) copy.push(body)
  copy.push(null)
  copy.complete = true
  return copy
}

function answer(res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}) {
  res
    .writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...headers })
    .end(JSON.stringify({ errors: [{ message }] }))
}

/** Counts each attempt the request carries against its address and the client (429 past a limit). */
async function countAttempts(attempts: DoorAttempt[], source: { ip: string; device: string | null }) {
  for (const attempt of attempts) {
    if (attempt.kind === 'mail') {
      // Without an address Payload refuses before sending anything.
      if (attempt.email) await limitMail(attempt.email, source.ip)
      continue
    }
    await limitSecret(source.ip)
    if (attempt.email) await countPasswordTry(attempt.email, source)
  }
}

/**
 * Once Payload answers a REST login 200, the address's count for this client starts again and the
 * browser is marked as one that signed in to it. Added as the head goes out: Payload (through
 * Next) sets its own cookies with the same response.
 */
function onSignedIn(req: IncomingMessage, res: ServerResponse, email: string, source: PasswordSource) {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse
  res.writeHead = ((...args: unknown[]) => {
    if (args[0] === 200) {
      // Best effort: should the count not be cleared, it runs out with its window.
      void passwordAccepted(email, source).catch(() => undefined)
      withCookie(res, args, rawDeviceCookieHeader(req, email))
    }
    return writeHead(...args)
  }) as ServerResponse['writeHead']
}

/** A header's value as a list: none, one, or the several a Set-Cookie may carry. */
const valuesOf = (value: unknown): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value.map(String) : [String(value)]

/** Adds a Set-Cookie to a head about to be written, whether its headers were set before or come with it. */
function withCookie(res: ServerResponse, args: unknown[], cookie: string) {
  const given = args.at(-1)
  if (Array.isArray(given)) {
    given.push('set-cookie', cookie)
    return
  }
  if (given && typeof given === 'object') {
    const headers = given as Record<string, unknown>
    const name = Object.keys(headers).find((key) => key.toLowerCase() === 'set-cookie')
    if (name) {
      headers[name] = [...valuesOf(headers[name]), cookie]
      return
    }
  }
  res.setHeader('set-cookie', [...valuesOf(res.getHeader('set-cookie')), cookie])
}

/**
 * In front of Payload's password doors (REST login and forgot-password, GraphQL's login and
 * forgot-password mutations): the same limits as the v1 API's, by address and by IP, counted
 * before Payload checks anything, so guessing cannot go faster through Payload than through v1,
 * and the lock Payload would otherwise apply (now off) cannot be used against an account's owner.
 * Past a limit the request is answered 429 with Retry-After and never reaches Payload; otherwise
 * `next` gets a request whose body can be read again.
 */
export async function guardPasswordDoor(
  req: IncomingMessage,
  res: ServerResponse,
  door: PasswordDoor,
  next: (checked: IncomingMessage) => unknown,
): Promise<void> {
  // Refusals here speak the request's language, as the v1 API's do.
  const t = await serverTranslator(negotiateLocale(req.headers['accept-language']), 'errors')
  let body: Buffer
  try {
    body = await readBody(req)
  } catch (error) {
    if (error instanceof BodyTooLarge) answer(res, 413, t('domain.bodyTooLarge'), { Connection: 'close' })
    else res.destroy()
    return
  }
  const attempts = await doorAttempts(door, req.headers['content-type'] ?? '', body)
  const source = {
    ip: clientAddress(req.headers['x-forwarded-for'], req.socket.remoteAddress),
    device: rawDeviceCookieOf(req),
  }
  try {
    await countAttempts(attempts, source)
  } catch (error) {
    if (!isDomainError(error)) throw error
    const retryAfter = Number(error.params.retryAfter) || 60
    answer(res, 429, describeDomainError(error, t).message, { 'Retry-After': String(retryAfter) })
    return
  }
  // A right password through the REST login, as through the v1 login (the studio signs in here).
  const email = door === 'rest-login' ? attempts[0]?.email : null
  if (email) onSignedIn(req, res, email, source)
  await next(replay(req, body))
}
