import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import config from '@payload-config'
import { resetLimits } from '@/accounts/rate-limit'
import { setEnvForTests } from '@/lib/env'

import { postJson, request } from './helpers/api'
import { mailServerForFile, type ReceivedMail } from './helpers/mail-server'
import { startOidcIssuer } from './helpers/oidc-issuer'

/**
 * The server's words in the visitor's language (issue 16): the v1 API's messages follow
 * Accept-Language with the same text_code, and a customer's e-mails come in the language they
 * signed up in until they change it in their profile.
 */

const fp = 'fingerprint-i18n-000001'
const base = '/api/v1/cognito/user'
let payload: Payload
const mail = mailServerForFile()

type ErrorBody = { success: false; text_code: string; message: string; issues?: { path: string; message: string }[] }
type Tokens = { access_token: string; refresh_token: string }

const lang = (language: string) => ({ 'Accept-Language': language })
const json = async <T = Record<string, unknown>>(response: Response | Promise<Response>) => {
  const r = await response
  return { status: r.status, body: (await r.json()) as T }
}

/** Quoted-printable and encoded-word bytes to text: the mails are UTF-8 under a 7-bit encoding. */
const utf8 = (escaped: string) => decodeURIComponent(escaped.replace(/%/g, '%25').replace(/=([0-9A-F]{2})/gi, '%$1'))

/** A received mail's subject and plain-text part, decoded, with its code and link. */
function read(received: ReceivedMail) {
  const raw = received.raw
  const folded = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? ''
  const subject = folded
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, word: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(word, 'base64').toString('utf8') : utf8(word.replace(/_/g, ' ')),
    )
  const part = /Content-Type: text\/plain[^\n]*\r?\nContent-Transfer-Encoding: (\S+)\r?\n\r?\n([\s\S]*?)\r?\n--/i.exec(
    raw,
  )
  const encoding = part?.[1].toLowerCase()
  const body = part?.[2] ?? ''
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? utf8(body.replace(/=\r?\n/g, ''))
        : body
  const code = /\b(\d{6})\b/.exec(subject)?.[1] ?? ''
  const link = /(https?:\/\/\S+\?email=\S+)/.exec(text)?.[1] ?? ''
  return { subject, text, code, link }
}

async function signUpIn(language: string, email: string) {
  const arrived = mail.next(email)
  const asked = await json(
    postJson(
      `${base}/registerLink`,
      { email, first_name: 'Greta', last_name: 'Brandt', fingerprint: fp },
      lang(language),
    ),
  )
  expect(asked.status).toBe(200)
  const signup = read(await arrived)
  // The code is used from an English page: the account keeps the language it was asked for in.
  const done = await json<Tokens>(
    postJson(`${base}/loginRecoveryCode`, { email, code: signup.code, fingerprint: fp }, lang('en')),
  )
  expect(done.status).toBe(200)
  return { signup, asked, token: done.body.access_token }
}

const bearer = (token: string, language = 'en') => ({ Authorization: `Bearer ${token}`, ...lang(language) })

async function loginMailFor(email: string, language: string) {
  const arrived = mail.next(email)
  expect((await postJson(`${base}/sendLoginLink`, { email, fingerprint: fp }, lang(language))).status).toBe(200)
  return read(await arrived)
}

beforeAll(async () => {
  payload = await getPayload({ config })
})
beforeEach(() => resetLimits())

