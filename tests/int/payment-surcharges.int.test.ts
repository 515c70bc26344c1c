import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import config from '@payload-config'

import { postJson } from './helpers/api'

let payload: Payload

const setSurcharges = (test: number, card: number) =>
  payload.updateGlobal({
    slug: 'checkout-settings',
    data: { test_gateway_surcharge_percent: test, card_surcharge_percent: card },
    overrideAccess: true,
  })

beforeAll(async () => {
  payload = await getPayload({ config })
  await setSurcharges(2, 3)
})
afterAll(async () => {
  await setSurcharges(0, 0)
})

describe('card surcharges', () => {
  it('are those of the gateway in use: the test gateway where Stripe is not set up', async () => {
    const one = await postJson('/api/v1/cognito/payment/creditCardSurchargeOf', { amount: 150 })
    expect(one.status).toBe(200)
    expect(await one.json()).toEqual({ surcharge: 3, gateway: 'test' })

    const each = await postJson('/api/v1/cognito/payment/paymentSurchargesOf', { amount: 150 })
    expect(each.status).toBe(200)
    expect(await each.json()).toEqual({ data: [{ surcharge: 3, gateway: 'test' }] })
  })

  it('refuses an amount that is not a number, and says why', async () => {
    const refused = await postJson('/api/v1/cognito/payment/creditCardSurchargeOf', { amount: 'lots' })
    expect(refused.status).toBe(400)
  })
})
