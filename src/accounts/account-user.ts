import type { Db } from '@/lib/database/sql'
import { DomainError } from '@/lib/domain-error'
import type { User } from '@/payload-types'

/** The signed-in user's record, with their photo; an account deleted since the login ends the session. */
export async function loadAccountUser({ payload, req }: Db, id: number | string): Promise<User> {
  const user = await payload.findByID({
    collection: 'users',
    id,
    depth: 1,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  if (!user) throw new DomainError('session_ended')
  return user
}

/** The signed-in customer as an order or voucher names its buyer: id, address and full name. */
export async function loadBuyer(db: Db, id: number | string) {
  const user = await loadAccountUser(db, id)
  return { id: Number(user.id), email: user.email, name: [user.first_name, user.last_name].filter(Boolean).join(' ') }
}
