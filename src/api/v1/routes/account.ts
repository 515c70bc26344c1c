import { createRoute, z } from '@hono/zod-openapi'
import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'

import { verifyAccessToken } from '@/accounts/access-token'
import { presentAddress } from '@/accounts/addresses'
import { MIN_PASSWORD_LENGTH, OAUTH_COOKIE } from '@/accounts/constants'
import { clientIp } from '@/accounts/client-ip'
import {
  codeLogin,
  limitMail,
  limitSecret,
  passwordLogin,
  passwordTooShort,
  recoverPassword,
  recoverWithCode,
  registerLink,
  sendLoginLink,
} from '@/accounts/login-flows'
import { beginAuthorization, finishAuthorization } from '@/accounts/oauth2'
import { presentUser, updateProfile } from '@/accounts/profile'
import { hit, limits } from '@/accounts/rate-limit'
import { requireUser, requestUserOrThrow } from '@/accounts/request-user'
import { clearSessionCookies, isSecureRequest, refreshCookie, tokenResponse, wantsCookies } from '@/accounts/session-cookies'
import { isSessionLive, revokeSession, revokeUserSessions, rotateSession, startSession } from '@/accounts/sessions'
import { sha256, sameHash } from '@/accounts/secrets'
import { getSiteConfiguration } from '@/content/site-data'
import { getPayloadClient } from '@/lib/payload'
import { toImage } from '@/media/image'
import { MAX_UPLOAD_BYTES } from '@/media/limits'
import type { User } from '@/payload-types'

import { AppError } from '../errors'
import { json } from '../openapi'
import { createRouter } from '../router'
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
} from '../schemas/account'
import { ImageSchema } from '../schemas/image'
import { imageAspect, imageWidth } from '../schemas/query'
import { errorResponses, jsonBody } from './route-helpers'

const base = '/cognito/user'
const tags = ['Account']
const ok = <T extends z.ZodType>(schema: T) => ({ 200: json(schema, 'OK'), ...errorResponses })
const mailSent = 'If the address can be used, an e-mail is on its way. It may take a minute to arrive.'

async function currentUser(c: Context): Promise<User> {
  const signedIn = await requireUser(c)
  const payload = await getPayloadClient()
  const user = await payload.findByID({ collection: 'users', id: signedIn.id, depth: 1, overrideAccess: true, disableErrors: true })
  if (!user) throw new AppError(401, 'TOKEN_INVALID', 'The account no longer exists.')
  return user
}

const recoverCheck = async (c: Context, input: z.infer<typeof RecoverCheck>) => {
  limitSecret(clientIp(c))
  const tokens = await recoverWithCode(await getPayloadClient(), input.email, input.code, input.newpassword, input.fingerprint)
  return tokens ? tokenResponse(c, tokens) : { success: true as const, message: 'Your password is changed. Please log in.' }
}

const codeLoginHandler = async (c: Context, input: z.infer<typeof CodeLogin>) => {
  limitSecret(clientIp(c))
  return tokenResponse(c, await codeLogin(await getPayloadClient(), input.email, input.code, input.fingerprint))
}

