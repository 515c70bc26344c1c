import type { Payload, PayloadRequest } from 'payload'

import type { ImportStatus } from '@/collections/Imports'
import type { ImportProblem, ImportSource } from '@/commerce/import/imported-product'
import { planImport, type GroupsFrom, type ImportOptions, type ImportPlan } from '@/commerce/import/plan-import'
import { runImport } from '@/commerce/import/run-import'
import { afterCommit } from '@/lib/after-commit'
import { changedIds, inTransaction, query, sql } from '@/lib/database/sql'

/** How many products the dry run shows as they will be, and how many refusals it lists. */
const PREVIEW_PRODUCTS = 5
const PROBLEMS_SHOWN = 500
/**
 * A running import says it is alive this often; one silent for IMPORT_LEASE_MS was cut short and
 * may be taken over. The lease outlasts the slowest product (20 pictures at 20 s each), and a
 * job cut short is tried again every minute until then (importProductsTask's retries).
 */
const HEARTBEAT_MS = 2_000
export const IMPORT_LEASE_MS = 10 * 60_000

export type PlanSummary = {
  source: ImportSource
  groupsFrom: GroupsFrom
  counts: ImportPlan['counts']
  preview: {
    row: number
    name: string
    slug: string
    pictures: number
    skus: { code: string; options: string; price: number | null; fullPrice: number | null; stock: number | null }[]
    notes: string[]
  }[]
  problems: ImportProblem[]
  problemCount: number
}

export function summarisePlan(plan: ImportPlan): PlanSummary {
  return {
    source: plan.source,
    groupsFrom: plan.groupsFrom,
    counts: plan.counts,
    preview: plan.products.slice(0, PREVIEW_PRODUCTS).map((p) => ({
      row: p.row,
      name: p.name,
      slug: p.slug,
      pictures: p.pictures.length,
      skus: p.skus.slice(0, 12).map((s) => ({
        code: s.code,
        options: s.options.map((o) => o.value).join(' / '),
        price: s.price,
        fullPrice: s.fullPrice,
        stock: s.stock,
      })),
      notes: p.notes,
    })),
    problems: plan.problems.slice(0, PROBLEMS_SHOWN),
    problemCount: plan.problems.length,
  }
}

/** The dry run of an uploaded file, kept with the file for the import that may follow. Throws ImportFileError. */
export async function checkImportFile(payload: Payload, file: Buffer, fileName: string, options: ImportOptions) {
  const plan = await planImport(file, options)
  const summary = summarisePlan(plan)
  const saved = await payload.create({
    collection: 'imports',
    data: {
      file_name: fileName.slice(0, 200) || 'export.csv',
      source: plan.source,
      status: 'planned',
      options: { ...options, source: plan.source, groupsFrom: plan.groupsFrom },
      plan: summary,
      total: plan.products.length,
      file: file.toString('utf8'),
    },
    overrideAccess: true,
  })
  return { id: saved.id, plan: summary }
}

export type ImportState = {
  id: number
  status: ImportStatus
  done: number
  total: number
  plan: PlanSummary
  result: { created: number; updated: number; unchanged: number; problems: ImportProblem[] } | null
}

export async function importState(payload: Payload, id: number): Promise<ImportState | null> {
  const doc = await payload.findByID({ collection: 'imports', id, depth: 0, overrideAccess: true, disableErrors: true })
  if (!doc) return null
  return {
    id: doc.id,
    status: doc.status,
    done: doc.done ?? 0,
    total: doc.total ?? 0,
    plan: doc.plan as PlanSummary,
    result: (doc.result as ImportState['result']) ?? null,
  }
}

/**
 * The artist says "import": the job is queued in the same transaction that marks the import as
 * queued, so a crash leaves both or neither, and is started at once rather than at the runner's
 * next minute. A second press changes nothing.
 */
