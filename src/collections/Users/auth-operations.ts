import {
  AuthenticationError,
  type CollectionBeforeLoginHook,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
} from 'payload'

import { dummyPasswordCheck } from '@/accounts/dummy-password-check'
import { recoverPassword } from '@/accounts/login-flows'
import { isEmailAddress, normalizeEmailAddress } from '@/lib/email-address'
import { negotiateLocale } from '@/i18n/negotiate'

/**
 * Payload's own login and forgot-password, made to do what the site's do, whichever door calls
 * them (the v1 login, Payload's REST and GraphQL, the local API). Their limits by address and IP
 * are applied in front of the doors (`src/api/password-doors.ts`, `src/accounts/password-limits.ts`).
 */
export const authOperations: CollectionBeforeOperationHook = async (hook) => {
  if (hook.operation === 'login') {
    await sameWorkForUnknownAddress(hook.req, hook.args.data.email, hook.args.data.password)
    return hook.args
  }
  if (hook.operation === 'forgotPassword') {
    await siteRecovery(hook.req, hook.args.data.email)
    return { ...hook.args, disableEmail: true }
  }
  return hook.args
}

/**
 * Payload answers an address without an account before hashing anything: the check of a dummy
 * hash of the same cost makes a wrong password take as long for an unknown address as for a
 * known one. The lookup is made for both, so that costs the same too.
 */
async function sameWorkForUnknownAddress(req: PayloadRequest, email: unknown, password: unknown) {
  // Payload refuses these before looking anything up, for every address alike.
  if (typeof email !== 'string' || !email.trim() || typeof password !== 'string' || !password.trim()) return
  const user = await req.payload.db.findOne({
    collection: 'users',
    where: { email: { equals: normalizeEmailAddress(email) } },
    req,
  })
  if (!user) await dummyPasswordCheck(password)
}

/**
 * Payload's forgot-password mails a link to the back-office's reset screen, through Payload's
 * mail adapter, which this site does not configure (the message would only be logged), and its
 * reset changes the password without ending the account's sessions. So the door sends the
 * site's own recovery mail instead (a code for /forgotpassword, the same for known and unknown
 * addresses), which works for customers and the studio alike, and Payload's own mail is off.
 * That also skips Payload's reservation write outside its own transaction, which on SQLite
 * waited for that very transaction until the write queue gave up (a 500 after 20 s, every time).
 */
async function siteRecovery(req: PayloadRequest, email: unknown) {
  const address = typeof email === 'string' ? normalizeEmailAddress(email) : ''
  if (!isEmailAddress(address)) return
  // An address without an account gets its note in the language the request asks for.
  await recoverPassword({ payload: req.payload, req }, address, negotiateLocale(req.headers?.get('accept-language')))
}

type StoredUser = Record<string, unknown> & {
  id: number | string
  hash?: string
  salt?: string
  sessions?: { id: string; expiresAt: string | Date }[] | null
}

/**
 * Payload's login reads the account, spends a good part of a second hashing, then saves the whole
 * account as it read it, with the new session added. Whatever was saved in between was undone:
 * a password changed while someone logged in with the old one came back, and the old password
 * worked again after the change had ended every other session. This runs in the login's
 * transaction after that save and puts back the account as last committed, with the new session
 * added to the committed ones. A login whose password is no longer the account's is refused.
 */
export const keepCommittedUser: CollectionBeforeLoginHook = async ({ req, user }) => {
  const checked = user as StoredUser
  // Outside the login's transaction on purpose: the last committed state, not this login's copy.
  const committed = (await req.payload.db.findOne({
    collection: 'users',
    where: { id: { equals: checked.id } },
  })) as StoredUser | null
  if (!committed || committed.hash !== checked.hash || committed.salt !== checked.salt)
    throw new AuthenticationError(req.t)
  const added = checked.sessions?.at(-1)
  const live = (committed.sessions ?? []).filter((session) => new Date(session.expiresAt).getTime() > Date.now())
  // Hash and salt stay as this transaction has them: Payload may have just upgraded an old hash.
  const data: Record<string, unknown> = { ...committed }
  delete data.hash
  delete data.salt
  await req.payload.db.updateOne({
    collection: 'users',
    id: checked.id,
    data: { ...data, sessions: added ? [...live.filter((s) => s.id !== added.id), added] : live },
    req,
    returning: false,
  })
  return user
}
