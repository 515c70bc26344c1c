import type { Endpoint } from 'payload'
import { z } from 'zod'

import { hasAdminRole, type WithRoles } from '@/access/is-admin'
import { DomainError, type DomainErrorCode } from '@/lib/domain-error'
import { messageOf } from '@/lib/domain-error-messages'

import { refundOrder } from '@/commerce/orders/refund-order'

const refundRequest = z.strictObject({
  /** The lines and how many of each; left out, everything not yet refunded. */
  lines: z
    .array(z.strictObject({ line: z.string().min(1).max(64), qty: z.number().int().min(1).max(10_000) }))
    .min(1)
    .max(200)
    .optional(),
  reason: z.string().max(1000).optional(),
})

/** A refusal's status: a request that names what the order has not, a missing order, or a conflict with where it stands. */
const statusOf = (code: DomainErrorCode) =>
  code === 'refund_lines_invalid' ? 400 : code === 'order_not_found' || code === 'payment_not_found' ? 404 : 409

const refused = (status: number, message: string) => Response.json({ errors: [{ message }] }, { status })

/**
 * `POST /api/orders/{id}/refund`: the order screen's refund, of the whole order or the lines the
 * artist chose, with her note to the customer. Answers the refund (200 done; 202 pending, when the
 * gateway did not answer and the job will ask again) or why not, changing nothing.
 */
export const refundEndpoint: Endpoint = {
  path: '/:id/refund',
  method: 'post',
  handler: async (req) => {
    if (!hasAdminRole(req.user as WithRoles)) return refused(403, 'Only the studio can refund an order.')
    const orderId = Number(req.routeParams?.id)
    if (!Number.isSafeInteger(orderId) || orderId < 1) return refused(404, messageOf('order_not_found'))
    const parsed = refundRequest.safeParse(await req.json?.().catch(() => null))
    if (!parsed.success) return refused(400, messageOf('refund_lines_invalid'))
    try {
      const outcome = await refundOrder({ payload: req.payload }, orderId, {
        lines: parsed.data.lines,
        reason: parsed.data.reason,
      })
      if (!outcome) return refused(409, messageOf('refund_nothing_left'))
      return Response.json({ refund: outcome }, { status: outcome.status === 'pending' ? 202 : 200 })
    } catch (error) {
      if (!(error instanceof DomainError)) throw error
      return refused(statusOf(error.code), messageOf(error.code, error.params))
    }
  },
}