export async function startImport(payload: Payload, id: number): Promise<boolean> {
  return inTransaction({ payload }, async ({ req }) => {
    const taken = await changedIds(
      { payload, req },
      sql`UPDATE "imports" SET "status" = 'queued', "updated_at" = ${new Date().toISOString()}
          WHERE "id" = ${id} AND "status" = 'planned' RETURNING "id"`,
    )
    if (!taken.length) return false
    // inTransaction's request is a whole local request (createLocalReq), typed as the part the local API takes.
    const job = await payload.jobs.queue({
      task: 'importProducts',
      input: { importId: id },
      req: req as PayloadRequest,
    })
    await afterCommit(req, async () => {
      // Started now in this process; the runner's minute picks it up if this process stops first.
      void payload.jobs.runByID({ id: job.id }).catch((error: unknown) => payload.logger.error(error))
    })
    return true
  })
}

/**
 * Stops a queued or running import between two products. One conditional statement, like every
 * write while the job runs: a read-then-write could put back what the job wrote in between.
 */
export async function askToStopImport(payload: Payload, id: number): Promise<void> {
  await changedIds(
    { payload },
    sql`UPDATE "imports" SET "stop_asked" = TRUE WHERE "id" = ${id} AND "status" IN ('queued', 'running') RETURNING "id"`,
  )
}

/** Raised when another process holds the import: the job is tried again at the runner's next minute. */
export class ImportHeldElsewhere extends Error {}

/**
 * The job's work: takes the import (queued, or running with no sign of life for IMPORT_LEASE_MS:
 * cut short by a restart), plans its file again with the same options and imports it, telling its
 * progress and watching for a stop every two seconds.
 */
export async function runStoredImport(payload: Payload, id: number): Promise<void> {
  const now = new Date()
  const stale = new Date(now.getTime() - IMPORT_LEASE_MS).toISOString()
  // Taken in one conditional statement: two processes asking at once cannot both have it.
  const claimed = await changedIds(
    { payload },
    sql`UPDATE "imports" SET "status" = 'running', "updated_at" = ${now.toISOString()}
        WHERE "id" = ${id} AND ("status" = 'queued' OR ("status" = 'running' AND "updated_at" < ${stale}))
        RETURNING "id"`,
  )
  const taken = claimed.length ? await fullRecord(payload, id) : null
  if (!taken) {
    const current = await importState(payload, id)
    if (current?.status === 'running') throw new ImportHeldElsewhere(`Import ${id} is being run by another process`)
    return
  }
  const options = taken.options as ImportOptions
  const stop = new AbortController()
  if (taken.stop_asked) stop.abort()
  let told = Date.now()
  let reached = { done: 0, total: taken.total ?? 0 }
  const tell = async (done: number, total: number) => {
    reached = { done, total }
    if (Date.now() - told < HEARTBEAT_MS) return
    told = Date.now()
    const [row] = await query<{ stop_asked: unknown }>(
      { payload },
      sql`UPDATE "imports" SET "done" = ${done}, "total" = ${total}, "updated_at" = ${new Date().toISOString()}
          WHERE "id" = ${id} RETURNING "stop_asked"`,
    )
    // PostgreSQL answers a boolean, SQLite 0 or 1.
    if (row && (row.stop_asked === true || Number(row.stop_asked) === 1)) stop.abort()
  }
  try {
    const file = Buffer.from(String(taken.file), 'utf8')
    const result = await runImport(payload, await planImport(file, options), {
      signal: stop.signal,
      onProgress: (done, total) => tell(done, total),
    })
    const status: ImportStatus = result.stopped ? 'stopped' : 'done'
    await payload.update({
      collection: 'imports',
      id,
      data: { status, ...reached, result: { ...result, problems: result.problems.slice(0, PROBLEMS_SHOWN) } },
      overrideAccess: true,
    })
  } catch (error) {
    await payload.update({
      collection: 'imports',
      id,
      data: {
        status: 'failed',
        result: { created: 0, updated: 0, unchanged: 0, problems: [{ row: 0, message: String(error) }] },
      },
      overrideAccess: true,
    })
    throw error
  }
}

/** The import with its file, which no read through access control gives. */
const fullRecord = (payload: Payload, id: number) =>
  payload.findByID({ collection: 'imports', id, depth: 0, overrideAccess: true })
