import { createRoute, z } from '@hono/zod-openapi'
import type { Context } from 'hono'

import { loadAccountUser } from '@/accounts/account-user'
import { accountOverview } from '@/accounts/account-overview'
import { limitSecret } from '@/accounts/login-flows'
import { changeProfile, presentUser } from '@/accounts/profile'
import { profilePhoto, setProfilePhoto } from '@/accounts/profile-photo'
import { creditBalance } from '@/commerce/credit/store-credit'
import { toDollars } from '@/commerce/money'
import { getDb } from '@/lib/payload'
import type { User } from '@/payload-types'

import { clientIp } from '@/api/v1/client-ip'
import { requireUser } from '@/api/v1/request-user'
import { createRouter } from '@/api/v1/router'
import { accountBase, accountTags } from '@/api/v1/routes/account-paths'
import { jsonBody, okResponses } from '@/api/v1/routes/route-helpers'
import { ProfileUpdate, UserSchema } from '@/api/v1/schemas/account'
import { ImageSchema } from '@/api/v1/schemas/image'
import { imageAspect, imageWidth } from '@/api/v1/schemas/query'

const currentUser = async (c: Context): Promise<User> => loadAccountUser(await getDb(), (await requireUser(c)).id)

/**
 * The signed-in user's own account: who they are, their credit, the account page, profile
 * changes and the photo. Mounted after the other account calls: `{url}` would take their GET paths.
 */
export const accountProfileRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: `${accountBase}/authUser`,
      tags: accountTags,
      summary: 'The signed-in user.',
      responses: okResponses(UserSchema),
    }),
    async (c) => c.json(presentUser(await currentUser(c)), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: `${accountBase}/creditBalance`,
      tags: accountTags,
      summary:
        'Store credit of the signed-in user, in dollars (from redeemed gift vouchers). There is one supplier, the studio.',
      request: { query: z.object({ supplier: z.coerce.number().int().positive().optional() }).strict() },
      responses: okResponses(z.object({ balance: z.number() })),
    }),
    async (c) => {
      const user = await requireUser(c)
      return c.json({ balance: toDollars(await creditBalance(await getDb(), Number(user.id))) }, 200)
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: `${accountBase}/myAccount`,
      tags: accountTags,
      summary: 'The signed-in user with their addresses and credit.',
      responses: okResponses(
        z.object({
          user: UserSchema,
          addresses: z.array(z.record(z.string(), z.unknown())),
          credit_balance: z.number(),
        }),
      ),
    }),
    async (c) => {
      const { user, addresses, creditCents } = await accountOverview(await getDb(), (await requireUser(c)).id)
      return c.json({ user: presentUser(user), addresses, credit_balance: toDollars(creditCents) }, 200)
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: `${accountBase}/update`,
      tags: accountTags,
      summary:
        'Changes the signed-in user’s profile (only the fields the site lets customers edit); a new password needs the current `password` or a password-reset `code`.',
      request: { body: jsonBody(ProfileUpdate) },
      responses: okResponses(UserSchema),
    }),
    async (c) => {
      const signedIn = await requireUser(c)
      const changes = c.req.valid('json')
      // The proof of a new password is a secret checked here, counted like any other.
      if (changes.newpassword) await limitSecret(clientIp(c))
      const updated = await changeProfile(await getDb(), signedIn.id, changes, signedIn.sessionId)
      return c.json(presentUser(updated), 200)
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: `${accountBase}/uploadImage`,
      tags: accountTags,
      summary: 'Sets the signed-in user’s photo (multipart field `image`).',
      responses: okResponses(UserSchema),
    }),
    async (c) => {
      const user = await currentUser(c)
      const form = await c.req.formData().catch(() => null)
      const file = form?.get('image')
      const photo =
        file instanceof File ? { bytes: Buffer.from(await file.arrayBuffer()), type: file.type, name: file.name } : null
      const updated = await setProfilePhoto(await getDb(), user, photo)
      return c.json(presentUser(updated as User), 200)
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: `${accountBase}/{url}`,
      tags: accountTags,
      summary: 'The signed-in user’s photo (by its hash, or `image`) at an aspect and width.',
      request: {
        params: z.object({ url: z.string().regex(/^(image|[0-9a-f]{32})$/) }),
        query: z.object({ image_aspect: imageAspect, image_width: imageWidth }).strict(),
      },
      responses: okResponses(ImageSchema),
    }),
    async (c) => {
      const user = await currentUser(c)
      const { url } = c.req.valid('param')
      const { image_aspect, image_width } = c.req.valid('query')
      return c.json(profilePhoto(user, url, { aspect: image_aspect ?? '4x3', width: image_width ?? 300 }), 200)
    },
  )
