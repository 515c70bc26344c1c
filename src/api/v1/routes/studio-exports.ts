import { PassThrough, Readable } from 'node:stream'

import { createRoute, z } from '@hono/zod-openapi'
import type { Payload } from 'payload'

import { agreedCustomersCsv, ordersCsv } from '@/commerce/export/orders-csv'
import { productsCsv } from '@/commerce/export/products-csv'
import { isAdminSession } from '@/commerce/orders/viewable-order'
import { answersCsv, subscribersCsv } from '@/forms/export-csv'
import { writeArchive } from '@/studio/archive/write-archive'
import { DomainError } from '@/lib/domain-error'
import { getPayloadClient } from '@/lib/payload'

import { createRouter } from '@/api/v1/router'
import { errorResponses } from '@/api/v1/routes/route-helpers'

const tags = ['Studio']
const csvAnswer = {
  200: { description: 'CSV, UTF-8 with a byte order mark', content: { 'text/csv': { schema: z.string() } } },
  ...errorResponses,
}

const csv = (body: string, filename: string) =>
  new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'no-store',
    },
  })

/** The whole-shop downloads: path, what it holds, the file's name, and how it is written. */
const wholeShopFiles: [
  path: string,
  summary: string,
  filename: string,
  write: (payload: Payload) => Promise<string>,
][] = [
  [
    '/studio/subscribers.csv',
    'The newsletter’s list as CSV, for the studio.',
    'newsletter-subscribers.csv',
    subscribersCsv,
  ],
  [
    '/studio/products.csv',
    'Every product with its SKUs and pictures, in Shopify’s product CSV, for the studio.',
    'products.csv',
    productsCsv,
  ],
  ['/studio/orders.csv', 'Every order with its lines, a row per line, for the studio.', 'orders.csv', ordersCsv],
  [
    '/studio/customers.csv',
    'The customers who agreed at a checkout to hear from the studio, for the studio.',
    'customers-who-agreed.csv',
    agreedCustomersCsv,
  ],
]

/** The back-office's downloads: a form's answers, the newsletter's list, the products, the orders and the customers who agreed to hear from the studio, for a signed-in admin only (anyone else: 404). */
const formAnswers = createRouter().openapi(
  createRoute({
    method: 'get',
    path: '/studio/forms/{id}/answers.csv',
    tags,
    summary: 'A form’s answers as CSV, for the studio.',
    request: { params: z.object({ id: z.coerce.number().int().positive() }) },
    responses: csvAnswer,
  }),
  async (c) => {
    const payload = await getPayloadClient()
    if (!(await isAdminSession(payload, c.req.raw.headers))) throw new DomainError('form_not_found')
    const { name, csv: body } = await answersCsv(payload, c.req.valid('param').id)
    return csv(body, name)
  },
)

/**
 * The whole site in one file (src/studio/archive): sent as it is written, so a large site starts
 * downloading at once. A failure part-way cuts the download short, and a cut archive is refused
 * by the restore.
 */
const archive = createRouter().openapi(
  createRoute({
    method: 'get',
    path: '/studio/archive.tar.gz',
    tags,
    summary: 'The whole site, every record and upload, as a site archive (.tar.gz), for the studio.',
    responses: {
      200: { description: 'A gzipped tar', content: { 'application/gzip': { schema: z.string() } } },
      ...errorResponses,
    },
  }),
  async (c) => {
    const payload = await getPayloadClient()
    if (!(await isAdminSession(payload, c.req.raw.headers))) throw new DomainError('page_not_found')
    const body = new PassThrough()
    writeArchive(payload, body).catch((error: unknown) => {
      payload.logger.error({ err: error }, 'The site archive could not be written')
      body.destroy(error as Error)
    })
    return new Response(Readable.toWeb(body) as ReadableStream, {
      headers: {
        'Content-Type': 'application/gzip',
        'Content-Disposition': `attachment; filename="atelier-archive-${new Date().toISOString().slice(0, 10)}.tar.gz"`,
        'Cache-Control': 'no-store',
      },
    })
  },
)

export const studioExportRoutes = wholeShopFiles
  .reduce(
    (router, [path, summary, filename, write]) =>
      router.openapi(createRoute({ method: 'get', path, tags, summary, responses: csvAnswer }), async (c) => {
        const payload = await getPayloadClient()
        if (!(await isAdminSession(payload, c.req.raw.headers))) throw new DomainError('page_not_found')
        return csv(await write(payload), filename)
      }),
    formAnswers,
  )
  .route('/', archive)
