import { createRoute, z } from '@hono/zod-openapi'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'

import { OAUTH_COOKIE } from '@/accounts/constants'
import { limitSecret } from '@/accounts/login-flows'
import { beginAuthorization, finishAuthorization } from '@/accounts/oauth2'
import { getDb } from '@/lib/payload'

import { clientIp } from '@/api/v1/client-ip'
import { requestLocale } from '@/api/v1/request-language'
import { createRouter } from '@/api/v1/router'
import { accountBase, accountTags } from '@/api/v1/routes/account-paths'
import { errorResponses, jsonBody, okResponses } from '@/api/v1/routes/route-helpers'
import { fingerprint, TokensSchema } from '@/api/v1/schemas/account'
import { isSecureRequest, tokenResponse } from '@/api/v1/session-cookies'

/** Signing in through the studio's OAuth2 provider: off to the provider, and back with its code. */
export const accountOAuthRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: `${accountBase}/oauth2/authorize`,
      tags: accountTags,
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
        path: accountBase.replace('/cognito', '/api/v1/cognito'),
        maxAge: 600,
      })
      return c.redirect(location, 302)
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: `${accountBase}/authtoken`,
      tags: accountTags,
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
      responses: okResponses(TokensSchema.extend({ next: z.string() })),
    }),
    async (c) => {
      const { code, state, fingerprint: print } = c.req.valid('json')
      await limitSecret(clientIp(c))
      const sealed = getCookie(c, OAUTH_COOKIE) ?? null
      // The state is single-use: whatever happens next, it is gone.
      deleteCookie(c, OAUTH_COOKIE, { path: '/api/v1/cognito/user', secure: isSecureRequest(c) })
      const { tokens, next } = await finishAuthorization(await getDb(), sealed, code, state, print, requestLocale(c))
      return c.json({ ...tokenResponse(c, tokens), next }, 200)
    },
  )
