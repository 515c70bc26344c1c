import { createRoute, z } from '@hono/zod-openapi'
import type { Context } from 'hono'

import { importStatuses } from '@/collections/Imports'
import { importSources } from '@/commerce/import/imported-product'
import { ImportFileError } from '@/commerce/import/read-csv'
import { askToStopImport, checkImportFile, importState, startImport } from '@/commerce/import/studio-imports'
import { isAdminSession } from '@/commerce/orders/viewable-order'
import { DomainError } from '@/lib/domain-error'
import { getPayloadClient } from '@/lib/payload'

import { errorBody } from '@/api/v1/errors'
import { createRouter } from '@/api/v1/router'
import { okResponses } from '@/api/v1/routes/route-helpers'

const tags = ['Studio']

const Problem = z.object({ row: z.number(), message: z.string() })
const PlanSchema = z
  .object({
    source: z.enum(importSources),
    groupsFrom: z.enum(['type', 'categories', 'tags', 'none']),
    counts: z.object({
      rows: z.number(),
      products: z.number(),
      skus: z.number(),
      pictures: z.number(),
      groups: z.number(),
    }),
    preview: z.array(
      z.object({
        row: z.number(),
        name: z.string(),
        slug: z.string(),
        pictures: z.number(),
        skus: z.array(
          z.object({
            code: z.string(),
            options: z.string(),
            price: z.number().nullable(),
            fullPrice: z.number().nullable(),
            stock: z.number().nullable(),
          }),
        ),
        notes: z.array(z.string()),
      }),
    ),
    problems: z.array(Problem),
    problemCount: z.number(),
  })
  .openapi('ImportPlan')
const StateSchema = z
  .object({
    id: z.number(),
    status: z.enum(importStatuses),
    done: z.number(),
    total: z.number(),
    plan: PlanSchema,
    result: z
      .object({ created: z.number(), updated: z.number(), unchanged: z.number(), problems: z.array(Problem) })
      .nullable(),
  })
  .openapi('ImportState')

const IdParam = z.object({ id: z.coerce.number().int().positive() })

/** The studio's own calls: anyone else is told there is nothing here. */
async function studioOnly(c: Context) {
  const payload = await getPayloadClient()
  if (!(await isAdminSession(payload, c.req.raw.headers))) throw new DomainError('page_not_found')
  return payload
}

const field = (form: FormData | null, name: string) => {
  const value = form?.get(name)
  return typeof value === 'string' && value.trim() ? value.trim() : undefined
}

/**
 * The back-office's import screen (Shop → Import): a shop's export file checked (the dry run),
 * imported by the job runner when the artist says so, its progress read, and stopped.
 */
export const studioImportRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'post',
      path: '/studio/imports',
      tags,
      summary:
        'Checks a shop’s product export (multipart: `file`, and `source`, `currency`, `rate`, `groups` when chosen) and keeps it for the import.',
      responses: okResponses(StateSchema),
    }),
    async (c) => {
      const payload = await studioOnly(c)
      const form = await c.req.formData().catch(() => null)
      const file = form?.get('file')
      if (!(file instanceof File)) return c.json(errorBody('BAD_REQUEST', 'Choose the export file to import.'), 400)
      const source = importSources.find((s) => s === field(form, 'source'))
      const groups = (['type', 'categories', 'tags', 'none'] as const).find((g) => g === field(form, 'groups'))
      const rate = field(form, 'rate')
      try {
        const { id } = await checkImportFile(payload, Buffer.from(await file.arrayBuffer()), file.name, {
          source,
          currency: field(form, 'currency')?.toUpperCase().slice(0, 3),
          rate: rate === undefined ? undefined : Number(rate),
          groupsFrom: groups,
        })
        return c.json((await importState(payload, id))!, 200)
      } catch (error) {
        if (error instanceof ImportFileError) return c.json(errorBody('BAD_REQUEST', error.message), 400)
        throw error
      }
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/studio/imports/{id}',
      tags,
      summary: 'An import’s plan, progress and result.',
      request: { params: IdParam },
      responses: okResponses(StateSchema),
    }),
    async (c) => {
      const payload = await studioOnly(c)
      const state = await importState(payload, c.req.valid('param').id)
      if (!state) throw new DomainError('page_not_found')
      return c.json(state, 200)
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/studio/imports/{id}/start',
      tags,
      summary: 'Imports a checked file as drafts, in the background.',
      request: { params: IdParam },
      responses: okResponses(StateSchema),
    }),
    async (c) => {
      const payload = await studioOnly(c)
      const { id } = c.req.valid('param')
      // A second press, or one after the end, changes nothing and shows where the import is.
      await startImport(payload, id)
      const state = await importState(payload, id)
      if (!state) throw new DomainError('page_not_found')
      return c.json(state, 200)
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/studio/imports/{id}/stop',
      tags,
      summary: 'Stops an import between two products; what was imported stays.',
      request: { params: IdParam },
      responses: okResponses(StateSchema),
    }),
    async (c) => {
      const payload = await studioOnly(c)
      const { id } = c.req.valid('param')
      await askToStopImport(payload, id)
      const state = await importState(payload, id)
      if (!state) throw new DomainError('page_not_found')
      return c.json(state, 200)
    },
  )
