import { query, sql, type Db } from '@/lib/database/sql'
import { DomainError } from '@/lib/domain-error'
import type { Address } from '@/payload-types'

export const addressFieldNames = [
  'display_name',
  'first_name',
  'last_name',
  'email',
  'phone',
  'company',
  'street_address',
  'street_address_1',
  'postcode',
  'city',
  'state',
  'country',
] as const

/** The spec's Address as the API answers it. */
export function presentAddress(address: Address) {
  return {
    id: address.id,
    enabled: address.enabled !== false,
    ...(Object.fromEntries(addressFieldNames.map((k) => [k, address[k] ?? ''])) as Record<
      (typeof addressFieldNames)[number],
      string
    >),
  }
}

const notYours = () => new DomainError('address_not_found')

/** The owner's addresses, enabled ones first unless `enabledOnly`. */
export async function listAddresses({ payload, req }: Db, ownerId: number | string, enabledOnly = true) {
  const { docs } = await payload.find({
    collection: 'addresses',
    where: enabledOnly
      ? { and: [{ owner: { equals: ownerId } }, { enabled: { equals: true } }] }
      : { owner: { equals: ownerId } },
    sort: '-updatedAt',
    limit: 200,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs.map(presentAddress)
}

/** One address of this owner; someone else's id answers exactly like a missing one. */
export async function findOwnAddress({ payload, req }: Db, ownerId: number | string, id: number | string) {
  const { docs } = await payload.find({
    collection: 'addresses',
    where: { and: [{ id: { equals: id } }, { owner: { equals: ownerId } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (!docs[0]) throw notYours()
  return docs[0]
}

/**
 * Runs a write to an address found a moment ago. A parallel request may delete it in between, and
 * Payload then fails in ways of its own (NotFound, or a hook reading the missing row); if the
 * address is gone that is the owner's 404, anything else is a real error.
 */
async function writeUnlessGone<T>(db: Db, ownerId: number | string, id: number, write: () => Promise<T>) {
  try {
    return await write()
  } catch (error) {
    const gone = await findOwnAddress(db, ownerId, id).then(
      () => false,
      (check: unknown) => check instanceof DomainError,
    )
    throw gone ? notYours() : error
  }
}

export async function createAddress(
  { payload, req }: Db,
  ownerId: number | string,
  fields: Partial<Record<(typeof addressFieldNames)[number], string>>,
) {
  const display = fields.display_name || [fields.street_address, fields.city].filter(Boolean).join(', ')
  const address = await payload.create({
    collection: 'addresses',
    data: { ...fields, display_name: display, owner: ownerId as number, enabled: true },
    overrideAccess: true,
    req,
    depth: 0,
  })
  await nameFromFirstAddress({ payload, req }, ownerId, fields)
  return presentAddress(address)
}

/**
 * An account made at the checkout's sign-in has no name yet: it takes the one of its first
 * address with a name, once, in one statement that changes nothing for an account that has one.
 */
async function nameFromFirstAddress(
  db: Db,
  ownerId: number | string,
  fields: Partial<Record<(typeof addressFieldNames)[number], string>>,
) {
  const first = fields.first_name?.trim() ?? ''
  const last = fields.last_name?.trim() ?? ''
  if (!first && !last) return
  await query(
    db,
    sql`UPDATE "users" SET "first_name" = ${first}, "last_name" = ${last}, "updated_at" = ${new Date().toISOString()}
        WHERE "id" = ${Number(ownerId)} AND COALESCE("first_name", '') = '' AND COALESCE("last_name", '') = ''
        RETURNING "id"`,
  )
}

export async function updateAddress(
  { payload, req }: Db,
  ownerId: number | string,
  id: number,
  fields: Partial<Record<(typeof addressFieldNames)[number], string>>,
) {
  await findOwnAddress({ payload, req }, ownerId, id)
  return presentAddress(
    await writeUnlessGone({ payload, req }, ownerId, id, () =>
      payload.update({ collection: 'addresses', id, data: fields, overrideAccess: true, req, depth: 0 }),
    ),
  )
}

export async function setAddressEnabled({ payload, req }: Db, ownerId: number | string, id: number, enabled: boolean) {
  await findOwnAddress({ payload, req }, ownerId, id)
  return presentAddress(
    await writeUnlessGone({ payload, req }, ownerId, id, () =>
      payload.update({ collection: 'addresses', id, data: { enabled }, overrideAccess: true, req, depth: 0 }),
    ),
  )
}

export async function deleteAddress({ payload, req }: Db, ownerId: number | string, id: number) {
  await findOwnAddress({ payload, req }, ownerId, id)
  await writeUnlessGone({ payload, req }, ownerId, id, () =>
    payload.delete({ collection: 'addresses', id, overrideAccess: true, req }),
  )
}
