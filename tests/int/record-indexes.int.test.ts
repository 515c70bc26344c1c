import { getPayload } from 'payload'
import { describe, expect, it } from 'vitest'

import config from '@payload-config'
import { inTransaction, query, sql } from '@/lib/database/sql'
import { databaseKind } from '@/lib/env'

/** Each table of texts per language (`…_locales`) or of a field's words (`…_texts`), and the first column of each of its indexes. */
async function recordTableIndexes(db: { payload: Awaited<ReturnType<typeof getPayload>> }) {
  const rows =
    databaseKind === 'postgres'
      ? await query<{ table: string; first: string }>(
          db,
          sql`SELECT t.relname AS "table", a.attname AS "first"
              FROM pg_class t
              JOIN pg_namespace n ON n.oid = t.relnamespace AND n.nspname = current_schema()
              LEFT JOIN pg_index i ON i.indrelid = t.oid
              LEFT JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = i.indkey[0]
              WHERE t.relkind = 'r' AND (t.relname LIKE '%\\_locales' OR t.relname LIKE '%\\_texts')`,
        )
      : await query<{ table: string; first: string }>(
          db,
          sql`SELECT m.name AS "table", c.name AS "first"
              FROM sqlite_master m
              LEFT JOIN pragma_index_list(m.name) l
              LEFT JOIN pragma_index_info(l.name) c ON c.seqno = 0
              WHERE m.type = 'table' AND (m.name LIKE '%\\_locales' ESCAPE '\\' OR m.name LIKE '%\\_texts' ESCAPE '\\')`,
        )
  const byTable = new Map<string, string[]>()
  for (const { table, first } of rows) byTable.set(table, [...(byTable.get(table) ?? []), ...(first ? [first] : [])])
  return byTable
}

describe("the tables of texts per language and of a field's words", () => {
  it('are each indexed by their record, which a read of records with their texts looks them up by', async () => {
    const payload = await getPayload({ config })
    const tables = await recordTableIndexes({ payload })
    // Products, their options and versions, pages, articles, the header's links, and the rest.
    expect(tables.size).toBeGreaterThan(20)
    expect([...tables.keys()]).toEqual(
      expect.arrayContaining(['products_locales', 'products_variations_locales', 'microblog_posts_texts']),
    )
    const record = (table: string) => (table.endsWith('_texts') ? 'parent_id' : '_parent_id')
    const withoutIndex = [...tables]
      .filter(([table, firsts]) => !firsts.includes(record(table)))
      .map(([table]) => table)
    expect(withoutIndex).toEqual([])
  })

  it('are searched through that index when a product is read with its texts', async () => {
    const payload = await getPayload({ config })
    if (databaseKind === 'postgres') {
      // A small table is read whole whatever its indexes: the plan is asked with that path closed.
      const plan = await inTransaction({ payload }, async (db) => {
        await query(db, sql`SET LOCAL enable_seqscan = off`)
        return query<{ 'QUERY PLAN': string }>(db, sql`EXPLAIN SELECT * FROM products_locales WHERE _parent_id = 1`)
      })
      expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain('products_locales_parent_id_idx')
    } else {
      const plan = await query<{ detail: string }>(
        { payload },
        sql`EXPLAIN QUERY PLAN SELECT * FROM products_locales WHERE _parent_id = 1`,
      )
      expect(plan.map((row) => row.detail).join('\n')).toContain('USING INDEX products_locales_parent_id_idx')
    }
  })
})
