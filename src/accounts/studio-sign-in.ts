import type { Db } from '@/lib/database/sql'
import { DomainError } from '@/lib/domain-error'
import { hasAdminRole } from '@/access/is-admin'

import { consumeCode } from '@/accounts/login-codes'
import { findUserByEmail } from '@/accounts/login-flows'
import { normalizeEmailAddress } from '@/lib/email-address'
import { startStudioSession } from '@/accounts/studio-session'

/**
 * The studio's door into `/admin` that no password counter can close: the code of a login mail
 * (`sendLoginLink`) for a back-office account starts a back-office session. Any other address
 * gets the answer of a wrong code, and its codes stay unused, so the door says nothing about
 * which addresses are the studio's. Answers the back-office's Set-Cookie.
 */
export async function studioCodeSignIn(db: Db, email: string, code: string): Promise<string> {
  const address = normalizeEmailAddress(email)
  const user = await findUserByEmail(db, address)
  if (!user || !hasAdminRole(user)) throw new DomainError('code_invalid')
  await consumeCode(db, address, code, ['login'])
  return startStudioSession(db, user.id)
}
