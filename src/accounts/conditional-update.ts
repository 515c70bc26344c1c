import type { Payload } from 'payload'

import { databaseKind } from '@/lib/env'

type Value = string | number | null

/**
 * One `UPDATE … WHERE <condition> RETURNING id` statement, so a check and its change happen
 * atomically on both databases (a refresh token used twice in parallel, a code tried in parallel).
 * The statement is written with `?` placeholders; table and column names are fixed strings of
 * the callers, never input. Returns the ids of the rows it changed.
 */
export async function updateWhere(payload: Payload, statement: string, args: Value[]): Promise<(number | string)[]> {
  return (await updateReturning<{ id: number | string }>(payload, statement, args)).map((row) => row.id)
}

/** `updateWhere` for a statement that returns more columns than the id: the changed rows. */
export const updateReturning = queryRows

/**
 * One statement with `?` placeholders on either database, its rows as plain objects. For the few
 * reads on a hot path where one joined statement replaces several Payload calls.
 */
export async function queryRows<Row extends Record<string, unknown>>(payload: Payload, statement: string, args: Value[]): Promise<Row[]> {
  if (databaseKind === 'postgres') {
    let n = 0
    const text = statement.replace(/\?/g, () => `$${++n}`)
    const pool = (payload.db as unknown as { pool: { query: (t: string, v: Value[]) => Promise<{ rows: Row[] }> } }).pool
    return (await pool.query(text, args)).rows
  }
  const client = (payload.db as unknown as { client: { execute: (q: { sql: string; args: Value[] }) => Promise<{ rows: Row[] }> } }).client
  return (await client.execute({ sql: statement.replace(/"/g, '`'), args })).rows
}
