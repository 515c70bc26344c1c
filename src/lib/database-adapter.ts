import fs from 'node:fs'
import path from 'node:path'

import { runTasksAfterCommit } from '@/lib/after-commit'
import { databaseKind, databaseUrl, paths } from '@/lib/env'
import { queryCountingLogger } from '@/lib/query-counter'
import { serializeTransactions } from '@/lib/serialize-transactions'

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
      migrationDir: path.join(migrationRoot, 'postgres'),
    })
    // Caches are dropped once a save has committed (see after-commit.ts).
    return { ...postgres, init: (args: Parameters<typeof postgres.init>[0]) => runTasksAfterCommit(postgres.init(args)) }
  }
  const { sqliteAdapter } = await import('@payloadcms/db-sqlite')
  fs.mkdirSync(path.dirname(paths.database), { recursive: true })
  const sqlite = sqliteAdapter({
    client: { url: `file:${paths.database}` },
    wal: true,
    busyTimeout: 10_000,
    // Every write transaction takes the write lock up front, so a read-then-write
    // (stock, vouchers, token rotation) cannot interleave with another one.
    transactionOptions: { behavior: 'immediate' },
    push: false,
    logger: queryCountingLogger,
    // Page rows, blocks and widgets are read whole: one JSON column instead of a table per widget.
    blocksAsJSON: true,
    migrationDir: path.join(migrationRoot, 'sqlite'),
  })
  // One writer at a time, queued in the process (see serialize-transactions.ts); caches dropped after commit.
  return { ...sqlite, init: (args: Parameters<typeof sqlite.init>[0]) => runTasksAfterCommit(serializeTransactions(sqlite.init(args))) }
}
