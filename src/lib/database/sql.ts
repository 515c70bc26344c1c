import { sql, type SQL } from 'drizzle-orm'
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'

import { TransactionSlots } from '@/lib/database/transaction-slots'
import { databaseKind } from '@/lib/env'

export { sql }

/**
 * What a domain function needs to reach the database: Payload, and the request whose transaction
 * its writes join. A caller that holds several writes in one transaction passes the same `req` to
 * each; without one, each statement stands on its own.
 */
export type Db = { payload: Payload; req?: Partial<PayloadRequest> }

type Runner = {
  all?: (query: SQL) => Promise<unknown[]>
  execute?: (query: SQL) => Promise<{ rows: unknown[] }>
}
type DrizzleAdapter = { drizzle: Runner; sessions: Record<string, { db: Runner } | undefined> }

/** The request's transaction if it has one, else the database itself. */
async function runnerOf({ payload, req }: Db): Promise<Runner> {
  const adapter = payload.db as unknown as DrizzleAdapter
  const id = req?.transactionID ? await req.transactionID : undefined
  return (id !== undefined && adapter.sessions[String(id)]?.db) || adapter.drizzle
}

/**
 * One statement written with Drizzle's `sql` template (values become placeholders of the database
 * in use; identifiers are double-quoted, which both databases read), inside the caller's
 * transaction when there is one. Its rows as plain objects: the rows of a `SELECT`, or of an
 * `UPDATE … RETURNING`, so a check and its change happen in one atomic statement.
 */
export async function query<Row extends Record<string, unknown>>(db: Db, statement: SQL): Promise<Row[]> {
  const runner = await runnerOf(db)
  if (databaseKind === 'postgres') return (await runner.execute!(statement)).rows as Row[]
  return (await runner.all!(statement)) as Row[]
}

/** Drizzle itself, inside the caller's transaction when there is one: for statements made from Payload's table objects. */
export const drizzleOf = async <Drizzle>(db: Db): Promise<Drizzle> => (await runnerOf(db)) as unknown as Drizzle

/** Values for `IN (…)`: each one a placeholder, separated by commas. */
export const valueList = (values: readonly (number | string)[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )

/** The ids of the rows an `UPDATE/DELETE … RETURNING "id"` changed. */
export async function changedIds(db: Db, statement: SQL): Promise<(number | string)[]> {
  return (await query<{ id: number | string }>(db, statement)).map((row) => row.id)
}

/** Of the pool's 10 PostgreSQL connections, 3 stay free for reads outside a transaction (SQLite queues its writes anyway). */
const slots = new TransactionSlots(7)

/**
 * Runs `work` inside the caller's transaction, or in a new one that commits when `work` succeeds
 * and rolls back when it throws. Every Payload call and `query` inside must be given the `req`
 * it receives (on SQLite a write outside it would wait for this transaction to end).
 */
export async function inTransaction<T>(db: Db, work: (db: Required<Db>) => Promise<T>): Promise<T> {
  const req = (db.req ?? (await createLocalReq({}, db.payload))) as PayloadRequest
  const release = req.transactionID ? null : await slots.acquire()
  let started = false
  try {
    started = await initTransaction(req)
    const result = await work({ payload: db.payload, req })
    if (started) await commitTransaction(req)
    return result
  } catch (error) {
    if (started) await killTransaction(req)
    throw error
  } finally {
    release?.()
  }
}
