import { randomBytes } from 'node:crypto'

import { normalizeEmailAddress } from '@/lib/email-address'

import { keyedHash, sameHash } from '@/accounts/secrets'

/**
 * A browser that signed in to an address keeps a mark of it (OWASP's "device cookie"): a random
 * id and its keyed hash with the address, so the mark says nothing about the address and cannot
 * be made for another. Password tries from a marked browser are counted on their own and never
 * held back by a stranger's wrong guesses for the same address.
 */
export const DEVICE_COOKIE = 'atelier_device'
export const DEVICE_DAYS = 365

/** A browser shared by a household or by the artist's two accounts keeps a few marks, newest first. */
const MAX_MARKS = 5

const signature = (email: string, id: string) => keyedHash(`device:${normalizeEmailAddress(email)}:${id}`)

function idOf(mark: string, email: string): string | null {
  const [id, signed, ...rest] = mark.split('.')
  if (rest.length || !id || !signed || !/^[\w-]{22}$/.test(id) || !/^[0-9a-f]{64}$/.test(signed)) return null
  return sameHash(signed, signature(email, id)) ? id : null
}

/** The id of the mark the cookie holds for `email`, or null when this browser never signed in to it. */
export function trustedDevice(cookie: string | null | undefined, email: string): string | null {
  if (!cookie || cookie.length > 1024) return null
  for (const mark of cookie.split('~')) {
    const id = idOf(mark, email)
    if (id) return id
  }
  return null
}

/** The cookie after a sign-in to `email`: a fresh mark for it first, other addresses' marks kept. */
export function markDevice(cookie: string | null | undefined, email: string): string {
  const id = randomBytes(16).toString('base64url')
  const others = (cookie && cookie.length <= 1024 ? cookie.split('~') : []).filter(
    (mark) => /^[\w-]{22}\.[0-9a-f]{64}$/.test(mark) && !idOf(mark, email),
  )
  return [`${id}.${signature(email, id)}`, ...others].slice(0, MAX_MARKS).join('~')
}
