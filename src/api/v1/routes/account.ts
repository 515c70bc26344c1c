import { createRoute, z } from '@hono/zod-openapi'

import { creditBalance } from '@/commerce/credit/store-credit'
import { toDollars } from '@/commerce/money'
import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'

import { loadAccountUser } from '@/accounts/account-user'
import { listAddresses } from '@/accounts/addresses'
import { deviceCookieOf, rememberDevice } from '@/api/device-cookie'
import { clientIp } from '@/api/v1/client-ip'
import { OAUTH_COOKIE } from '@/accounts/constants'
import {
  codeLogin,
  limitMail,
  limitSecret,
  passwordLogin,
  recoverPassword,
  recoverWithCode,
  registerLink,
  sendLoginLink,
} from '@/accounts/login-flows'
import { beginAuthorization, finishAuthorization } from '@/accounts/oauth2'
import { changeProfile, presentUser } from '@/accounts/profile'
import { profilePhoto, setProfilePhoto } from '@/accounts/profile-photo'
import { hit, limits } from '@/accounts/rate-limit'
import {
  clearSessionCookies,
  isSecureRequest,
  refreshCookie,
  tokenResponse,
  wantsCookies,
} from '@/api/v1/session-cookies'
import { adoptHandedOverSession, endSessions, rotateSession } from '@/accounts/sessions'
import { requestUserOrThrow, requireUser } from '@/api/v1/request-user'
import { getSiteConfiguration } from '@/content/site-data'
import { DomainError } from '@/lib/domain-error'
import { getDb } from '@/lib/payload'
import type { User } from '@/payload-types'

import { json } from '@/api/v1/openapi'
import { createRouter } from '@/api/v1/router'
import {
  AdoptTokensBody,
  CodeLogin,
  DoneSchema,
  EmailQuery,
  LoginBody,
  ProfileUpdate,
  fingerprint,
  RecoverCheck,
  RefreshBody,
  RegisterLinkBody,
  SendLoginLinkBody,
  TokensSchema,
  UserSchema,
} from '@/api/v1/schemas/account'
import { ImageSchema } from '@/api/v1/schemas/image'
import { imageAspect, imageWidth } from '@/api/v1/schemas/query'
import { errorResponses, jsonBody } from '@/api/v1/routes/route-helpers'
import { requestErrors, requestLocale } from '@/api/v1/request-language'

const base = '/cognito/user'
const tags = ['Account']
const ok = <T extends z.ZodType>(schema: T) => ({ 200: json(schema, 'OK'), ...errorResponses })
/** The same answer whether or not the address has an account, in the request's language. */
const mailSent = async (c: Context) => ({
  success: true as const,
  message: (await requestErrors(c))('answers.mailSent'),
})

const currentUser = async (c: Context): Promise<User> => loadAccountUser(await getDb(), (await requireUser(c)).id)

const recoverCheck = async (c: Context, input: z.infer<typeof RecoverCheck>) => {
  limitSecret(clientIp(c))
  const tokens = await recoverWithCode(await getDb(), input.email, input.code, input.newpassword, input.fingerprint)
  // The mailbox proved itself in this browser: its password tries are its own from now on.
  rememberDevice(c, input.email)
  return tokens
    ? tokenResponse(c, tokens)
    : { success: true as const, message: (await requestErrors(c))('answers.passwordChanged') }
}

const codeLoginHandler = async (c: Context, input: z.infer<typeof CodeLogin>) => {
  limitSecret(clientIp(c))
  const tokens = await codeLogin(await getDb(), input.email, input.code, input.fingerprint)
  rememberDevice(c, input.email)
  return tokenResponse(c, tokens)
}

