import { createRoute } from '@hono/zod-openapi'

import { studioCodeSignIn } from '@/accounts/studio-sign-in'
import { limitSecret } from '@/accounts/login-flows'
import { getDb } from '@/lib/payload'

import { rememberDevice } from '@/api/device-cookie'
import { clientIp } from '@/api/v1/client-ip'
import { json } from '@/api/v1/openapi'
import { createRouter } from '@/api/v1/router'
import { errorResponses, jsonBody } from '@/api/v1/routes/route-helpers'
import { CodeLogin, DoneSchema } from '@/api/v1/schemas/account'

const StudioSignIn = CodeLogin.omit({ fingerprint: true }).strict()

/** The studio's way into the back-office by e-mail code (the code of `sendLoginLink`'s mail). */
export const studioSignInRoutes = createRouter().openapi(
  createRoute({
    method: 'post',
    path: '/studio/signIn',
    tags: ['Studio'],
    summary:
      'Signs a back-office account in to /admin with the code of a login e-mail (never held back by wrong passwords).',
    request: { body: jsonBody(StudioSignIn) },
    responses: { 200: json(DoneSchema, 'Signed in: the back-office cookie is set'), ...errorResponses },
  }),
  async (c) => {
    const { email, code } = c.req.valid('json')
    await limitSecret(clientIp(c))
    c.header('Set-Cookie', await studioCodeSignIn(await getDb(), email, code), { append: true })
    rememberDevice(c, email)
    return c.json({ success: true as const }, 200)
  },
)
