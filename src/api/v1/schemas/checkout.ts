import { z } from '@hono/zod-openapi'

import { cartKeySchema } from '@/commerce/cart/cart-key'

import { optionalField } from '@/api/v1/schemas/query'

const session = optionalField(cartKeySchema)
const id = z.coerce.number().int().positive()
/** A shipping choice: a shipping type's id, or an answered quote (`quote:12`). */
export const shippingChoice = z.union([id, z.string().regex(/^quote:\d{1,12}$/, 'Not a shipping choice.')])

export const ShippingQuoteBody = z
  .object({
    session,
    suburb: optionalField(z.string().max(100)),
    postcode: optionalField(z.string().max(20)),
    country: optionalField(z.string().max(100)),
    /** An address of the customer's book instead of suburb, postcode and country. */
    address: optionalField(id),
  })
  .strict()

export const ShippingQuoteSchema = z
  .object({
    shipping_type_id: z.union([z.number().int(), z.string()]),
    shipping_name: z.string(),
    amount: z.number(),
    is_pick_up: z.boolean(),
  })
  .openapi('ShippingQuote')

export const ShippingQuotesSchema = z.object({
  data: z.array(ShippingQuoteSchema),
  needs_quote: z.boolean().openapi({ description: 'No rate reaches this parcel: a quote may be requested.' }),
})

export const RequestShippingQuoteBody = z.object({ session, address: id }).strict()

export const SubmitOrderBody = z
  .object({
    /** The delivery address (an id of the customer's book); none for a pick-up. */
    address: optionalField(id),
    shipping_option_id: shippingChoice,
    paymentGateway: z
      .enum(['test', 'stripe', 'credit'])
      .openapi({ description: '`credit` pays with store credit alone (refused when it does not cover the total).' }),
    use_credit: z
      .boolean()
      .optional()
      .openapi({ description: 'Store credit pays first; the gateway is asked only for the rest.' }),
    note: optionalField(z.string().max(2000)),
    promotion_code: optionalField(z.string().max(40)),
    marketing_opt_in: z.boolean().optional(),
    /** The page the order was placed from (the spec's `url`), base64 or plain. */
    url: optionalField(z.string().max(2000)),
  })
  .strict()

export const SubmitOrderSchema = z
  .object({
    success: z.boolean(),
    payment: z.string().nullable().openapi({ description: 'Where the browser goes to pay.' }),
    message: z.string(),
    order_id: z.number().int().nullable(),
  })
  .openapi('SubmitOrder')

export const CheckPaidQuery = z
  .object({ payum_token: z.string().min(8).max(200), url: optionalField(z.string().max(2000)) })
  .strict()

export const CheckPaidSchema = z
  .object({
    success: z.boolean(),
    payment: z
      .object({
        status: z.enum(['paid', 'failed', 'open']),
        kind: z.enum(['order', 'voucher', 'form']),
        order_id: z.number().int().nullable(),
        reference: z.string(),
        total: z.number(),
      })
      .nullable(),
  })
  .openapi('CheckPaid')

export const SurchargeBody = z.object({ amount: z.coerce.number().min(0).max(10_000_000) }).strict()
export const SurchargeSchema = z.object({ surcharge: z.number(), gateway: z.string() })
export const SurchargesSchema = z.object({ data: z.array(SurchargeSchema) })
