import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

import { loadSecret } from '@/lib/secret'

let derived: { jwt: Uint8Array; codes: Buffer } | null = null

/** Keys for access tokens and code hashes, derived once from the site secret. */
export function accountKeys() {
  if (!derived) {
    const secret = loadSecret()
    derived = {
      jwt: new Uint8Array(createHmac('sha256', secret).update('atelier/access-token').digest()),
      codes: createHmac('sha256', secret).update('atelier/login-codes').digest(),
    }
  }
  return derived
}

/** A random token for links and refresh tokens: 256 bits, URL-safe. */
export const randomToken = () => randomBytes(32).toString('base64url')

/** A 6-digit code, uniformly drawn. */
export const randomCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0')

/** Long random secrets are stored as their SHA-256. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')

/** Short secrets (6-digit codes) are stored keyed, so a copy of the database cannot brute-force them. */
export const keyedHash = (value: string) => createHmac('sha256', accountKeys().codes).update(value).digest('hex')

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex')
  const y = Buffer.from(b, 'hex')
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y)
}
