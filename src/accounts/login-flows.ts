import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'

import { AppError } from '@/api/v1/errors'
import type { User } from '@/payload-types'

import { MIN_PASSWORD_LENGTH } from './constants'
import { consumeCode, issueCode } from './login-codes'
import { sendMailLater } from './mail/mailer'
import { loginMail, noAccountMail, recoveryMail, signupMail } from './mail/messages'
import { clearLimit, hit, isLimited, limits } from './rate-limit'
import { revokeUserSessions, startSession, type Tokens } from './sessions'

export const normaliseEmail = (email: string) => email.trim().toLowerCase()

export async function findUserByEmail(payload: Payload, email: string): Promise<User | null> {
  const { docs } = await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1, depth: 1, overrideAccess: true })
  return docs[0] ?? null
}

/** Counts a mail asked for, per address and per IP (429 past the limits). */
export function limitMail(email: string, ip: string) {
  hit(`send:ip:${ip}`, limits.sendPerIp)
  hit(`send:addr:${email}`, limits.sendPerAddress)
}

/** Counts a secret checked from this IP (passwords, codes, refresh tokens). */
export const limitSecret = (ip: string) => hit(`secret:ip:${ip}`, limits.secretPerIp)

export const passwordTooShort = () =>
  new AppError(400, 'PASSWORD_TOO_SHORT', `Please choose a password of at least ${MIN_PASSWORD_LENGTH} characters.`, [
    { path: 'newpassword', message: `At least ${MIN_PASSWORD_LENGTH} characters.` },
  ])

/** Password login through Payload's own hash check (and its lock after repeated failures). */
export async function passwordLogin(payload: Payload, email: string, password: string, fingerprint: string): Promise<Tokens> {
  const key = `password:addr:${email}`
  const refused = () => new AppError(401, 'INVALID_CREDENTIALS', 'The e-mail address or password is not right.')
  if (isLimited(key, limits.passwordPerAddress)) {
    throw new AppError(429, 'TOO_MANY_REQUESTS', 'Too many wrong passwords. Please log in with a code sent by e-mail, or try again later.')
  }
  let user: User
  try {
    const result = await payload.login({ collection: 'users', data: { email, password }, overrideAccess: true, depth: 0 })
    user = result.user as User
  } catch {
    hit(key, limits.passwordPerAddress)
    throw refused()
  }
  clearLimit(key)
  return startSession(payload, user, fingerprint, 'password')
}

/**
 * Mails a login code and link, or (for an address without an account) a note inviting a sign-up.
 * Both paths do the same work before answering and the mail goes out afterwards, so the answer
 * says nothing about which addresses have accounts.
 */
export async function sendLoginLink(payload: Payload, email: string, codeOnly: boolean) {
  const user = await findUserByEmail(payload, email)
  const { code, token } = await issueCode(payload, email, 'login')
  sendMailLater(user ? await loginMail(payload, email, code, token, codeOnly) : await noAccountMail(payload, email))
}

export async function registerLink(payload: Payload, email: string, details: { first_name: string; last_name: string; date_of_birth?: string | null }) {
  const user = await findUserByEmail(payload, email)
  const { code, token } = await issueCode(payload, email, user ? 'login' : 'register', user ? undefined : details)
  sendMailLater(user ? await loginMail(payload, email, code, token, false) : await signupMail(payload, email, code, token))
}

export async function recoverPassword(payload: Payload, email: string) {
  const user = await findUserByEmail(payload, email)
  const { code, token } = await issueCode(payload, email, 'recover')
  sendMailLater(user ? await recoveryMail(payload, email, code, token) : await noAccountMail(payload, email))
}

/**
 * A code or link from a login or sign-up mail: used up, then a session. A sign-up grant creates
 * the account (with an unusable random password until the customer sets one).
 */
export async function codeLogin(payload: Payload, email: string, secret: string, fingerprint: string): Promise<Tokens> {
  const grant = await consumeCode(payload, email, secret, ['login', 'register'])
  let user = await findUserByEmail(payload, email)
  if (!user && grant.purpose === 'register') {
    const details = (grant.data ?? {}) as { first_name?: string; last_name?: string; date_of_birth?: string | null }
    user = (await payload.create({
      collection: 'users',
      data: {
        email,
        password: randomBytes(32).toString('base64url'),
        roles: ['customer'],
        first_name: details.first_name ?? '',
        last_name: details.last_name ?? '',
        date_of_birth: details.date_of_birth || null,
      },
      overrideAccess: true,
      depth: 0,
    })) as User
  }
  if (!user) throw new AppError(400, 'CODE_INVALID', 'That code is wrong or has expired. Please ask for a new one.')
  return startSession(payload, user, fingerprint, grant.purpose === 'register' ? 'signup' : /^\d{6}$/.test(secret) ? 'code' : 'link')
}

/**
 * A recovery code and a new password: the password is set, every session of the account ends,
 * and (with a fingerprint) a new one starts for this client.
 */
export async function recoverWithCode(payload: Payload, email: string, secret: string, newPassword: string, fingerprint?: string) {
  if (newPassword.length < MIN_PASSWORD_LENGTH) throw passwordTooShort()
  const grant = await consumeCode(payload, email, secret, ['recover'])
  const user = await findUserByEmail(payload, grant.email)
  if (!user) throw new AppError(400, 'CODE_INVALID', 'That code is wrong or has expired. Please ask for a new one.')
  await payload.update({ collection: 'users', id: user.id, data: { password: newPassword, loginAttempts: 0, lockUntil: null }, overrideAccess: true, depth: 0 })
  await revokeUserSessions(payload, user.id)
  clearLimit(`password:addr:${email}`)
  return fingerprint ? startSession(payload, user, fingerprint, 'recovery') : null
}
