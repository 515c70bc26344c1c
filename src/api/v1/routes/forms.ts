import { createRoute, z } from '@hono/zod-openapi'

import { hit, limits } from '@/accounts/rate-limit'
import { newCaptchaChallenge } from '@/forms/captcha'
import { getForm } from '@/forms/present-form'
import { submitForm } from '@/forms/submit-form'
import { slugSchema } from '@/content/slug'
import { getDb, getPayloadClient } from '@/lib/payload'

import { clientIp } from '@/api/v1/client-ip'
import { json } from '@/api/v1/openapi'
import { contentLocale, requestLocale } from '@/api/v1/request-language'
import { requestUser } from '@/api/v1/request-user'
import { createRouter } from '@/api/v1/router'
import { decodePageUrl, errorResponses, jsonPost } from '@/api/v1/routes/route-helpers'
import { CaptchaChallengeSchema, FormSchema, SubmitFormAnswer, SubmitFormBody } from '@/api/v1/schemas/forms'
import { locale } from '@/api/v1/schemas/query'

const tags = ['Forms']
const ok = <T extends z.ZodType>(schema: T) => ({ 200: json(schema, 'OK'), ...errorResponses })
const formRef = z.union([z.string().regex(/^[0-9]{1,10}$/), slugSchema], 'A form is named by its id or url.')

/** Forms built in the back-office: one to show, a captcha challenge, and the answers sent. */
export const formRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/cognito/form',
      tags,
      summary: 'One form, by id (or url), with its questions.',
      request: { query: z.object({ id: formRef, locale }).strict() },
      responses: ok(FormSchema),
    }),
    async (c) => c.json(await getForm(await getPayloadClient(), c.req.valid('query').id, contentLocale(c)), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/cognito/form/captcha',
      tags,
      summary:
        'A proof-of-work challenge (ALTCHA) for a form; the browser solves it and sends the answer with the form.',
      responses: ok(CaptchaChallengeSchema),
    }),
    async (c) => {
      await hit(`captcha:ip:${clientIp(c)}`, limits.captchasPerIp)
      c.header('Cache-Control', 'no-store')
      return c.json(await newCaptchaChallenge(), 200)
    },
  )
  .openapi(
    {
      ...jsonPost('/cognito/form/submit/{id}', tags, 'Sends answers to a form.', SubmitFormBody, SubmitFormAnswer),
      request: {
        params: z.object({ id: formRef }),
        body: { content: { 'application/json': { schema: SubmitFormBody } }, required: true },
      },
    },
    async (c) => {
      await hit(`form:ip:${clientIp(c)}`, limits.formsPerIp)
      const body = c.req.valid('json')
      const user = await requestUser(c)
      const { payment } = await submitForm(await getDb(), {
        formRef: c.req.valid('param').id,
        data: body.data,
        page: decodePageUrl(body.url),
        captcha: body.captcha,
        userId: user ? Number(user.id) : null,
        userEmail: user?.email ?? null,
        locale: requestLocale(c),
      })
      return c.json({ success: true as const, error: null, payment }, 200)
    },
  )
