import { createHmac, timingSafeEqual } from 'node:crypto'

/** A callback older than this is refused, so a recorded one cannot be replayed later. */
export const CALLBACK_TOLERANCE_SECONDS = 300

const hmac = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')

/** The signature header of a callback: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, as Stripe signs. */
export function signCallback(secret: string, body: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`
}

/** Whether a header signs this body with this secret and is no older than the tolerance (nor from the future). */
export function verifyCallback(secret: string, body: string, header: string | null, now = Date.now()): boolean {
  if (!header) return false
  const parts = new Map<string, string[]>()
  for (const part of header.split(',')) {
    const [key, value] = part.split('=', 2)
    if (key && value) parts.set(key.trim(), [...(parts.get(key.trim()) ?? []), value.trim()])
  }
  const timestamp = Number(parts.get('t')?.[0])
  if (!Number.isSafeInteger(timestamp)) return false
  if (Math.abs(now / 1000 - timestamp) > CALLBACK_TOLERANCE_SECONDS) return false
  const expected = Buffer.from(hmac(secret, timestamp, body), 'hex')
  return (parts.get('v1') ?? []).some((given) => {
    const candidate = Buffer.from(given, 'hex')
    return candidate.length === expected.length && timingSafeEqual(candidate, expected)
  })
}
