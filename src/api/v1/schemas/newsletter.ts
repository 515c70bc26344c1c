import { z } from '@hono/zod-openapi'

export const SubscribeBody = z
  .object({
    email: z.string().max(254),
    group: z.number().int().positive().nullable().optional(),
    captcha: z.string().max(4000).optional(),
  })
  .strict()

export const ConfirmBody = z.object({ token: z.string().max(200) }).strict()

export const UnsubscribeQuery = z.object({ s: z.coerce.number().int().positive(), t: z.string().max(64) }).strict()

export const NewsletterAnswer = z.object({ success: z.literal(true), message: z.string() }).openapi('NewsletterAnswer')
