import { createRoute, z } from '@hono/zod-openapi'

import { orderInvoicePdf } from '@/commerce/orders/order-invoice'
import { findViewableOrder, isAdminAccount, isAdminSession } from '@/commerce/orders/viewable-order'
import { DomainError } from '@/lib/domain-error'
import { getPayloadClient } from '@/lib/payload'

import { requestUserOrThrow } from '@/api/v1/request-user'
import { createRouter } from '@/api/v1/router'
import { errorResponses } from '@/api/v1/routes/route-helpers'

const invoicePdf = createRoute({
  method: 'get',
  path: '/sell/order/{id}/invoice.pdf',
  tags: ['Orders'],
  summary:
    'The tax invoice of a paid order as a PDF download, in the language the order was placed in. For the customer who placed it (bearer token or session cookie) and for admins; anyone else’s order, an unpaid one and a missing one are all 404.',
  request: { params: z.object({ id: z.string().regex(/^\d{1,12}$/, 'An order id is a number.') }) },
  responses: {
    200: {
      description: 'The PDF, as an attachment named `tax-invoice-{reference}.pdf`',
      content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    ...errorResponses,
  },
})

/**
 * Documents of an order for download. A back-office admin without a customer session may use
 * the same link (Payload's session cookie), so the invoice page's "Download PDF" works for both.
 */
export const orderDocumentRoutes = createRouter().openapi(invoicePdf, async (c) => {
  const user = await requestUserOrThrow(c)
  const payload = await getPayloadClient()
  const adminSession = () => isAdminSession(payload, c.req.raw.headers)
  if (!user && !(await adminSession())) throw new DomainError('sign_in_required')
  const order = await findViewableOrder(
    payload,
    c.req.valid('param').id,
    {
      userId: user?.id ?? null,
      isAdmin: async () => (user !== null && (await isAdminAccount(payload, user.id))) || (await adminSession()),
    },
    'invoice',
  )
  if (!order) throw new DomainError('order_not_found')
  const pdf = await orderInvoicePdf(payload, order)
  return c.body(new Uint8Array(pdf.content), 200, {
    'Content-Type': pdf.contentType,
    'Content-Disposition': `attachment; filename="${pdf.filename}"`,
    'Content-Length': String(pdf.content.length),
    'Cache-Control': 'private, no-store',
  })
})