export const accountRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'post',
      path: `${base}/login`,
      tags,
      summary: 'Password login.',
      request: { body: jsonBody(LoginBody) },
      responses: ok(TokensSchema),
    }),
    async (c) => {
      const { username, password, fingerprint } = c.req.valid('json')
      const ip = clientIp(c)
      limitSecret(ip)
      const source = { ip, device: deviceCookieOf(c) }
      const tokens = await passwordLogin(await getDb(), username, password, fingerprint, source)
      rememberDevice(c, username)
      return c.json(tokenResponse(c, tokens), 200)
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: `${base}/logout`,
      tags,
      summary: 'Ends this session (its whole refresh-token family).',
      responses: ok(DoneSchema),
    }),
    async (c) => {
      const signedIn = await requestUserOrThrow(c).catch(() => null)
      await endSessions(await getDb(), { sessionId: signedIn?.sessionId, refreshToken: refreshCookie(c) })
      clearSessionCookies(c)
      return c.json({ success: true as const }, 200)
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: `${base}/refreshToken`,
      tags,
      summary: 'New tokens for a refresh token (rotated on every use).',
      request: { body: jsonBody(RefreshBody) },
      responses: ok(TokensSchema),
    }),
    async (c) => {
      const { refresh_token, fingerprint } = c.req.valid('json')
      hit(`refresh:ip:${clientIp(c)}`, limits.refreshPerIp)
      const token = refresh_token ?? (wantsCookies(c) ? refreshCookie(c) : null)
      if (!token) throw new DomainError('session_ended')
      try {
        return c.json(tokenResponse(c, await rotateSession(await getDb(), token, fingerprint)), 200)
      } catch (error) {
        if (wantsCookies(c)) clearSessionCookies(c)
        throw error
      }
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: `${base}/authUser`,
      tags,
      summary: 'The signed-in user.',
      responses: ok(UserSchema),
    }),
    async (c) => c.json(presentUser(await currentUser(c)), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: `${base}/sendLoginLink`,
      tags,
      summary: 'E-mails a login code and link.',
      request: { body: jsonBody(SendLoginLinkBody) },
      responses: ok(DoneSchema),
    }),
    async (c) => {
      const { email, code_only } = c.req.valid('json')
      limitMail(email, clientIp(c))
      const db = await getDb()
      const codeOnly = Boolean(code_only) || (await getSiteConfiguration(db.payload)).code_only
      await sendLoginLink(db, email, codeOnly, requestLocale(c))
      return c.json(await mailSent(c), 200)
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: `${base}/registerLink`,
      tags,
      summary: 'E-mails a sign-up link.',
      request: { body: jsonBody(RegisterLinkBody) },
      responses: ok(DoneSchema),
    }),
    async (c) => {
      const { email, first_name, last_name, date_of_birth } = c.req.valid('json')
      limitMail(email, clientIp(c))
      // The account, made when the mail's code is used, speaks the language the visitor signed up in.
      await registerLink(
        await getDb(),
        email,
        { first_name, last_name, date_of_birth: date_of_birth ?? null },
        requestLocale(c),
      )
      return c.json(await mailSent(c), 200)
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: `${base}/recoverPassword`,
      tags,
      summary: 'E-mails a password recovery code.',
      request: { query: EmailQuery },
      responses: ok(DoneSchema),
    }),
    async (c) => {
      const { email } = c.req.valid('query')
      limitMail(email, clientIp(c))
      await recoverPassword(await getDb(), email, requestLocale(c))
      return c.json(await mailSent(c), 200)
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: `${base}/recoverPassword`,
      tags,
      summary: 'E-mails a password recovery code.',
      request: { body: jsonBody(EmailQuery) },
      responses: ok(DoneSchema),
    }),
    async (c) => {
      const { email } = c.req.valid('json')
      limitMail(email, clientIp(c))
      await recoverPassword(await getDb(), email, requestLocale(c))
      return c.json(await mailSent(c), 200)
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: `${base}/recoverPasswordCheck`,
      tags,
      summary: 'Sets a new password with a recovery code.',
      request: { query: RecoverCheck },
      responses: ok(TokensSchema.or(DoneSchema)),
    }),
    async (c) => c.json(await recoverCheck(c, c.req.valid('query')), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: `${base}/recoverPasswordCheck`,
      tags,
      summary: 'Sets a new password with a recovery code (keeps the password out of the address).',
      request: { body: jsonBody(RecoverCheck) },
      responses: ok(TokensSchema.or(DoneSchema)),
    }),
    async (c) => c.json(await recoverCheck(c, c.req.valid('json')), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: `${base}/loginRecoveryCode`,
      tags,
      summary: 'Logs in with the code or link of a login or sign-up e-mail.',
      request: { query: CodeLogin },
      responses: ok(TokensSchema),
    }),
    async (c) => c.json(await codeLoginHandler(c, c.req.valid('query')), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: `${base}/loginRecoveryCode`,
      tags,
      summary: 'Logs in with the code or link of a login or sign-up e-mail.',
      request: { body: jsonBody(CodeLogin) },
      responses: ok(TokensSchema),
    }),
    async (c) => c.json(await codeLoginHandler(c, c.req.valid('json')), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: `${base}/adoptTokens`,
      tags,
      summary: 'The token-login landing: moves a session handed over in the address to this client.',
      request: { body: jsonBody(AdoptTokensBody) },
      responses: ok(TokensSchema),
    }),
    async (c) => {
      const { access_token, refresh_token, fingerprint } = c.req.valid('json')
      limitSecret(clientIp(c))
      return c.json(
        tokenResponse(c, await adoptHandedOverSession(await getDb(), access_token, refresh_token, fingerprint)),
        200,
      )
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: `${base}/oauth2/authorize`,
      tags,
      summary: 'Sends the visitor to the OAuth2 provider (state, nonce and PKCE kept in an HttpOnly cookie).',
      request: { query: z.object({ next: z.string().max(2000).optional() }).strict() },
      responses: { 302: { description: 'To the provider' }, ...errorResponses },
    }),
    async (c) => {
      const { location, sealed } = await beginAuthorization(c.req.valid('query').next)
      setCookie(c, OAUTH_COOKIE, sealed, {
        httpOnly: true,
        secure: isSecureRequest(c),
        sameSite: 'Lax',
        path: base.replace('/cognito', '/api/v1/cognito'),
        maxAge: 600,
      })
      return c.redirect(location, 302)
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: `${base}/authtoken`,
      tags,
      summary: 'Exchanges the OAuth2 provider’s code (state checked) for a session here.',
      request: {
        body: jsonBody(
          z
            .object({
              grant_type: z.literal('authorization_code'),
              code: z.string().min(1).max(2000),
              state: z.string().min(1).max(200),
              fingerprint,
              client_id: z.string().max(200).optional(),
            })
            .strict(),
        ),
      },
      responses: ok(TokensSchema.extend({ next: z.string() })),
    }),
    async (c) => {
      const { code, state, fingerprint: print } = c.req.valid('json')
      limitSecret(clientIp(c))
      const sealed = getCookie(c, OAUTH_COOKIE) ?? null
      // The state is single-use: whatever happens next, it is gone.
      deleteCookie(c, OAUTH_COOKIE, { path: '/api/v1/cognito/user', secure: isSecureRequest(c) })
      const { tokens, next } = await finishAuthorization(await getDb(), sealed, code, state, print, requestLocale(c))
      return c.json({ ...tokenResponse(c, tokens), next }, 200)
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: `${base}/creditBalance`,
      tags,
      summary:
        'Store credit of the signed-in user, in dollars (from redeemed gift vouchers). There is one supplier, the studio.',
      request: { query: z.object({ supplier: z.coerce.number().int().positive().optional() }).strict() },
      responses: ok(z.object({ balance: z.number() })),
    }),
    async (c) => {
      const user = await requireUser(c)
      return c.json({ balance: toDollars(await creditBalance(await getDb(), Number(user.id))) }, 200)
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: `${base}/myAccount`,
      tags,
      summary: 'The signed-in user with their addresses and credit.',
      responses: ok(
        z.object({
          user: UserSchema,
          addresses: z.array(z.record(z.string(), z.unknown())),
          credit_balance: z.number(),
        }),
      ),
    }),
    async (c) => {
      const user = await currentUser(c)
      return c.json(
        {
          user: presentUser(user),
          addresses: await listAddresses(await getDb(), user.id),
          credit_balance: toDollars(await creditBalance(await getDb(), Number(user.id))),
        },
        200,
      )
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: `${base}/update`,
      tags,
      summary:
        'Changes the signed-in user’s profile (only the fields the site lets customers edit); a new password needs the current `password` or a password-reset `code`.',
      request: { body: jsonBody(ProfileUpdate) },
      responses: ok(UserSchema),
    }),
    async (c) => {
      const signedIn = await requireUser(c)
      const changes = c.req.valid('json')
      // The proof of a new password is a secret checked here, counted like any other.
      if (changes.newpassword) limitSecret(clientIp(c))
      const db = await getDb()
      const user = await loadAccountUser(db, signedIn.id)
      const updated = await changeProfile(db, user, changes, await getSiteConfiguration(db.payload), signedIn.sessionId)
      return c.json(presentUser(updated), 200)
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: `${base}/uploadImage`,
      tags,
      summary: 'Sets the signed-in user’s photo (multipart field `image`).',
      responses: ok(UserSchema),
    }),
    async (c) => {
      const user = await currentUser(c)
      const form = await c.req.formData().catch(() => null)
      const file = form?.get('image')
      const photo =
        file instanceof File ? { bytes: Buffer.from(await file.arrayBuffer()), type: file.type, name: file.name } : null
      const updated = await setProfilePhoto(await getDb(), user, photo)
      return c.json(presentUser(updated as User), 200)
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: `${base}/{url}`,
      tags,
      summary: 'The signed-in user’s photo (by its hash, or `image`) at an aspect and width.',
      request: {
        params: z.object({ url: z.string().regex(/^(image|[0-9a-f]{32})$/) }),
        query: z.object({ image_aspect: imageAspect, image_width: imageWidth }).strict(),
      },
      responses: ok(ImageSchema),
    }),
    async (c) => {
      const user = await currentUser(c)
      const { url } = c.req.valid('param')
      const { image_aspect, image_width } = c.req.valid('query')
      return c.json(profilePhoto(user, url, { aspect: image_aspect ?? '4x3', width: image_width ?? 300 }), 200)
    },
  )
