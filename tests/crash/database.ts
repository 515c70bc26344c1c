import { createClient } from '@libsql/client'
import pg from 'pg'

export type Rows = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>

/** Plain read access to the site's database from outside the site, to check what the crashes left. */
export async function openDatabase(
  url: string | null,
  file: string,
): Promise<{ rows: Rows; close: () => Promise<void> }> {
  if (!url) {
    const client = createClient({ url: `file:${file}` })
    // The site may hold the write lock (or be recovering its log after a kill) while this reads.
    await client.execute('PRAGMA busy_timeout = 10000')
    return {
      rows: async (text, params = []) => (await client.execute({ sql: text, args: params as never[] })).rows as never,
      close: async () => client.close(),
    }
  }
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  return {
    rows: async (text, params = []) => {
      let n = 0
      return (
        await client.query(
          text.replace(/\?/g, () => `$${++n}`),
          params,
        )
      ).rows
    },
    close: () => client.end(),
  }
}