describe('API messages in the language of Accept-Language', () => {
  it('answers German to a German request, with the text_code English has', async () => {
    const english = await json<ErrorBody>(request(`${base}/authUser`, { headers: lang('en') }))
    const german = await json<ErrorBody>(request(`${base}/authUser`, { headers: lang('de-DE,de;q=0.9,en;q=0.5') }))
    expect(english).toEqual({
      status: 401,
      body: { success: false, text_code: 'UNAUTHORIZED', message: 'Please log in first.' },
    })
    expect(german).toEqual({
      status: 401,
      body: { success: false, text_code: 'UNAUTHORIZED', message: 'Bitte melden Sie sich zuerst an.' },
    })

    await payload.create({
      collection: 'users',
      data: { email: 'wrong-password@example.test', password: 'correct-horse-battery', roles: ['customer'] },
      overrideAccess: true,
    })
    const wrong = await json<ErrorBody>(
      postJson(
        `${base}/login`,
        { username: 'wrong-password@example.test', password: 'not-it', fingerprint: fp },
        lang('de-AT'),
      ),
    )
    expect(wrong).toMatchObject({
      status: 401,
      body: { text_code: 'INVALID_CREDENTIALS', message: 'E-Mail-Adresse oder Passwort stimmen nicht.' },
    })
  })

  it('translates validation issues, unknown calls and success messages, and keeps English by default', async () => {
    const invalid = await json<ErrorBody>(
      postJson(`${base}/login`, { username: 'not-an-address', password: 'x', fingerprint: fp, extra: 1 }, lang('de')),
    )
    expect(invalid.status).toBe(400)
    expect(invalid.body).toMatchObject({ text_code: 'VALIDATION_FAILED', message: 'Die Anfrage ist ungültig.' })
    expect(invalid.body.issues).toEqual(
      expect.arrayContaining([
        { path: 'username', message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' },
        { path: '', message: 'Unbekanntes Feld: extra' },
      ]),
    )

    const unknown = await json<ErrorBody>(request('/api/v1/no/such/call', { headers: lang('de') }))
    expect(unknown).toEqual({
      status: 404,
      body: { success: false, text_code: 'NOT_FOUND', message: 'Es gibt keinen API-Aufruf GET /api/v1/no/such/call.' },
    })

    const sent = await json(postJson(`${base}/sendLoginLink`, { email: 'nobody-de@example.test' }, lang('de')))
    expect(sent.body).toEqual({
      success: true,
      message:
        'Wenn die Adresse verwendet werden kann, ist eine E-Mail unterwegs. Es kann eine Minute dauern, bis sie ankommt.',
    })

    for (const headers of [{}, lang('de_DE'), lang(';;q=x'), lang('nl')]) {
      const answer = await json<ErrorBody>(request(`${base}/authUser`, { headers }))
      expect(answer.body, JSON.stringify(headers)).toMatchObject({
        text_code: 'UNAUTHORIZED',
        message: 'Please log in first.',
      })
    }
  })
})

describe('a customer’s language', () => {
  it('comes from the sign-up request and decides the language of the login-code mail', async () => {
    const email = 'greta@example.test'
    const { signup, token } = await signUpIn('de', email)
    // The sign-up mail goes to an address without an account yet: the request's language.
    expect(signup.subject).toBe(`Bestätigen Sie Ihre E-Mail-Adresse: ${signup.code}`)
    expect(signup.text).toContain('Registrierung abschließen')
    expect(signup.text).toContain(`Ihr Code: ${signup.code}`)
    expect(signup.link).toMatch(/\/de\/signup\?email=/)

    const me = await json<{ email: string; locale: string }>(request(`${base}/authUser`, { headers: bearer(token) }))
    expect(me.body).toMatchObject({ email, locale: 'de' })

    // Asked for from an English page: the mail is still in the customer's language.
    const login = await loginMailFor(email, 'en')
    expect(login.subject).toBe(`Ihr Anmeldecode: ${login.code}`)
    expect(login.text).toContain('Bei Ihrem Konto anmelden')
    expect(login.text).toContain(`Ihr Code: ${login.code}`)
    expect(login.text).toContain('Dieser Code und dieser Link sind 15 Minuten lang gültig.')
    expect(login.link).toMatch(/\/de\/login\?email=/)
    // And the code in it works.
    const used = await postJson(`${base}/loginRecoveryCode`, { email, code: login.code, fingerprint: fp })
    expect(used.status).toBe(200)
  })

  it('is changed in the profile, and the next mail follows the change', async () => {
    const email = 'wechsel@example.test'
    const { token } = await signUpIn('de', email)

    const toEnglish = await json<{ locale: string }>(postJson(`${base}/update`, { locale: 'en' }, bearer(token, 'de')))
    expect(toEnglish).toMatchObject({ status: 200, body: { locale: 'en' } })
    const english = await loginMailFor(email, 'de')
    expect(english.subject).toBe(`Your login code: ${english.code}`)
    expect(english.text).toContain(`Your code: ${english.code}`)
    expect(english.link).toMatch(/^https?:\/\/[^/]+\/login\?email=/)

    const toGerman = await json<{ locale: string }>(postJson(`${base}/update`, { locale: 'de' }, bearer(token)))
    expect(toGerman.body.locale).toBe('de')
    const arrived = mail.next(email)
    expect((await request(`${base}/recoverPassword?email=${email}`, { headers: lang('en') })).status).toBe(200)
    const recovery = read(await arrived)
    expect(recovery.subject).toBe(`Ihr Code zum Zurücksetzen des Passworts: ${recovery.code}`)
    expect(recovery.link).toMatch(/\/de\/forgotpassword\?email=/)
  })

  it('is one of the 18 languages; anything else is refused and nothing changes', async () => {
    const email = 'only-eighteen@example.test'
    const { token } = await signUpIn('pt-PT', email)
    const me = await json<{ locale: string }>(request(`${base}/authUser`, { headers: bearer(token) }))
    expect(me.body.locale).toBe('pt-BR')

    for (const locale of ['xx', 'pt-PT', 'DE', '', null]) {
      const refused = await json<ErrorBody>(postJson(`${base}/update`, { locale }, bearer(token, 'de')))
      expect(refused.status, String(locale)).toBe(400)
      expect(refused.body.text_code).toBe('VALIDATION_FAILED')
      expect(refused.body.issues?.[0]).toMatchObject({ path: 'locale', message: expect.stringMatching(/^Wählen Sie/) })
    }
    expect((await json<{ locale: string }>(request(`${base}/authUser`, { headers: bearer(token) }))).body.locale).toBe(
      'pt-BR',
    )
  })

  it('is the studio’s and the customer’s to read, nobody else’s', async () => {
    const email = 'private-language@example.test'
    await signUpIn('de', email)
    const customer = (await payload.find({ collection: 'users', where: { email: { equals: email } } })).docs[0]
    const studio = await payload.create({
      collection: 'users',
      data: { email: 'studio-i18n@example.test', password: 'studio-password-1', roles: ['admin'] },
      overrideAccess: true,
    })
    const other = await payload.create({
      collection: 'users',
      data: { email: 'other-i18n@example.test', password: 'other-password-1', roles: ['customer'] },
      overrideAccess: true,
    })
    const seenByStudio = await payload.findByID({
      collection: 'users',
      id: customer.id,
      overrideAccess: false,
      user: { ...studio, collection: 'users' },
    })
    expect(seenByStudio.locale).toBe('de')
    await expect(
      payload.findByID({
        collection: 'users',
        id: customer.id,
        overrideAccess: false,
        user: { ...other, collection: 'users' },
      }),
    ).rejects.toThrow()
    // Accounts the studio makes without a language are English.
    expect(other.locale).toBe('en')
  })
})

describe('the language of an account made by a first OpenID Connect login', () => {
  const client = { clientId: 'atelier-i18n', clientSecret: 'i18n-client-secret' }
  let issuer: Awaited<ReturnType<typeof startOidcIssuer>>
  let restore: () => void
  beforeAll(async () => {
    issuer = await startOidcIssuer(client)
    restore = setEnvForTests({
      oauth2: { issuer: issuer.issuer, ...client, name: 'Test ID', scope: 'openid email profile' },
    })
  })
  afterAll(async () => {
    restore()
    await issuer.close()
  })

  it('is the language of the page that finished the login', async () => {
    const email = 'oidc-de@example.test'
    const start = await request(`${base}/oauth2/authorize?next=%2Fprofile`)
    const cookie = (start.headers.get('set-cookie') ?? '').split(';')[0]
    const { code, state } = issuer.authorize(start.headers.get('location') ?? '', {
      person: { email, email_verified: true, given_name: 'Otto', family_name: 'Idl' },
    })
    const exchanged = await json<Tokens>(
      postJson(
        `${base}/authtoken`,
        { grant_type: 'authorization_code', code, state, fingerprint: fp },
        {
          cookie,
          ...lang('de'),
        },
      ),
    )
    expect(exchanged.status).toBe(200)
    const me = await json<{ locale: string }>(
      request(`${base}/authUser`, { headers: bearer(exchanged.body.access_token) }),
    )
    expect(me.body.locale).toBe('de')
    const login = await loginMailFor(email, 'en')
    expect(login.subject).toBe(`Ihr Anmeldecode: ${login.code}`)
  })
})
