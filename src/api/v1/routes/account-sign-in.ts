import { createRoute } from '@hono/zod-openapi'
import { deviceCookieOf, rememberDevice } from '@/api/device-cookie'
import { passwordLogin, limitSecret } from '@/accounts/login-flows'
import { hit, limits } from '@/accounts/rate-limit'
import { adoptHandedOverSession, endSessions, rotateSession } from '@/accounts/sessions'
import { DomainError } from '@/lib/domain-error'
import { getDb } from '@/lib/payload'

import { clientIp } from '@/api/v1/client-ip'
import { requestUserOrThrow } from '@/api/v1/request-user'
import { createRouter } from '@/api/v1/router'
import { accountBase, accountTags } from '@/api/v1/routes/account-paths'
import { jsonBody, okResponses } from '@/api/v1/routes/route-helpers'
import { AdoptTokensBody, DoneSchema, LoginBody, RefreshBody, TokensSchema } from '@/api/v1/schemas/account'
import { clearSessionCookies, refreshCookie, tokenResponse, wantsCookies } from '@/api/v1/session-cookies'

/** Signing in with a password, keeping a session alive and ending it, and the token-login hand-over. */
export const accountSignInRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'post',
      path: `${accountBase}/login`,
      tags: accountTags,
      summary: 'Password login.',
      request: { body: jsonBody(LoginBody) },
      responses: okResponses(TokensSchema),
    }),
    async (c) => {
      const { username, password, fingerprint } = c.req.valid('json')
      const ip = clientIp(c)
      await limitSecret(ip)
      const source = { ip, device: deviceCookieOf(c) }
      const tokens = await passwordLogin(await getDb(), username, password, fingerprint, source)
      rememberDevice(c, username)
      return c.json(tokenResponse(c, tokens), 200)
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: `${accountBase}/logout`,
      tags: accountTags,
      summary: 'Ends this session (its whole refresh-token family).',
      responses: okResponses(DoneSchema),
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
      path: `${accountBase}/refreshToken`,
      tags: accountTags,
      summary: 'New tokens for a refresh token (rotated on every use).',
      request: { body: jsonBody(RefreshBody) },
      responses: okResponses(TokensSchema),
    }),
    async (c) => {
      const { refresh_token, fingerprint } = c.req.valid('json')
      await hit(`refresh:ip:${clientIp(c)}`, limits.refreshPerIp)
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
      method: 'post',
      path: `${accountBase}/adoptTokens`,
      tags: accountTags,
      summary: 'The token-login landing: moves a session handed over in the address to this client.',
      request: { body: jsonBody(AdoptTokensBody) },
      responses: okResponses(TokensSchema),
    }),
    async (c) => {
      const { access_token, refresh_token, fingerprint } = c.req.valid('json')
      await limitSecret(clientIp(c))
      return c.json(
        tokenResponse(c, await adoptHandedOverSession(await getDb(), access_token, refresh_token, fingerprint)),
        200,
      )
    },
  )
