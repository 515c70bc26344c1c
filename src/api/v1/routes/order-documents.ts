import { createRoute, z } from '@hono/zod-openapi'

import { invoiceDownload } from '@/commerce/orders/invoice-download'
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

/** Documents of an order for download. */
export const orderDocumentRoutes = createRouter().openapi(invoicePdf, async (c) => {
  const user = await requestUserOrThrow(c)
  const pdf = await invoiceDownload(await getPayloadClient(), c.req.valid('param').id, {
    userId: user?.id ?? null,
    headers: c.req.raw.headers,
  })
  return c.body(new Uint8Array(pdf.content), 200, {
    'Content-Type': pdf.contentType,
    'Content-Disposition': `attachment; filename="${pdf.filename}"`,
    'Content-Length': String(pdf.content.length),
    'Cache-Control': 'private, no-store',
  })
})
