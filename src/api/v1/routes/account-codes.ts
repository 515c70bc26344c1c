import { createRoute, type z } from '@hono/zod-openapi'
import type { Context } from 'hono'

import { rememberDevice } from '@/api/device-cookie'
import {
  codeLogin,
  limitMail,
  limitSecret,
  recoverPassword,
  recoverWithCode,
  registerLink,
  sendLoginLink,
} from '@/accounts/login-flows'
import { getDb } from '@/lib/payload'

import { clientIp } from '@/api/v1/client-ip'
import { requestErrors, requestLocale } from '@/api/v1/request-language'
import { createRouter } from '@/api/v1/router'
import { accountBase, accountTags } from '@/api/v1/routes/account-paths'
import { jsonBody, okResponses } from '@/api/v1/routes/route-helpers'
import {
  CodeLogin,
  DoneSchema,
  EmailQuery,
  RecoverCheck,
  RegisterLinkBody,
  SendLoginLinkBody,
  TokensSchema,
} from '@/api/v1/schemas/account'
import { tokenResponse } from '@/api/v1/session-cookies'

/** The same answer whether or not the address has an account, in the request's language. */
const mailSent = async (c: Context) => ({
  success: true as const,
  message: (await requestErrors(c))('answers.mailSent'),
})

const recoverCheck = async (c: Context, input: z.infer<typeof RecoverCheck>) => {
  await limitSecret(clientIp(c))
  const tokens = await recoverWithCode(await getDb(), input.email, input.code, input.newpassword, input.fingerprint)
  // The mailbox proved itself in this browser: its password tries are its own from now on.
  rememberDevice(c, input.email)
  return tokens
    ? tokenResponse(c, tokens)
    : { success: true as const, message: (await requestErrors(c))('answers.passwordChanged') }
}

const codeLoginHandler = async (c: Context, input: z.infer<typeof CodeLogin>) => {
  await limitSecret(clientIp(c))
  const tokens = await codeLogin(await getDb(), input.email, input.code, input.fingerprint)
  rememberDevice(c, input.email)
  return tokenResponse(c, tokens)
}

/** The calls of e-mailed codes: login and sign-up links, password recovery, and logging in with a code. */
export const accountCodeRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'post',
      path: `${accountBase}/sendLoginLink`,
      tags: accountTags,
      summary: 'E-mails a login code and link.',
      request: { body: jsonBody(SendLoginLinkBody) },
      responses: okResponses(DoneSchema),
    }),
    async (c) => {
      const { email, code_only, sign_up } = c.req.valid('json')
      await limitMail(email, clientIp(c))
      await sendLoginLink(await getDb(), email, Boolean(code_only), requestLocale(c), Boolean(sign_up))
      return c.json(await mailSent(c), 200)
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: `${accountBase}/registerLink`,
      tags: accountTags,
      summary: 'E-mails a sign-up link.',
      request: { body: jsonBody(RegisterLinkBody) },
      responses: okResponses(DoneSchema),
    }),
    async (c) => {
      const { email, first_name, last_name, date_of_birth } = c.req.valid('json')
      await limitMail(email, clientIp(c))
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
      path: `${accountBase}/recoverPassword`,
      tags: accountTags,
      summary: 'E-mails a password recovery code.',
      request: { query: EmailQuery },
      responses: okResponses(DoneSchema),
    }),
    async (c) => {
      const { email } = c.req.valid('query')
      await limitMail(email, clientIp(c))
      await recoverPassword(await getDb(), email, requestLocale(c))
      return c.json(await mailSent(c), 200)
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: `${accountBase}/recoverPassword`,
      tags: accountTags,
      summary: 'E-mails a password recovery code.',
      request: { body: jsonBody(EmailQuery) },
      responses: okResponses(DoneSchema),
    }),
    async (c) => {
      const { email } = c.req.valid('json')
      await limitMail(email, clientIp(c))
      await recoverPassword(await getDb(), email, requestLocale(c))
      return c.json(await mailSent(c), 200)
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: `${accountBase}/recoverPasswordCheck`,
      tags: accountTags,
      summary: 'Sets a new password with a recovery code.',
      request: { query: RecoverCheck },
      responses: okResponses(TokensSchema.or(DoneSchema)),
    }),
    async (c) => c.json(await recoverCheck(c, c.req.valid('query')), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: `${accountBase}/recoverPasswordCheck`,
      tags: accountTags,
      summary: 'Sets a new password with a recovery code (keeps the password out of the address).',
      request: { body: jsonBody(RecoverCheck) },
      responses: okResponses(TokensSchema.or(DoneSchema)),
    }),
    async (c) => c.json(await recoverCheck(c, c.req.valid('json')), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: `${accountBase}/loginRecoveryCode`,
      tags: accountTags,
      summary: 'Logs in with the code or link of a login or sign-up e-mail.',
      request: { query: CodeLogin },
      responses: okResponses(TokensSchema),
    }),
    async (c) => c.json(await codeLoginHandler(c, c.req.valid('query')), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: `${accountBase}/loginRecoveryCode`,
      tags: accountTags,
      summary: 'Logs in with the code or link of a login or sign-up e-mail.',
      request: { body: jsonBody(CodeLogin) },
      responses: okResponses(TokensSchema),
    }),
    async (c) => c.json(await codeLoginHandler(c, c.req.valid('json')), 200),
  )
