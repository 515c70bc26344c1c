import { z } from '@hono/zod-openapi'

import { EMAIL_MAX_LENGTH, isEmailAddress } from '@/lib/email-address'

/**
 * An e-mail address as every call takes it: the site's one rule (src/lib/email-address.ts), which
 * accepts internationalised addresses, kept trimmed, composed and in lower case. A refusal is a
 * 400 with the catalogue's "valid e-mail address" message, before anything is looked up or spent.
 */
export const emailAddress = z
  .string()
  .trim()
  .normalize('NFC')
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH)
  .superRefine((value, ctx) => {
    if (!isEmailAddress(value)) ctx.addIssue({ code: 'invalid_format', format: 'email', input: value })
  })
  .openapi({ format: 'email' })
