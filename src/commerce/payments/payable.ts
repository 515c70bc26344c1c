import type { Payload } from 'payload'

import { inTransaction, type Db } from '@/lib/database/sql'
import { DomainError } from '@/lib/domain-error'

import type { PaymentState } from '@/commerce/payments/gateway'
import { gatewayNamed } from '@/commerce/payments/gateways'
import {
  markPaymentReturned,
  notePaymentState,
  paymentByCharge,
  paymentByToken,
  type PayableKind,
  type PaymentRecord,
} from '@/commerce/payments/payment-record'

/** Where a payment stands after the fulfil step, with what the return page shows of it. */
export type SettledPayment = {
  kind: PayableKind
  id: number
  userId: number | null
  reference: string
  totalCents: number
  status: 'paid' | 'failed' | 'open'
}

/** How the money of a payment went back without the shop asking: a refund at the gateway, or a chargeback. */
export type Returned = 'refunded' | 'disputed'

/**
 * What a kind of thing paid for does with its payment: its fulfil step, run once the gateway's
 * word on the payment is known and checked against the record, any number of times and in any
 * order (the return page, callbacks, the hold job); and what it does when the money goes back at
 * the gateway, run once, inside the transaction that marks the payment so.
 */
export type Payable = {
  kind: PayableKind
  settle(payload: Payload, payment: PaymentRecord, state: PaymentState): Promise<SettledPayment>
  returned(db: Required<Db>, payment: PaymentRecord, how: Returned): Promise<void>
}

/** The payable of a kind, or undefined where the caller handles no such kind. */
export type PayableOf = (kind: PayableKind) => Payable | undefined

/**
 * The gateway's word on a payment, kept on its record. A paid payment must be for the record's
 * amount and reference: a gateway that took another amount is never fulfilled, and says so in the log.
 */
async function askGateway(payload: Payload, payment: PaymentRecord): Promise<PaymentState> {
  const db: Db = { payload }
  const state = await gatewayNamed(db, payment.gateway).state(payment.token)
  if (!state) throw new DomainError('payment_not_found')
  if (state.status === 'paid' && (state.amountCents !== payment.amountCents || state.reference !== payment.reference)) {
    payload.logger.error(`Payment ${payment.token} of ${state.amountCents} does not match ${payment.reference}`)
    throw new DomainError('payment_not_found')
  }
  await notePaymentState(db, payment.token, state)
  return state
}

/**
 * The one fulfil step for every payment, by its token: the gateway is asked, its word kept, money
 * that went back at the gateway handed to the payable once, and the payable's own step run.
 */
export async function settleWith(payableOf: PayableOf, payload: Payload, token: string): Promise<SettledPayment> {
  const payment = await paymentByToken({ payload }, token)
  const payable = payment && payableOf(payment.kind)
  if (!payment || !payable) throw new DomainError('payment_not_found')
  const state = await askGateway(payload, payment)
  if (state.status === 'refunded' || state.status === 'disputed') {
    const how = state.status
    await inTransaction({ payload }, async (tx) => {
      const note =
        how === 'disputed' ? 'Disputed by the customer’s bank (chargeback).' : 'Refunded at the payment gateway.'
      if (await markPaymentReturned(tx, token, how, state.returnedCents, note)) await payable.returned(tx, payment, how)
    })
  }
  return payable.settle(payload, payment, state)
}

/** A gateway's report about a payment's charge (a refund or dispute): the same step, found by the charge. */
export async function settleChargeWith(payableOf: PayableOf, payload: Payload, charge: string): Promise<void> {
  const payment = await paymentByCharge({ payload }, charge)
  // A charge the shop has no record of (another shop on the same account): nothing to do.
  if (payment) await settleWith(payableOf, payload, payment.token)
}
