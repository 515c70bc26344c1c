import type { Db } from '@/lib/database/sql'
import { DomainError } from '@/lib/domain-error'
import type { User } from '@/payload-types'

import { consumeCode } from '@/accounts/login-codes'
import { countPasswordTry, passwordAccepted } from '@/accounts/password-limits'

/** What a customer offers with a new password to show it is them, not someone holding their session. */
export type PasswordProof = { password?: string; code?: string }

/**
 * The current password, through Payload's own check (the same as at login), counted like every
 * password door, under the session's own count: a stolen session cannot guess it faster, and
 * strangers guessing at the login cannot keep the owner from changing it.
 */
async function checkCurrentPassword(db: Db, email: string, password: string, session: string) {
  await countPasswordTry(email, { session })
  const ok = await db.payload
    .login({ collection: 'users', data: { email, password }, overrideAccess: true, req: db.req, depth: 0 })
    .then(() => true)
    .catch(() => false)
  if (!ok) throw new DomainError('current_password_wrong', {}, [{ path: 'password', code: 'current_password_wrong' }])
  await passwordAccepted(email, { session })
}

/**
 * Checks the proof a new password needs, before anything changes: the current password, or a
 * password-reset code from a mail sent to the account's address (for accounts that never chose a
 * password: those made by an e-mail link or another login provider). The code is the same proof
 * the recovery screen accepts without any session, so accepting it here opens nothing new; it is
 * used up even when the change fails afterwards, as a wrong guess stays counted.
 */
export async function provePasswordChange(
  db: Db,
  user: Pick<User, 'email'>,
  proof: PasswordProof,
  session: string,
): Promise<void> {
  if (proof.password) return checkCurrentPassword(db, user.email, proof.password, session)
  if (proof.code) {
    await consumeCode(db, user.email, proof.code, ['recover'])
    return
  }
  throw new DomainError('password_proof_required', {}, [{ path: 'password', code: 'password_proof_required' }])
}
