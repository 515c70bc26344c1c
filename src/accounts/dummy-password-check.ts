import { pbkdf2, randomBytes } from 'node:crypto'

/**
 * The cost of Payload 3.90's password hash (`pbkdf2-sha256-v1`: PBKDF2-SHA256, 600,000 iterations,
 * a 32-byte key; payload/dist/auth/strategies/local/generatePasswordSaltHash.js). Payload answers
 * an unknown address without hashing anything, so a wrong password took ten times longer for an
 * address with an account than for one without, which told anyone which addresses have one.
 * `tests/int/password-doors.int.test.ts` checks a stored hash against these numbers.
 */
export const PASSWORD_HASH = { prefix: 'pbkdf2-sha256-v1:', iterations: 600_000, keyLength: 32 } as const

const salt = randomBytes(32).toString('hex')

/** Hashes the password as a real check would, for an address without an account; the result is thrown away. */
export function dummyPasswordCheck(password: string): Promise<void> {
  return new Promise((resolve) =>
    pbkdf2(password, salt, PASSWORD_HASH.iterations, PASSWORD_HASH.keyLength, 'sha256', () => resolve()),
  )
}
