import fs from 'node:fs'
import path from 'node:path'

import { runTasksAfterCommit } from '@/lib/after-commit'
import { databaseKind, databaseUrl, paths } from '@/lib/env'
import { queryCountingLogger } from '@/lib/query-counter'
import { queueTransactions } from '@/lib/database/queue-transactions'
import { createSqliteConnections } from '@/lib/database/sqlite-client'
import { indexByRecord } from '@/lib/database/index-by-record'

/**
 * Set on both connections. Write-ahead logging (kept in the file once set): readers never wait for
 * the writer nor it for them, and with `synchronous = NORMAL` a commit appends to the log without
 * waiting for the disk, which it reaches at each checkpoint (a killed process loses nothing
 * committed; a power cut at most the last commits, never the file's consistency). Without it, every
 * commit wrote, synced and deleted a rollback journal on the event loop. Payload's adapter would set
 * the mode itself, but skips its setup for a client it is given (see init below). A write never
 * waits in SQLite's busy handler in this process (the write queue orders them); the timeout covers
 * another process (a migration, a script) holding the lock.
 */
const SQLITE_PRAGMAS = [
  'PRAGMA journal_mode = WAL',
  'PRAGMA journal_size_limit = 67108864',
  'PRAGMA busy_timeout = 10000',
  'PRAGMA synchronous = NORMAL',
]

const migrationRoot = path.resolve(/*turbopackIgnore: true*/ process.cwd(), 'src/migrations')

/**
 * SQLite in the data directory by default; PostgreSQL when DATABASE_URL says so.
 * Schema changes only ever arrive through the committed migrations, on both.
 * Only the adapter in use is loaded: each brings its own driver and its own part of Drizzle,
 * and loading the other one as well added about half a second to every start.
 */
export async function databaseAdapter() {
  if (databaseKind === 'postgres') {
    const { postgresAdapter } = await import('@payloadcms/db-postgres')
    const postgres = postgresAdapter({
      pool: { connectionString: databaseUrl, max: 10 },
      push: false,
      logger: queryCountingLogger,
      blocksAsJSON: true,
      beforeSchemaInit: [indexByRecord],
      migrationDir: path.join(migrationRoot, 'postgres'),
    })
    // Caches are dropped once a save has committed (see after-commit.ts).
    return {
      ...postgres,
      init: (args: Parameters<typeof postgres.init>[0]) => runTasksAfterCommit(postgres.init(args)),
    }
  }
  const { sqliteAdapter } = await import('@payloadcms/db-sqlite')
  fs.mkdirSync(path.dirname(paths.database), { recursive: true })
  const sqlite = sqliteAdapter({
    client: { url: `file:${paths.database}` },
    wal: true,
    // Every write transaction takes the write lock up front (BEGIN IMMEDIATE, see sqlite-client.ts),
    // so a read-then-write (stock, vouchers, token rotation) cannot interleave with another one.
    transactionOptions: { behavior: 'immediate' },
    push: false,
    logger: queryCountingLogger,
    // Page rows, blocks and widgets are read whole: one JSON column instead of a table per widget.
    blocksAsJSON: true,
    beforeSchemaInit: [indexByRecord],
    migrationDir: path.join(migrationRoot, 'sqlite'),
  })
  // Two long-lived connections, one writer at a time queued in the process (see sqlite-client.ts);
  // caches dropped after commit. The adapter's connect() keeps a client it already has.
  const init = (args: Parameters<typeof sqlite.init>[0]) => {
    const adapter = sqlite.init(args)
    const { client, queue } = createSqliteConnections(`file:${paths.database}`, SQLITE_PRAGMAS)
    Object.assign(adapter, { client })
    return runTasksAfterCommit(queueTransactions(adapter, queue))
  }
  return { ...sqlite, init }
}
