import { randomBytes } from 'node:crypto'

import { query, sql, type Db } from '@/lib/database/sql'

import type { PaymentGateway } from '@/commerce/payments/gateway'

/**
 * The "gateway" of an order paid in full with store credit: nothing is left to pay, so its
 * payment is complete the moment it is opened, for an amount of 0, and the customer goes straight
 * to the order's return page. It lets such an order take the one fulfil step every order takes
 * (src/commerce/orders/settle-payment.ts). The credit itself is spent when the order is placed
 * and given back if the order is cancelled; there is nothing here to expire or refund.
 */
export function createCreditGateway(db: Db): PaymentGateway {
  return {
    name: 'credit',
    async open(request) {
      const token = `cr_${randomBytes(18).toString('base64url')}`
      return { token, url: request.returnUrl.replace('{TOKEN}', token) }
    },
    async state(token) {
      const [payment] = await query<{ reference: string }>(
        db,
        sql`SELECT "reference" FROM "payments" WHERE "token" = ${token} AND "gateway" = 'credit'`,
      )
      return payment
        ? { status: 'paid', reference: payment.reference, amountCents: 0, charge: null, returnedCents: 0 }
        : null
    },
    async expire() {},
    async refund() {},
    async readCallback() {
      return null
    },
  }
}
