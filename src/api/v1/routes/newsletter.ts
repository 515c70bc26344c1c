import { createRoute } from '@hono/zod-openapi'

import { hit, limits } from '@/accounts/rate-limit'
import { confirmSubscription, subscribe, unsubscribe } from '@/forms/newsletter'
import { getDb } from '@/lib/payload'

import { clientIp } from '@/api/v1/client-ip'
import { json } from '@/api/v1/openapi'
import { requestErrors, requestLocale } from '@/api/v1/request-language'
import { createRouter } from '@/api/v1/router'
import { errorResponses, jsonPost } from '@/api/v1/routes/route-helpers'
import { ConfirmBody, NewsletterAnswer, SubscribeBody, UnsubscribeQuery } from '@/api/v1/schemas/newsletter'

const tags = ['Newsletter']

/** The newsletter: sign up (double opt-in), confirm, and the one-click unsubscribe of RFC 8058. */
export const newsletterRoutes = createRouter()
  .openapi(
    jsonPost(
      '/newsletter/subscribe',
      tags,
      'Asks for the newsletter: a confirmation link goes to the address.',
      SubscribeBody,
      NewsletterAnswer,
    ),
    async (c) => {
      await hit(`form:ip:${clientIp(c)}`, limits.formsPerIp)
      const body = c.req.valid('json')
      await subscribe(await getDb(), {
        email: body.email,
        group: body.group ?? null,
        locale: requestLocale(c),
        captcha: body.captcha,
      })
      const t = await requestErrors(c)
      return c.json({ success: true as const, message: t('newsletter.checkYourMail') }, 200)
    },
  )
  .openapi(
    jsonPost(
      '/newsletter/confirm',
      tags,
      'The confirmation link: the address joins the list.',
      ConfirmBody,
      NewsletterAnswer,
    ),
    async (c) => {
      await confirmSubscription(await getDb(), c.req.valid('json').token)
      const t = await requestErrors(c)
      return c.json({ success: true as const, message: t('newsletter.subscribed') }, 200)
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/newsletter/unsubscribe',
      tags,
      summary: 'One-click unsubscribe (RFC 8058): the address and key are in the query; any body is ignored.',
      request: { query: UnsubscribeQuery },
      responses: { 200: json(NewsletterAnswer, 'OK'), ...errorResponses },
    }),
    async (c) => {
      const { s, t: key } = c.req.valid('query')
      await unsubscribe(await getDb(), s, key)
      const t = await requestErrors(c)
      return c.json({ success: true as const, message: t('newsletter.unsubscribed') }, 200)
    },
  )
