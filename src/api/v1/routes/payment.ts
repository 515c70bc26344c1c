import { createRoute, z } from '@hono/zod-openapi'
import type { Context } from 'hono'

import { readCheckoutSettings, surchargeCents } from '@/commerce/orders/checkout-settings'
import { toCents, toDollars } from '@/commerce/money'
import { gatewayNamed, offeredGateways } from '@/commerce/payments/gateways'
import { checkPaid, settleByCharge, settleByToken } from '@/commerce/payables'
import { completeTestPayment } from '@/commerce/payments/test-gateway'
import { DomainError } from '@/lib/domain-error'
import { getDb, getPayloadClient } from '@/lib/payload'

import { json } from '@/api/v1/openapi'
import { requestUser } from '@/api/v1/request-user'
import { createRouter } from '@/api/v1/router'
import { errorResponses, jsonBody } from '@/api/v1/routes/route-helpers'
import {
  CheckPaidQuery,
  CheckPaidSchema,
  SurchargeBody,
  SurchargeSchema,
  SurchargesSchema,
} from '@/api/v1/schemas/checkout'

const tags = ['Payment']
const ok = <T extends z.ZodType>(schema: T) => ({ 200: json(schema, 'OK'), ...errorResponses })
const Received = z.object({ received: z.literal(true) })

/** A callback from a gateway: its raw body checked against its signature, then the one fulfil step. */
async function receiveCallback(c: Context, gatewayName: 'test' | 'stripe', signatureHeader: string) {
  const payload = await getPayloadClient()
  const gateway = gatewayNamed({ payload }, gatewayName)
  const callback = await gateway.readCallback(await c.req.text(), c.req.header(signatureHeader) ?? null)
  if (callback) {
    try {
      if ('token' in callback) await settleByToken(payload, callback.token)
      else await settleByCharge(payload, callback.charge)
    } catch (error) {
      // A callback about a payment this shop never opened (another site on the same account) is acknowledged and ignored.
      if (!(error instanceof DomainError && error.code === 'payment_not_found')) throw error
    }
  }
  return c.json({ received: true as const }, 200)
}

const webhook = (name: 'test' | 'stripe', header: string) =>
  createRoute({
    method: 'post',
    path: `/cognito/payment/webhook/${name}`,
    tags,
    summary: `The ${name === 'test' ? 'test gateway’s' : 'Stripe'} signed callback (header \`${header}\`, refused when older than 300 s).`,
    request: {
      body: { content: { 'application/json': { schema: z.record(z.string(), z.unknown()) } }, required: true },
    },
    responses: ok(Received),
  })

/** Whether the browser posted the test page's form (it wants a page back, not JSON). */
const fromForm = (c: Context) => (c.req.header('accept') ?? '').includes('text/html')

/**
 * The payment calls (spec document 2, section 7: checkPaid, the surcharges) and the gateways'
 * callbacks; the test gateway's Pay and Decline buttons post here too, as its hosted page's
 * server would.
 */
export const paymentRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/cognito/payment/checkPaid',
      tags,
      summary:
        'Back from the payment page: asks the gateway about the payment of `payum_token` (an order, a gift voucher or a paid form) and fulfils it once. Only its customer may ask; a paid form sent without an account is asked about by its token.',
      request: { query: CheckPaidQuery },
      responses: ok(CheckPaidSchema),
    }),
    async (c) => {
      const user = await requestUser(c)
      const { payum_token: token } = c.req.valid('query')
      const settled = await checkPaid(await getPayloadClient(), token, user ? Number(user.id) : null)
      return c.json(
        {
          success: settled.status === 'paid',
          payment: {
            status: settled.status,
            kind: settled.kind,
            order_id: settled.kind === 'order' ? settled.id : null,
            reference: settled.reference,
            total: toDollars(settled.totalCents),
          },
        },
        200,
      )
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/cognito/payment/creditCardSurchargeOf',
      tags,
      summary: 'The surcharge card payments add to an amount (0 unless the artist set one).',
      request: { body: jsonBody(SurchargeBody) },
      responses: ok(SurchargeSchema),
    }),
    async (c) => {
      const settings = await readCheckoutSettings((await getDb()).payload)
      // The card gateway in use: Stripe where it is set up, else the test gateway standing in for it.
      const [gateway] = offeredGateways()
      const cents = surchargeCents(settings, gateway, toCents(c.req.valid('json').amount))
      return c.json({ surcharge: toDollars(cents), gateway }, 200)
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/cognito/payment/paymentSurchargesOf',
      tags,
      summary: 'The surcharge each payment type on offer adds to an amount.',
      request: { body: jsonBody(SurchargeBody) },
      responses: ok(SurchargesSchema),
    }),
    async (c) => {
      const settings = await readCheckoutSettings((await getDb()).payload)
      const amount = toCents(c.req.valid('json').amount)
      const data = offeredGateways().map((gateway) => ({
        gateway,
        surcharge: toDollars(surchargeCents(settings, gateway, amount)),
      }))
      return c.json({ data }, 200)
    },
  )
  .openapi(webhook('test', 'Atelier-Signature'), (c) => receiveCallback(c, 'test', 'atelier-signature'))
  .openapi(webhook('stripe', 'Stripe-Signature'), (c) => receiveCallback(c, 'stripe', 'stripe-signature'))
  .openapi(
    createRoute({
      method: 'post',
      path: '/cognito/payment/test/{token}/{outcome}',
      tags,
      summary:
        'The test gateway’s hosted page: Pay or Decline. Sends the browser back to the shop (303); a payment already complete or closed is refused (409).',
      request: {
        params: z.object({ token: z.string().regex(/^tp_[A-Za-z0-9_-]{10,40}$/), outcome: z.enum(['pay', 'decline']) }),
      },
      responses: { 303: { description: 'Back to the shop' }, ...ok(Received) },
    }),
    async (c) => {
      const { token, outcome } = c.req.valid('param')
      const payload = await getPayloadClient()
      try {
        const { returnUrl } = await completeTestPayment(payload, token, outcome === 'pay' ? 'paid' : 'declined')
        return c.redirect(returnUrl, 303)
      } catch (error) {
        // The page shows where the payment stands; only an API client gets the refusal itself.
        if (error instanceof DomainError && fromForm(c) && error.code !== 'payment_not_found')
          return c.redirect(new URL(c.req.header('referer') ?? '/', 'http://x').pathname, 303)
        throw error
      }
    },
  )
