import { z } from '@hono/zod-openapi'

import { shippingChoices } from '@/commerce/checkout/shipping-choices'
import { requestShippingQuote } from '@/commerce/checkout/quote-requests'
import { toDollars } from '@/commerce/money'
import { placeOrder } from '@/commerce/orders/place-order'
import { getDb } from '@/lib/payload'

import { contentLocale, requestErrors, requestLocale } from '@/api/v1/request-language'
import { requestUser, requireUser } from '@/api/v1/request-user'
import { createRouter } from '@/api/v1/router'
import { jsonPost } from '@/api/v1/routes/route-helpers'
import {
  RequestShippingQuoteBody,
  ShippingQuoteBody,
  ShippingQuotesSchema,
  SubmitOrderBody,
  SubmitOrderSchema,
} from '@/api/v1/schemas/checkout'

const tags = ['Checkout']
const post = <T extends z.ZodType, R extends z.ZodType>(path: string, summary: string, body: T, response: R) =>
  jsonPost(`/sell/cart/${path}`, tags, summary, body, response)

/**
 * The checkout calls of spec document 1, section 7: shipping quotes, a quote request to the artist,
 * and placing the order. Every figure is the server's; the client sends choices (ids and a code), and
 * a price, total or currency in a payload is refused by the strict schemas.
 */
export const checkoutRoutes = createRouter()
  .openapi(
    post(
      'shippingQuote',
      'The shipping choices for the cart to a country (or an address of the customer’s book): `shipping_type_id, shipping_name, amount, is_pick_up`.',
      ShippingQuoteBody,
      ShippingQuotesSchema,
    ),
    async (c) => {
      const body = c.req.valid('json')
      const user = await requestUser(c)
      const priced = await shippingChoices(await getDb(), {
        userId: user ? Number(user.id) : null,
        sessionKey: body.session,
        addressId: body.address ?? null,
        country: body.country,
        locale: contentLocale(c),
      })
      return c.json(
        {
          data: priced.options.map((option) => ({
            shipping_type_id: option.shipping_type_id,
            shipping_name: option.shipping_name,
            amount: toDollars(option.amountCents),
            is_pick_up: option.is_pick_up,
          })),
          needs_quote: priced.needsQuote,
        },
        200,
      )
    },
  )
  .openapi(
    post(
      'requestShippingQuote',
      'Asks the artist to price the delivery of the cart to an address no rate reaches; she is e-mailed, and her answer comes back by e-mail with a link to the checkout.',
      RequestShippingQuoteBody,
      z.object({ success: z.literal(true), message: z.string(), quote_id: z.number().int() }),
    ),
    async (c) => {
      const user = await requireUser(c)
      const quote = await requestShippingQuote(await getDb(), Number(user.id), c.req.valid('json').address)
      const t = await requestErrors(c)
      return c.json({ success: true as const, message: t('answers.quoteRequested'), quote_id: quote.id }, 200)
    },
  )
  .openapi(
    post(
      'submitOrder',
      'Places the signed-in customer’s cart as an order waiting for payment, holds its items, and answers the payment page to send the browser to. The same checkout placed twice answers the same order.',
      SubmitOrderBody,
      SubmitOrderSchema,
    ),
    async (c) => {
      const signedIn = await requireUser(c)
      const body = c.req.valid('json')
      const placed = await placeOrder(await getDb(), {
        userId: signedIn.id,
        locale: requestLocale(c),
        addressId: body.address ?? null,
        shippingOptionId: body.shipping_option_id,
        gateway: body.paymentGateway,
        useCredit: body.use_credit ?? false,
        note: body.note ?? '',
        promotionCode: body.promotion_code ?? '',
        marketingOptIn: body.marketing_opt_in ?? false,
      })
      return c.json({ success: true, payment: placed.paymentUrl, message: '', order_id: placed.orderId }, 200)
    },
  )
