import { z } from '@hono/zod-openapi'

/** The texts of a record shown in English in the language asked for, because the artist has not translated them yet. */
export const inEnglish = z.array(z.string()).openapi({
  description: 'The texts (name, content …) shown in English because the artist has not translated them yet.',
})
