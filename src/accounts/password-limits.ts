import { DomainError, isDomainError } from '@/lib/domain-error'
import { normalizeEmailAddress } from '@/lib/email-address'

import { clearLimit, hit, isLimited, limits, pace, refund } from '@/accounts/rate-limit'
import { trustedDevice } from '@/accounts/trusted-device'

/**
 * Where a password comes from: a client (its address and the device cookie it sent), or a
 * signed-in session proving itself before a password change.
 */
export type PasswordSource = { ip: string; device?: string | null } | { session: string }

/** The counters a try from `source` for `email` is held to, the most specific first. */
function keysOf(email: string, source: PasswordSource) {
  const address = normalizeEmailAddress(email)
  if ('session' in source) return { own: `password:session:${source.session}`, shared: null }
  const device = trustedDevice(source.device, address)
  if (device) return { own: `password:device:${device}`, shared: null }
  return { own: `password:source:${address}:${source.ip}`, shared: `password:addr:${address}` }
}

/**
 * Counts a password about to be checked for an address, at any door (the v1 login, Payload's
 * REST and GraphQL logins, the current password before a change), before the check, so parallel
 * guesses cannot all slip in while the first ones are still being hashed. Past an allowance the
 * password is not checked at all: 429 with the time to wait.
 *
 * A browser that signed in to the address before (its device cookie) and a signed-in session are
 * counted on their own only. Everyone else is counted per address and source, and all of them
 * together per address, paced: after five tries each must wait longer, and none past thirty in a
 * quarter hour. So a stranger's guesses can slow other strangers but never keep the owner out:
 * her own browser is not held back, and a new browser gets in by e-mail code, which marks it.
 */
export async function countPasswordTry(email: string, source: PasswordSource): Promise<void> {
  const keys = keysOf(email, source)
  try {
    if (!keys.shared) return await hit(keys.own, limits.passwordPerDevice)
    if (await isLimited(keys.own, limits.passwordPerSource)) await hit(keys.own, limits.passwordPerSource)
    await pace(keys.shared, limits.passwordPerAddress)
    await hit(keys.own, limits.passwordPerSource)
  } catch (error) {
    if (isDomainError(error, 'rate_limited')) throw new DomainError('password_attempts_exceeded', error.params)
    throw error
  }
}

/**
 * The right password came from `source`: its own count starts again, and its try is taken back
 * from the count of all strangers together, which otherwise runs on: a right password must not
 * buy a guessing crowd a fresh allowance, but the owner signing in often must not pace her either.
 */
export async function passwordAccepted(email: string, source: PasswordSource): Promise<void> {
  const keys = keysOf(email, source)
  await clearLimit(keys.own)
  if (keys.shared) await refund(keys.shared)
}
