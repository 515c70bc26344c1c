import type { z } from 'zod'

import { pageSlugSchema, slugSchema } from '@/content/slug'

/** A Payload validator from a zod schema: true, or the first problem's message. */
const validateWith = (schema: z.ZodType) => (value: unknown) => {
  const result = schema.safeParse(value)
  return result.success || (result.error.issues[0]?.message ?? 'Not valid.')
}

/** A URL part the artist types (see src/content/slug.ts). */
export const validateSlug = validateWith(slugSchema)

/** A page's URL part, which may also use underscores. */
export const validatePageSlug = validateWith(pageSlugSchema)

/** Where a link goes: a path of the site (`/shop`) or a full http(s) address. */
export const validateLinkAddress = (value: unknown) =>
  (typeof value === 'string' && (/^\/\S*$/.test(value) || /^https?:\/\/\S+$/.test(value))) ||
  'Use a path starting with / or a full http(s) address.'