export const accountRoutes = createRouter()
  .openapi(
    createRoute({ method: 'post', path: `${base}/login`, tags, summary: 'Password login.', request: { body: jsonBody(LoginBody) }, responses: ok(TokensSchema) }),
    async (c) => {
      const { username, password, fingerprint } = c.req.valid('json')
      limitSecret(clientIp(c))
      return c.json(tokenResponse(c, await passwordLogin(await getPayloadClient(), username, password, fingerprint)), 200)
    },
  )
  .openapi(createRoute({ method: 'get', path: `${base}/logout`, tags, summary: 'Ends this session (its whole refresh-token family).', responses: ok(DoneSchema) }), async (c) => {
    const payload = await getPayloadClient()
    const signedIn = await requestUserOrThrow(c).catch(() => null)
    if (signedIn) await revokeSession(payload, signedIn.sessionId)
    const refresh = refreshCookie(c)
    const sessionId = refresh?.split('.')[0]
    if (refresh && sessionId && /^\d{1,12}$/.test(sessionId)) {
      const session = await payload.findByID({ collection: 'account-sessions', id: sessionId, depth: 0, overrideAccess: true, disableErrors: true })
      if (session && sameHash(sha256(refresh), session.token_hash)) await revokeSession(payload, session.id)
    }
    clearSessionCookies(c)
    return c.json({ success: true as const }, 200)
  })
  .openapi(
    createRoute({ method: 'post', path: `${base}/refreshToken`, tags, summary: 'New tokens for a refresh token (rotated on every use).', request: { body: jsonBody(RefreshBody) }, responses: ok(TokensSchema) }),
    async (c) => {
      const { refresh_token, fingerprint } = c.req.valid('json')
      hit(`refresh:ip:${clientIp(c)}`, limits.refreshPerIp)
      const token = refresh_token ?? (wantsCookies(c) ? refreshCookie(c) : null)
      if (!token) throw new AppError(401, 'TOKEN_INVALID', 'The session has ended. Please log in again.')
      try {
        return c.json(tokenResponse(c, await rotateSession(await getPayloadClient(), token, fingerprint)), 200)
      } catch (error) {
        if (wantsCookies(c)) clearSessionCookies(c)
        throw error
      }
    },
  )
  .openapi(createRoute({ method: 'get', path: `${base}/authUser`, tags, summary: 'The signed-in user.', responses: ok(UserSchema) }), async (c) =>
    c.json(presentUser(await currentUser(c)), 200),
  )
  .openapi(
    createRoute({ method: 'post', path: `${base}/sendLoginLink`, tags, summary: 'E-mails a login code and link.', request: { body: jsonBody(SendLoginLinkBody) }, responses: ok(DoneSchema) }),
    async (c) => {
      const { email, code_only } = c.req.valid('json')
      limitMail(email, clientIp(c))
      const payload = await getPayloadClient()
      const codeOnly = Boolean(code_only) || (await getSiteConfiguration(payload)).code_only
      await sendLoginLink(payload, email, codeOnly)
      return c.json({ success: true as const, message: mailSent }, 200)
    },
  )
  .openapi(
    createRoute({ method: 'post', path: `${base}/registerLink`, tags, summary: 'E-mails a sign-up link.', request: { body: jsonBody(RegisterLinkBody) }, responses: ok(DoneSchema) }),
    async (c) => {
      const { email, first_name, last_name, date_of_birth } = c.req.valid('json')
      limitMail(email, clientIp(c))
      await registerLink(await getPayloadClient(), email, { first_name, last_name, date_of_birth: date_of_birth ?? null })
      return c.json({ success: true as const, message: mailSent }, 200)
    },
  )
  .openapi(
    createRoute({ method: 'get', path: `${base}/recoverPassword`, tags, summary: 'E-mails a password recovery code.', request: { query: EmailQuery }, responses: ok(DoneSchema) }),
    async (c) => {
      const { email } = c.req.valid('query')
      limitMail(email, clientIp(c))
      await recoverPassword(await getPayloadClient(), email)
      return c.json({ success: true as const, message: mailSent }, 200)
    },
  )
  .openapi(
    createRoute({ method: 'post', path: `${base}/recoverPassword`, tags, summary: 'E-mails a password recovery code.', request: { body: jsonBody(EmailQuery) }, responses: ok(DoneSchema) }),
    async (c) => {
      const { email } = c.req.valid('json')
      limitMail(email, clientIp(c))
      await recoverPassword(await getPayloadClient(), email)
      return c.json({ success: true as const, message: mailSent }, 200)
    },
  )
  .openapi(
    createRoute({ method: 'get', path: `${base}/recoverPasswordCheck`, tags, summary: 'Sets a new password with a recovery code.', request: { query: RecoverCheck }, responses: ok(TokensSchema.or(DoneSchema)) }),
    async (c) => c.json(await recoverCheck(c, c.req.valid('query')), 200),
  )
  .openapi(
    createRoute({ method: 'post', path: `${base}/recoverPasswordCheck`, tags, summary: 'Sets a new password with a recovery code (keeps the password out of the address).', request: { body: jsonBody(RecoverCheck) }, responses: ok(TokensSchema.or(DoneSchema)) }),
    async (c) => c.json(await recoverCheck(c, c.req.valid('json')), 200),
  )
  .openapi(
    createRoute({ method: 'get', path: `${base}/loginRecoveryCode`, tags, summary: 'Logs in with the code or link of a login or sign-up e-mail.', request: { query: CodeLogin }, responses: ok(TokensSchema) }),
    async (c) => c.json(await codeLoginHandler(c, c.req.valid('query')), 200),
  )
  .openapi(
    createRoute({ method: 'post', path: `${base}/loginRecoveryCode`, tags, summary: 'Logs in with the code or link of a login or sign-up e-mail.', request: { body: jsonBody(CodeLogin) }, responses: ok(TokensSchema) }),
    async (c) => c.json(await codeLoginHandler(c, c.req.valid('json')), 200),
  )
  .openapi(
    createRoute({ method: 'post', path: `${base}/adoptTokens`, tags, summary: 'The token-login landing: moves a session handed over in the address to this client.', request: { body: jsonBody(AdoptTokensBody) }, responses: ok(TokensSchema) }),
    async (c) => {
      const { access_token, refresh_token, fingerprint } = c.req.valid('json')
      limitSecret(clientIp(c))
      const payload = await getPayloadClient()
      const claims = await verifyAccessToken(access_token)
      if (!refresh_token.startsWith(`${claims.sid}.`) || !(await isSessionLive(payload, claims.sid, claims.sub))) {
        throw new AppError(401, 'TOKEN_INVALID', 'The session has ended. Please log in again.')
      }
      const session = await payload.findByID({ collection: 'account-sessions', id: claims.sid, depth: 1, overrideAccess: true })
      if (!sameHash(sha256(refresh_token), session.token_hash)) throw new AppError(401, 'TOKEN_INVALID', 'The session has ended. Please log in again.')
      // The handed-over tokens were in an address: they end here, and this client gets its own.
      await revokeSession(payload, session.id)
      return c.json(tokenResponse(c, await startSession(payload, session.user as User, fingerprint, 'token')), 200)
    },
  )
  .openapi(
    createRoute({ method: 'get', path: `${base}/oauth2/authorize`, tags, summary: 'Sends the visitor to the OAuth2 provider (state, nonce and PKCE kept in an HttpOnly cookie).', request: { query: z.object({ next: z.string().max(2000).optional() }).strict() }, responses: { 302: { description: 'To the provider' }, ...errorResponses } }),
    async (c) => {
      const { location, sealed } = await beginAuthorization(c.req.valid('query').next)
      setCookie(c, OAUTH_COOKIE, sealed, { httpOnly: true, secure: isSecureRequest(c), sameSite: 'Lax', path: base.replace('/cognito', '/api/v1/cognito'), maxAge: 600 })
      return c.redirect(location, 302)
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: `${base}/authtoken`,
      tags,
      summary: 'Exchanges the OAuth2 provider’s code (state checked) for a session here.',
      request: { body: jsonBody(z.object({ grant_type: z.literal('authorization_code'), code: z.string().min(1).max(2000), state: z.string().min(1).max(200), fingerprint, client_id: z.string().max(200).optional() }).strict()) },
      responses: ok(TokensSchema.extend({ next: z.string() })),
    }),
    async (c) => {
      const { code, state, fingerprint: print } = c.req.valid('json')
      limitSecret(clientIp(c))
      const sealed = getCookie(c, OAUTH_COOKIE) ?? null
      // The state is single-use: whatever happens next, it is gone.
      deleteCookie(c, OAUTH_COOKIE, { path: '/api/v1/cognito/user', secure: isSecureRequest(c) })
      const { tokens, next } = await finishAuthorization(await getPayloadClient(), sealed, code, state, print)
      return c.json({ ...tokenResponse(c, tokens), next }, 200)
    },
  )
  .openapi(
    createRoute({ method: 'get', path: `${base}/creditBalance`, tags, summary: 'Store credit of the signed-in user with a supplier (0 until vouchers exist).', request: { query: z.object({ supplier: z.coerce.number().int().positive().optional() }).strict() }, responses: ok(z.object({ balance: z.number() })) }),
    async (c) => {
      await requireUser(c)
      return c.json({ balance: 0 }, 200)
    },
  )
  .openapi(
    createRoute({ method: 'get', path: `${base}/myAccount`, tags, summary: 'The signed-in user with their addresses and credit.', responses: ok(z.object({ user: UserSchema, addresses: z.array(z.record(z.string(), z.unknown())), credit_balance: z.number() })) }),
    async (c) => {
      const user = await currentUser(c)
      const payload = await getPayloadClient()
      const { docs } = await payload.find({ collection: 'addresses', where: { and: [{ owner: { equals: user.id } }, { enabled: { equals: true } }] }, depth: 0, limit: 100, overrideAccess: true, sort: '-updatedAt' })
      return c.json({ user: presentUser(user), addresses: docs.map(presentAddress), credit_balance: 0 }, 200)
    },
  )
  .openapi(
    createRoute({ method: 'post', path: `${base}/update`, tags, summary: 'Changes the signed-in user’s profile (only the fields the site lets customers edit).', request: { body: jsonBody(ProfileUpdate) }, responses: ok(UserSchema) }),
    async (c) => {
      const user = await currentUser(c)
      const changes = c.req.valid('json')
      const payload = await getPayloadClient()
      if (changes.newpassword && changes.newpassword.length < MIN_PASSWORD_LENGTH) throw passwordTooShort()
      const updated = await updateProfile(payload, user, changes, await getSiteConfiguration(payload))
      if (changes.newpassword) {
        const signedIn = await requireUser(c)
        await revokeUserSessions(payload, user.id, signedIn.sessionId)
      }
      return c.json(presentUser(updated as User), 200)
    },
  )
  .openapi(
    createRoute({ method: 'post', path: `${base}/uploadImage`, tags, summary: 'Sets the signed-in user’s photo (multipart field `image`).', responses: ok(UserSchema) }),
    async (c) => {
      const user = await currentUser(c)
      const form = await c.req.formData().catch(() => null)
      const file = form?.get('image')
      if (!(file instanceof File)) throw new AppError(400, 'VALIDATION_FAILED', 'Please choose a photo.', [{ path: 'image', message: 'A JPEG, PNG or WebP image is required.' }])
      if (!/^image\/(jpeg|png|webp)$/.test(file.type)) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'The photo must be a JPEG, PNG or WebP image.')
      if (file.size > MAX_UPLOAD_BYTES) throw new AppError(413, 'PAYLOAD_TOO_LARGE', 'The photo is larger than 25 MB.')
      const payload = await getPayloadClient()
      const bytes = Buffer.from(await file.arrayBuffer())
      const media = await payload
        .create({
          collection: 'media',
          data: { alt: `${user.first_name ?? ''} ${user.last_name ?? ''}`.trim() || 'Profile photo' },
          file: { data: bytes, mimetype: file.type, name: file.name.replace(/[^\w.-]/g, '_').slice(-80) || 'photo.jpg', size: bytes.length },
          overrideAccess: true,
        })
        .catch(() => {
          throw new AppError(400, 'VALIDATION_FAILED', 'That file could not be read as an image.')
        })
      const updated = await payload.update({ collection: 'users', id: user.id, data: { image: media.id }, overrideAccess: true, depth: 1 })
      return c.json(presentUser(updated as User), 200)
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: `${base}/{url}`,
      tags,
      summary: 'The signed-in user’s photo (by its hash, or `image`) at an aspect and width.',
      request: { params: z.object({ url: z.string().regex(/^(image|[0-9a-f]{32})$/) }), query: z.object({ image_aspect: imageAspect, image_width: imageWidth }).strict() },
      responses: ok(ImageSchema),
    }),
    async (c) => {
      const user = await currentUser(c)
      const { url } = c.req.valid('param')
      const { image_aspect, image_width } = c.req.valid('query')
      const media = typeof user.image === 'object' ? user.image : null
      if (!media || (url !== 'image' && media.hash !== url)) throw new AppError(404, 'NOT_FOUND', 'No photo of yours has that address.')
      const image = toImage(media as never, { aspect: image_aspect ?? '4x3', width: image_width ?? 300 })
      if (!image) throw new AppError(404, 'NOT_FOUND', 'No photo of yours has that address.')
      return c.json(image, 200)
    },
  )
