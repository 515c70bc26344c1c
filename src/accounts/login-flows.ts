import { randomBytes } from 'node:crypto'

import { inTransaction, type Db } from '@/lib/database/sql'

import { DomainError } from '@/lib/domain-error'
import { getSiteConfiguration } from '@/content/site-data'
import { knownLocale, type Locale } from '@/i18n/locales'
import type { User } from '@/payload-types'

import { MIN_PASSWORD_LENGTH } from '@/lib/password-length'
import { consumeCode, issueCode } from '@/accounts/login-codes'
import { sendMailLater } from '@/mail/mailer'
import { loginMail, noAccountMail, recoveryMail, signupMail } from '@/accounts/mail/messages'
import { countPasswordTry, passwordAccepted, type PasswordSource } from '@/accounts/password-limits'
import { hit, limits } from '@/accounts/rate-limit'
import { revokeUserSessions, startSession, type Tokens } from '@/accounts/sessions'

export async function findUserByEmail(db: Db, email: string): Promise<User | null> {
  const { payload, req } = db
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    limit: 1,
    depth: 1,
    overrideAccess: true,
    req,
  })
  return docs[0] ?? null
}

/** The language of a customer's mails: the one on their account. */
export const localeOf = (user: Pick<User, 'locale'>): Locale => knownLocale(user.locale)

/** Counts a mail asked for, per address and per IP (429 past the limits). */
export async function limitMail(email: string, ip: string): Promise<void> {
  await hit(`send:ip:${ip}`, limits.sendPerIp)
  await hit(`send:addr:${email}`, limits.sendPerAddress)
}

/** Counts a secret checked from this IP (passwords, codes, refresh tokens). */
export const limitSecret = (ip: string) => hit(`secret:ip:${ip}`, limits.secretPerIp)

export const passwordTooShort = () =>
  new DomainError('password_too_short', { min: MIN_PASSWORD_LENGTH }, [
    { path: 'newpassword', code: 'password_min_length', params: { min: MIN_PASSWORD_LENGTH } },
  ])

/**
 * Password login through Payload's own hash check. The try is counted before the check
 * (`countPasswordTry`); Payload's lock after failed tries is off, so nobody can lock an account
 * by guessing, and the owner's own browser is never refused for someone else's wrong ones.
 */
export async function passwordLogin(
  db: Db,
  email: string,
  password: string,
  fingerprint: string,
  source: PasswordSource,
): Promise<Tokens> {
  const { payload, req } = db
  await countPasswordTry(email, source)
  let user: User
  try {
    const result = await payload.login({
      collection: 'users',
      data: { email, password },
      overrideAccess: true,
      req,
      depth: 0,
    })
    user = result.user as User
  } catch {
    throw new DomainError('invalid_credentials')
  }
  await passwordAccepted(email, source)
  return startSession(db, user, fingerprint, 'password')
}

/**
 * Mails a login code and link, or (for an address without an account) a note inviting a sign-up.
 * Both paths do the same work before answering and the mail goes out afterwards, so the answer
 * says nothing about which addresses have accounts. A customer's mail is in their account's
 * language; a mail to an address without one is in the language of the request (`requestLocale`).
 * The mail carries the code alone when the visitor asks so or the site's configuration says so.
 * `signUp` (the checkout's sign-in, where a new customer has no screen to go to): an address
 * without an account gets a sign-up code instead, and the account, made when it is used, takes
 * its name from her delivery address later.
 */
export async function sendLoginLink(
  db: Db,
  email: string,
  codeOnlyAsked: boolean,
  requestLocale: Locale,
  signUp = false,
) {
  const { payload } = db
  const codeOnly = codeOnlyAsked || (await getSiteConfiguration(payload)).code_only
  const user = await findUserByEmail(db, email)
  if (!user && signUp) return registerLink(db, email, { first_name: '', last_name: '' }, requestLocale)
  const { code, token } = await issueCode(db, email, 'login')
  sendMailLater(
    user
      ? await loginMail(payload, localeOf(user), email, code, token, codeOnly)
      : await noAccountMail(payload, requestLocale, email),
  )
}

/**
 * Mails a sign-up code and link; the account, made when it is used, keeps the language of this
 * request. An address that has an account gets a login mail in the account's language instead.
 */
export async function registerLink(
  db: Db,
  email: string,
  details: { first_name: string; last_name: string; date_of_birth?: string | null },
  requestLocale: Locale,
) {
  const { payload } = db
  const user = await findUserByEmail(db, email)
  const { code, token } = await issueCode(
    db,
    email,
    user ? 'login' : 'register',
    user ? undefined : { ...details, locale: requestLocale },
  )
  sendMailLater(
    user
      ? await loginMail(payload, localeOf(user), email, code, token, false)
      : await signupMail(payload, requestLocale, email, code, token),
  )
}

export async function recoverPassword(db: Db, email: string, requestLocale: Locale) {
  const { payload } = db
  const user = await findUserByEmail(db, email)
  const { code, token } = await issueCode(db, email, 'recover')
  sendMailLater(
    user
      ? await recoveryMail(payload, localeOf(user), email, code, token)
      : await noAccountMail(payload, requestLocale, email),
  )
}

/**
 * A code or link from a login or sign-up mail: used up, then a session. A sign-up grant creates
 * the account (with an unusable random password until the customer sets one).
 */
export async function codeLogin(db: Db, email: string, secret: string, fingerprint: string): Promise<Tokens> {
  // The code is spent (and a wrong guess counted) on its own, whatever happens after.
  const grant = await consumeCode(db, email, secret, ['login', 'register'])
  const tokens = await inTransaction(db, async (tx) => {
    let user = await findUserByEmail(tx, email)
    if (!user && grant.purpose === 'register') {
      const details = (grant.data ?? {}) as {
        first_name?: string
        last_name?: string
        date_of_birth?: string | null
        locale?: string
      }
      user = (await tx.payload.create({
        collection: 'users',
        data: {
          email,
          password: randomBytes(32).toString('base64url'),
          roles: ['customer'],
          first_name: details.first_name ?? '',
          last_name: details.last_name ?? '',
          date_of_birth: details.date_of_birth || null,
          // The language of the sign-up request, kept with its code.
          locale: knownLocale(details.locale),
        },
        overrideAccess: true,
        req: tx.req,
        depth: 0,
      })) as User
    }
    if (!user) throw new DomainError('code_invalid')
    return startSession(
      tx,
      user,
      fingerprint,
      grant.purpose === 'register' ? 'signup' : /^\d{6}$/.test(secret) ? 'code' : 'link',
    )
  })
  return tokens
}

/**
 * A recovery code and a new password: the password is set, every session of the account ends,
 * and (with a fingerprint) a new one starts for this client.
 */
export async function recoverWithCode(
  db: Db,
  email: string,
  secret: string,
  newPassword: string,
  fingerprint?: string,
) {
  if (newPassword.length < MIN_PASSWORD_LENGTH) throw passwordTooShort()
  const grant = await consumeCode(db, email, secret, ['recover'])
  const tokens = await inTransaction(db, async (tx) => {
    const user = await findUserByEmail(tx, grant.email)
    if (!user) throw new DomainError('code_invalid')
    await tx.payload.update({
      collection: 'users',
      id: user.id,
      data: { password: newPassword },
      overrideAccess: true,
      req: tx.req,
      depth: 0,
    })
    await revokeUserSessions(tx, user.id)
    return fingerprint ? startSession(tx, user, fingerprint, 'recovery') : null
  })
  return tokens
}
