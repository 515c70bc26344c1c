import { loadAccountUser } from '@/accounts/account-user'
import { listAddresses } from '@/accounts/addresses'
import { creditBalance } from '@/commerce/credit/store-credit'
import type { Db } from '@/lib/database/sql'

/** The account page's data: the signed-in user, their address book and their store credit in cents. */
export async function accountOverview(db: Db, userId: number | string) {
  const user = await loadAccountUser(db, userId)
  const addresses = await listAddresses(db, user.id)
  return { user, addresses, creditCents: await creditBalance(db, Number(user.id)) }
}
