import type { Db } from '@/lib/database/sql'

import type { OpenedPayment, PaymentGateway, PaymentRequest } from '@/commerce/payments/gateway'
import { paymentOf, recordPayment, type PayableKind } from '@/commerce/payments/payment-record'

/** What a payment pays for, and whose it is (null: a form sent without an account). */
export type PayableRef = { kind: PayableKind; id: number; userId: number | null }

/**
 * Opens a payment page at the gateway and records it as the payable's payment. Should another
 * opener of the same payable have recorded one first, the page just opened is closed and theirs
 * answered, so a payable never has two pages that could both be paid.
 */
export async function openPayment(
  db: Db,
  payable: PayableRef,
  gateway: PaymentGateway,
  request: PaymentRequest,
): Promise<OpenedPayment> {
  const opened = await gateway.open(request)
  const recorded = await recordPayment(db, {
    token: opened.token,
    kind: payable.kind,
    payableId: payable.id,
    userId: payable.userId,
    gateway: gateway.name,
    reference: request.reference,
    amountCents: request.amountCents,
    url: opened.url,
  })
  if (recorded) return opened
  await gateway.expire(opened.token).catch(() => undefined)
  const stored = await paymentOf(db, payable.kind, payable.id)
  return stored ? { token: stored.token, url: stored.url ?? opened.url } : opened
}
