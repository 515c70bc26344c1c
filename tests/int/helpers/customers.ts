import { randomBytes } from 'node:crypto'
import { getPayload } from 'payload'

import config from '@payload-config'
import { startSession } from '@/accounts/sessions'

/** A signed-in customer: the user and the bearer header of a fresh session. */
export async function makeCustomer(email: string, names: { first_name?: string; last_name?: string } = {}) {
  const payload = await getPayload({ config })
  const user = await payload.create({
    collection: 'users',
    data: {
      email,
      password: randomBytes(12).toString('hex'),
      roles: ['customer'],
      first_name: 'Ada',
      last_name: 'Lovelace',
      ...names,
    },
    overrideAccess: true,
  })
  const tokens = await startSession(
    { payload },
    { id: user.id, email },
    `fp-${randomBytes(8).toString('hex')}`,
    'password',
  )
  return { user, auth: { Authorization: `Bearer ${tokens.access_token}` } }
}

/** An address in the customer's book. */
export async function makeAddress(ownerId: number, country: string, extra: Record<string, string> = {}) {
  const payload = await getPayload({ config })
  return payload.create({
    collection: 'addresses',
    data: {
      owner: ownerId,
      display_name: `Home in ${country}`,
      first_name: 'Ada',
      last_name: 'Lovelace',
      street_address: '12 Marine Parade',
      city: country === 'Australia' ? 'Cottesloe' : 'Elsewhere',
      state: country === 'Australia' ? 'WA' : '',
      postcode: '6011',
      country,
      ...extra,
    },
    overrideAccess: true,
  })
}
