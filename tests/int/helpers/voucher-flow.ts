import { getPayload } from 'payload'
import { expect } from 'vitest'

import config from '@payload-config'

import { request } from './api'
import { call, tokenOf, type Auth } from './checkout-flow'
import { makeCustomer } from './customers'

/** payNow for a gift voucher of a design (50 dollars unless told), from the gift voucher page. */
export const payNow = (auth: Auth, theme: number, body: Record<string, unknown>) =>
  call<{ success: boolean; payment: string; message: string }>(
    'cognito/giftVoucher/payNow',
    { theme_id: theme, amount: 50, url: Buffer.from('/gift-vouchers').toString('base64'), ...body },
    auth,
  )

export const redeem = (auth: Auth, code: string) =>
  call<{ success: boolean; message: string; amount: number; balance: number }>(
    'cognito/giftVoucher/redeem',
    { code },
    auth,
  )

type Checked = { success: boolean; payment: { status: string; kind: string; reference: string } }

/** Pay on the test gateway's page, then come back to the return page as the customer. */
export async function payOnTestPage(paymentUrl: string, auth: Auth) {
  const token = tokenOf(paymentUrl)
  expect((await request(`/api/v1/cognito/payment/test/${token}/pay`, { method: 'POST' })).status).toBe(303)
  const checked = await request(`/api/v1/cognito/payment/checkPaid?payum_token=${token}`, { headers: auth })
  return { status: checked.status, body: (await checked.json()) as Checked }
}

export const balanceOf = async (auth: Auth) => {
  const response = await request('/api/v1/cognito/user/creditBalance', { headers: auth })
  return ((await response.json()) as { balance: number }).balance
}

/** The newest voucher a customer bought. */
export const voucherOfBuyer = async (email: string) =>
  (
    await (
      await getPayload({ config })
    ).find({
      collection: 'gift-vouchers',
      where: { email: { equals: email } },
      sort: '-id',
      limit: 1,
      overrideAccess: true,
    })
  ).docs[0]

/** A paid voucher of `amount` dollars in a design, bought by a fresh customer: the voucher, its payment's token, the buyer. */
export async function buyPaidVoucher(theme: number, email: string, amount = 50) {
  const buyer = await makeCustomer(email)
  const bought = await payNow(buyer.auth, theme, { amount })
  expect(bought.status).toBe(200)
  expect((await payOnTestPage(bought.body.payment, buyer.auth)).body.success).toBe(true)
  return { voucher: (await voucherOfBuyer(email))!, token: tokenOf(bought.body.payment), buyer }
}
