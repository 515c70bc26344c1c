import { createRoute, z } from '@hono/zod-openapi'

import { loadAccountUser } from '@/accounts/account-user'
import {
  createAddress,
  deleteAddress,
  findOwnAddress,
  listAddresses,
  presentAddress,
  setAddressEnabled,
  updateAddress,
} from '@/accounts/addresses'
import { presentUser } from '@/accounts/profile'
import { setProfilePhotoByHash } from '@/accounts/profile-photo'
import { requestUser, requireUser } from '@/api/v1/request-user'
import { DomainError } from '@/lib/domain-error'
import { getDb } from '@/lib/payload'
import { HASH_PATTERN } from '@/media/content-hash'
import { downloadableFile, imageByHash } from '@/media/media-files'

import { json } from '@/api/v1/openapi'
import { createRouter } from '@/api/v1/router'
import { AddressCreate, AddressSchema, AddressUpdate, IdBody, UserSchema } from '@/api/v1/schemas/account'
import { ImageSchema } from '@/api/v1/schemas/image'
import { imageAspect, imageWidth } from '@/api/v1/schemas/query'
import { errorResponses, jsonBody } from '@/api/v1/routes/route-helpers'

const ok = <T extends z.ZodType>(schema: T) => ({ 200: json(schema, 'OK'), ...errorResponses })
const tags = ['Address book']
const modelTags = ['Models']
const list = z.object({ data: z.array(AddressSchema) })
const idParam = z.object({ id: z.coerce.number().int().positive() })
const ListBody = z.object({ include_disabled: z.boolean().optional() }).strict()

const ownerId = async (c: Parameters<typeof requireUser>[0]) => (await requireUser(c)).id

/**
 * The address book (spec section 7) and the generic model calls for the models customers may
 * touch: `address` (their own entries) and `user` (their own record). Someone else's id answers
 * 404 and changes nothing. These calls are the customers' only way to these records: Payload's
 * REST and GraphQL are the studio's.
 */
