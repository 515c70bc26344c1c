import { getPayload } from 'payload'

import config from '@payload-config'
import { signCallback } from '@/commerce/payments/callback-signature'
import { testGatewaySecret } from '@/commerce/payments/test-gateway'

import { postJson, request } from './api'

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
