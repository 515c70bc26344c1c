import { getPayload, type Payload } from 'payload'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'

import config from '@payload-config'
import { resetLimits } from '@/accounts/rate-limit'

import { postJson, request } from './helpers/api'
import { codeOf, mailServerForFile } from './helpers/mail-server'

/*
 * A session alone does not set a new password: whoever holds it (a borrowed device, a stolen
 * token) must also know the current password, or read the account's mail.
 */

const base = '/api/v1/cognito/user'
const fp = 'fingerprint-proof-0001'
const oldPassword = 'correct-horse-battery'
const newPassword = 'a-brand-new-long-password'
let payload: Payload
const mail = mailServerForFile()

type ErrorBody = { text_code: string; message: string; issues?: { path: string }[] }
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })
const login = async (email: string, password: string) =>
  postJson(`${base}/login`, { username: email, password, fingerprint: fp })
const tokenOf = async (email: string, password = oldPassword) =>
  ((await (await login(email, password)).json()) as { access_token: string }).access_token
const update = async (token: string, body: Record<string, unknown>) => {
  const response = await postJson(`${base}/update`, body, bearer(token))
  return { status: response.status, body: (await response.json()) as ErrorBody }
}
const signedIn = async (token: string) => (await request(`${base}/authUser`, { headers: bearer(token) })).status

async function mailedCode(path: string, email: string) {
  const arrived = mail.next(email)
  expect((await postJson(`${base}/${path}`, { email })).status).toBe(200)
  return codeOf(await arrived)
}

beforeAll(async () => {
  payload = await getPayload({ config })
})
beforeEach(() => resetLimits())

describe('a new password needs proof', () => {
  it('refuses the session alone, a wrong password or a wrong code, and changes nothing', async () => {
    const email = 'pia.proof@example.test'
    await payload.create({
      collection: 'users',
      data: { email, password: oldPassword, roles: ['customer'] },
      overrideAccess: true,
    })
    const other = await tokenOf(email)
    const mine = await tokenOf(email)

    const bare = await update(mine, { newpassword: newPassword })
    expect(bare.status).toBe(400)
    expect(bare.body.text_code).toBe('VALIDATION_FAILED')
    expect(bare.body.issues?.map((i) => i.path)).toEqual(['password'])
    const wrong = await update(mine, { newpassword: newPassword, password: 'not-my-password' })
    expect(wrong.status).toBe(403)
    expect(wrong.body.message).toBe('Your current password is not right.')
    const guessed = await update(mine, { newpassword: newPassword, code: '123456' })
    expect(guessed.status).toBe(400)
    expect(guessed.body.text_code).toBe('CODE_INVALID')

    expect((await login(email, newPassword)).status).toBe(401)
    expect((await login(email, oldPassword)).status).toBe(200)
    expect(await signedIn(other)).toBe(200)

    expect((await update(mine, { newpassword: newPassword, password: oldPassword })).status).toBe(200)
    expect((await login(email, newPassword)).status).toBe(200)
    expect(await signedIn(other)).toBe(401)
    expect(await signedIn(mine)).toBe(200)
  })

  it('wrong current passwords count against the address’s password limit', async () => {
    const email = 'pia.proof@example.test'
    const token = await tokenOf(email, newPassword)
    for (let i = 0; i < 10; i++) {
      expect((await update(token, { newpassword: 'yet-another-password', password: `guess-${i}` })).status).toBe(403)
    }
    const limited = await update(token, { newpassword: 'yet-another-password', password: newPassword })
    expect(limited.status).toBe(429)
    resetLimits()
    expect((await login(email, newPassword)).status).toBe(200)
  })

  it('an account made by an e-mail link sets its first password with a password-reset code', async () => {
    const email = 'lin.nopassword@example.test'
    const arrived = mail.next(email)
    await postJson(`${base}/registerLink`, { email, first_name: 'Lin', last_name: 'Link', fingerprint: fp })
    const signup = await postJson(`${base}/loginRecoveryCode`, { email, code: codeOf(await arrived), fingerprint: fp })
    const { access_token } = (await signup.json()) as { access_token: string }

    expect((await update(access_token, { newpassword: newPassword })).status).toBe(400)
    // A login code proves the mailbox too, but was sent for logging in, not for a password.
    const loginCode = await mailedCode('sendLoginLink', email)
    expect((await update(access_token, { newpassword: newPassword, code: loginCode })).body.text_code).toBe(
      'CODE_INVALID',
    )
    expect((await login(email, newPassword)).status).toBe(401)

    const code = await mailedCode('recoverPassword', email)
    expect((await update(access_token, { newpassword: newPassword, code })).status).toBe(200)
    expect((await login(email, newPassword)).status).toBe(200)
    // Used up.
    expect((await update(access_token, { newpassword: 'one-more-long-password', code })).body.text_code).toBe(
      'CODE_INVALID',
    )
  })
})
