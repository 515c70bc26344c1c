import 'server-only'

import { createTestGateway } from '@/commerce/payments/test-gateway'
import { getPayloadClient } from '@/lib/payload'

/** A payment of the test gateway as its hosted page shows it, or null for an unknown token. */
export async function getTestPayment(token: string) {
  if (!/^tp_[A-Za-z0-9_-]{10,40}$/.test(token)) return null
  const payload = await getPayloadClient()
  const state = await createTestGateway({ payload }).state(token)
  if (!state) return null
  const { docs } = await payload.find({
    collection: 'test-payments',
    where: { token: { equals: token } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return { ...state, description: docs[0]?.description ?? '', cancelUrl: docs[0]?.cancel_url ?? '/' }
}
