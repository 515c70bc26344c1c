import { getPayload } from 'payload'

import config from '@payload-config'
import { signCallback } from '@/commerce/payments/callback-signature'
import { testGatewaySecret } from '@/commerce/payments/test-gateway'

import { postJson, request } from './api'
import { makeAddress, makeCustomer } from './customers'

/** A customer's bearer header, as makeCustomer gives it. */
export type Auth = Record<string, string>
export type Placed = { success: boolean; payment: string | null; message: string; order_id: number | null }

/** A v1 call with a JSON body: its status and answer. */
export const call = async <T = Record<string, unknown>>(path: string, body: unknown, auth: Auth = {}) => {
  const response = await postJson(`/api/v1/${path}`, body, auth)
  return { status: response.status, body: (await response.json()) as T }
}

export const addToCart = (auth: Auth, sku: number, qty = 1) => call('sell/cart/cartAdd', { sku, qty, addons: [] }, auth)

/** "Place order" on the test gateway. */
export const placeOrder = (auth: Auth, body: Record<string, unknown>) =>
  call<Placed>('sell/cart/submitOrder', { paymentGateway: 'test', ...body }, auth)

/** The payment's token, the last part of its page's address. */
export const tokenOf = (paymentUrl: string) => paymentUrl.split('/').pop() as string

/**
 * A new customer's order of `lines` (SKU id and quantity) to an address in Cottesloe, by the free
 * domestic shipping the checkout's seed makes: the checkout's answer, and the payment's token.
 */
export async function orderToAustralia(
  email: string,
  lines: [sku: number, qty: number][],
  options: { firstName?: string; optIn?: boolean } = {},
) {
  const payload = await getPayload({ config })
  const shipping = (
    await payload.find({
      collection: 'shipping-types',
      where: { kind: { equals: 'free_domestic' } },
      overrideAccess: true,
    })
  ).docs[0]
  const { user, auth } = await makeCustomer(email)
  const home = await makeAddress(user.id, 'Australia', { first_name: options.firstName ?? 'Ada', last_name: 'Moreton' })
  for (const [sku, qty] of lines) await addToCart(auth, sku, qty)
  const placed = await placeOrder(auth, {
    address: home.id,
    shipping_option_id: shipping.id,
    marketing_opt_in: options.optIn ?? false,
  })
  return { placed, token: tokenOf(placed.body.payment ?? '') }
}

/** Pay or Decline pressed on the test gateway's page. */
export const pressTestPayment = (token: string, outcome: 'pay' | 'decline') =>
  request(`/api/v1/cognito/payment/test/${token}/${outcome}`, { method: 'POST' })

/** The test gateway's signed callback about a payment, as it sends it (signed at `at`, now by default). */
export const testCallback = (token: string, at?: number) => {
  const body = JSON.stringify({ token })
  return request('/api/v1/cognito/payment/webhook/test', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Atelier-Signature': signCallback(testGatewaySecret(), body, at) },
    body,
  })
}

export const stockOf = async (sku: number) =>
  (await (await getPayload({ config })).findByID({ collection: 'skus', id: sku, overrideAccess: true })).stock

export const orderOf = async (id: number) =>
  (await getPayload({ config })).findByID({ collection: 'orders', id, overrideAccess: true, depth: 0 })
