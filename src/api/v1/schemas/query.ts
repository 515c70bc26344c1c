import { z } from '@hono/zod-openapi'

import { LOCALES } from '@/i18n/locales'
import { parseAspect } from '@/media/aspects'
import { roundWidth } from '@/media/aspects'

/** `image_aspect`: one of the allowlisted aspects, or the spec's loose names (Square, 16:9). */
export const imageAspect = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined) return undefined
    const aspect = parseAspect(value)
    if (!aspect) {
      ctx.addIssue({ code: 'custom', message: 'Unknown image aspect.' })
      return z.NEVER
    }
    return aspect
  })

/** `image_width`: rounded up to the 25 px steps, at most 4000. */
export const imageWidth = z.coerce
  .number()
  .int()
  .min(1)
  .max(4000)
  .optional()
  .transform((w) => (w === undefined ? undefined : roundWidth(w)))

/** The language of the artist's words in an answer; by default that of Accept-Language (see contentLocale). */
export const locale = z
  .enum(LOCALES)
  .optional()
  .openapi({ description: 'The language of the artist’s words; by default that of Accept-Language.' })

export const id = z.coerce.number().int().positive()
export const optionalId = id.optional()
export const pageSize = (max: number) => z.coerce.number().int().min(1).max(max)

/**
 * An optional field of the spec's calls: the spec's own client sends an empty string or null for
 * a value it does not have, and both mean "absent".
 */
export const optionalField = <T extends z.ZodType>(schema: T) =>
  z
    .union([z.literal(''), z.null(), schema])
    .optional()
    .transform((value) => (value === '' || value === null ? undefined : (value as z.output<T>)))