export const addressRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/sell/address',
      tags,
      summary: 'The signed-in user’s enabled addresses.',
      responses: ok(list),
    }),
    async (c) => c.json({ data: await listAddresses(await getDb(), await ownerId(c)) }, 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/sell/address/create',
      tags,
      summary: 'Adds an address.',
      request: { body: jsonBody(AddressCreate) },
      responses: ok(AddressSchema),
    }),
    async (c) => c.json(await createAddress(await getDb(), await ownerId(c), c.req.valid('json')), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/sell/address/enable',
      tags,
      summary: 'Enables an address.',
      request: { body: jsonBody(IdBody) },
      responses: ok(AddressSchema),
    }),
    async (c) => c.json(await setAddressEnabled(await getDb(), await ownerId(c), c.req.valid('json').id, true), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/sell/address/disable',
      tags,
      summary: 'Disables an address.',
      request: { body: jsonBody(IdBody) },
      responses: ok(AddressSchema),
    }),
    async (c) => c.json(await setAddressEnabled(await getDb(), await ownerId(c), c.req.valid('json').id, false), 200),
  )
  // Generic model calls: address
  .openapi(
    createRoute({
      method: 'post',
      path: '/cognito/address',
      tags: modelTags,
      summary: 'Lists the signed-in user’s addresses.',
      request: { body: jsonBody(ListBody) },
      responses: ok(list),
    }),
    async (c) =>
      c.json(
        { data: await listAddresses(await getDb(), await ownerId(c), !c.req.valid('json').include_disabled) },
        200,
      ),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/cognito/address/create',
      tags: modelTags,
      summary: 'Adds an address.',
      request: { body: jsonBody(AddressCreate) },
      responses: ok(AddressSchema),
    }),
    async (c) => c.json(await createAddress(await getDb(), await ownerId(c), c.req.valid('json')), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/cognito/address/update',
      tags: modelTags,
      summary: 'Changes an address.',
      request: { body: jsonBody(AddressUpdate) },
      responses: ok(AddressSchema),
    }),
    async (c) => {
      const { id, ...fields } = c.req.valid('json')
      return c.json(await updateAddress(await getDb(), await ownerId(c), id, fields), 200)
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/cognito/address/enable',
      tags: modelTags,
      summary: 'Enables an address.',
      request: { body: jsonBody(IdBody) },
      responses: ok(AddressSchema),
    }),
    async (c) => c.json(await setAddressEnabled(await getDb(), await ownerId(c), c.req.valid('json').id, true), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/cognito/address/disable',
      tags: modelTags,
      summary: 'Disables an address.',
      request: { body: jsonBody(IdBody) },
      responses: ok(AddressSchema),
    }),
    async (c) => c.json(await setAddressEnabled(await getDb(), await ownerId(c), c.req.valid('json').id, false), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/cognito/address/delete',
      tags: modelTags,
      summary: 'Deletes an address.',
      request: { body: jsonBody(IdBody) },
      responses: ok(z.object({ success: z.literal(true) })),
    }),
    async (c) => {
      await deleteAddress(await getDb(), await ownerId(c), c.req.valid('json').id)
      return c.json({ success: true as const }, 200)
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/cognito/address/{id}',
      tags: modelTags,
      summary: 'One address of the signed-in user.',
      request: { params: idParam },
      responses: ok(AddressSchema),
    }),
    async (c) =>
      c.json(presentAddress(await findOwnAddress(await getDb(), await ownerId(c), c.req.valid('param').id)), 200),
  )
  // Generic model calls: user (only one's own record)
  .openapi(
    createRoute({
      method: 'post',
      path: '/cognito/user',
      tags: modelTags,
      summary: 'The signed-in user, as a list of one.',
      responses: ok(z.object({ data: z.array(UserSchema) })),
    }),
    async (c) => c.json({ data: [presentUser(await loadAccountUser(await getDb(), await ownerId(c)))] }, 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/cognito/user/addPhoto',
      tags: modelTags,
      summary: 'Sets one’s own photo to a stored image, named by the hash of its bytes (`key`).',
      request: {
        body: jsonBody(
          z
            .object({
              id: z.coerce.number().int().positive(),
              model: z.literal('user'),
              uuid: z.string().max(100).optional(),
              name: z.string().max(200).optional(),
              key: z.string().regex(HASH_PATTERN),
            })
            .strict(),
        ),
      },
      responses: ok(UserSchema),
    }),
    async (c) => {
      const me = await ownerId(c)
      const { id, key } = c.req.valid('json')
      if (String(me) !== String(id)) throw new DomainError('user_not_found')
      return c.json(presentUser(await setProfilePhotoByHash(await getDb(), me, key)), 200)
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/cognito/user/{id}',
      tags: modelTags,
      summary: 'A user record: only one’s own.',
      request: { params: idParam },
      responses: ok(UserSchema),
    }),
    async (c) => {
      const me = await ownerId(c)
      if (String(me) !== String(c.req.valid('param').id)) throw new DomainError('user_not_found')
      return c.json(presentUser(await loadAccountUser(await getDb(), me)), 200)
    },
  )
  // Files and images
  .openapi(
    createRoute({
      method: 'get',
      path: '/cognito/default/file/{id}',
      tags: modelTags,
      summary: 'Downloads a stored file: the studio’s media, or one’s own upload (a profile photo).',
      request: { params: idParam },
      responses: { 200: { description: 'The file' }, ...errorResponses },
    }),
    async (c) => {
      const viewer = await requestUser(c)
      const file = await downloadableFile(await getDb(), c.req.valid('param').id, viewer?.id)
      return c.body(new Uint8Array(file.bytes), 200, {
        'Content-Type': file.mimeType,
        'Content-Disposition': `attachment; filename="${file.filename}"`,
        'Cache-Control': 'private, max-age=3600',
      }) as never
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/cognito/image/getByHash',
      tags: modelTags,
      summary: 'An image by the hash of its bytes, at an aspect and width.',
      request: {
        body: jsonBody(
          z
            .object({ hash: z.string().regex(HASH_PATTERN), image_aspect: imageAspect, image_width: imageWidth })
            .strict(),
        ),
      },
      responses: ok(ImageSchema),
    }),
    async (c) => {
      const { hash, image_aspect, image_width } = c.req.valid('json')
      return c.json(await imageByHash(await getDb(), hash, { aspect: image_aspect ?? null, width: image_width }), 200)
    },
  )
