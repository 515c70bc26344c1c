import { DomainError, isDomainError } from '@/lib/domain-error'

import { clearLimit, hit, limits } from '@/accounts/rate-limit'

const addressKey = (email: string) => `password:addr:${email}`

/**
 * Counts a password about to be checked for an address, at any door (the v1 login, Payload's
 * REST and GraphQL logins). It is counted before the check, so parallel guesses cannot all slip
 * in while the first ones are still being hashed; a right password forgets the count again
 * (`passwordAccepted`). Past the allowance the password is not checked at all: 429 with the time
 * to wait. The e-mail code login never looks at this count, so the owner always has a way in.
 */
export function countPasswordTry(email: string) {
  try {
    hit(addressKey(email), limits.passwordPerAddress)
  } catch (error) {
    if (isDomainError(error, 'rate_limited')) throw new DomainError('password_attempts_exceeded', error.params)
    throw error
  }
}

/** The address proved itself (right password, e-mail code, recovery): its count starts again. */
export const passwordAccepted = (email: string) => clearLimit(addressKey(email))
