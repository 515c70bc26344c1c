import { z } from '@hono/zod-openapi'

import { emailAddress } from '@/api/v1/schemas/email'
import { optionalField } from '@/api/v1/schemas/query'

export const PayNowBody = z
  .object({
    theme_id: z.number().int().positive(),
    amount: z.number().openapi({ description: 'Dollars, at most two decimals, from $10 to $2,000.' }),
    /** The voucher page, base64 (or plain): where the payment returns. */
    url: optionalField(z.string().max(2000)),
    recipient_name: optionalField(z.string().trim().max(100)),
    recipient_email: optionalField(emailAddress),
    message: optionalField(z.string().trim().max(500)),
    /** YYYY-MM-DD, the day the voucher is e-mailed; empty for at once. */
    send_on: optionalField(z.string().max(10)),
  })
  .strict()

export const PayNowAnswer = z
  .object({
    success: z.literal(true),
    message: z.string(),
    payment: z.string().openapi({ description: 'Where the browser goes to pay.' }),
  })
  .openapi('VoucherPayNow')

export const RedeemBody = z.object({ code: z.string().max(40) }).strict()

export const RedeemAnswer = z
  .object({
    success: z.literal(true),
    message: z.string(),
    amount: z.number(),
    balance: z.number().openapi({ description: 'The customer’s store credit now, in dollars.' }),
  })
  .openapi('VoucherRedeemed')
