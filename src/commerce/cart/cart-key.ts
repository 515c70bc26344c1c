import { z } from 'zod'

/** An anonymous visitor's cart key, as the first `cartAdd` hands it out (32 random characters; older clients' keys up to 64). */
export const cartKeySchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'Not a cart session key.')
