import {
  createClient,
  type Client,
  type InStatement,
  type InArgs,
  type ResultSet,
  type Transaction,
  type TransactionMode,
} from '@libsql/client'

import { WriteQueue, type Release } from '@/lib/database/write-queue'

/** Statements that only read; everything else is a write and waits for its turn. */
const READ = /^\s*(select|pragma|explain)\b/i

const sqlOf = (statement: InStatement) => (typeof statement === 'string' ? statement : statement.sql)

export type SqliteConnections = { client: Client; queue: WriteQueue; close: () => void }

/**
 * The SQLite client Payload's adapter runs on: two long-lived connections to one file. Reads
 * outside a transaction use the first; every write (each transaction, and any single statement
 * that changes data) waits its turn in the process's write queue and runs on the second.
 *
 * libsql's own `transaction()` hands the client's connection to the transaction and opens a new
 * one for later calls, and the finished transaction never closes it (libsql-client-ts issue 350):
 * each write transaction left two descriptors and a connection behind, and the connections left
 * open with old snapshots made later `BEGIN IMMEDIATE`s fail with SQLITE_BUSY_SNAPSHOT.
 */
export function createSqliteConnections(url: string, pragmas: string[], queue = new WriteQueue()): SqliteConnections {
  const reader = createClient({ url })
  const writer = createClient({ url })
  for (const pragma of pragmas) {
    void reader.execute(pragma)
    void writer.execute(pragma)
  }
  const onWriter = <T>(work: () => Promise<T>) => queue.run(work)

  const client: Client = {
    execute(statement: InStatement | string, args?: InArgs): Promise<ResultSet> {
      const sql = sqlOf(statement as InStatement)
      const full = (args === undefined ? statement : { sql, args }) as InStatement
      const run = (c: Client) => c.execute(full)
      return READ.test(sql) ? run(reader) : onWriter(() => run(writer))
    },
    batch(statements: InStatement[], mode?: TransactionMode) {
      return onWriter(() => writer.batch(statements, mode))
    },
    migrate(statements: InStatement[]) {
      return onWriter(() => writer.migrate(statements))
    },
    executeMultiple(sql: string) {
      return onWriter(() => writer.executeMultiple(sql))
    },
    async transaction(): Promise<Transaction> {
      const release = await queue.take()
      try {
        await writer.execute('BEGIN IMMEDIATE')
      } catch (error) {
        release()
        throw error
      }
      return new WriterTransaction(writer, release)
    },
    sync: () => reader.sync(),
    close() {
      reader.close()
      writer.close()
    },
    get closed() {
      return reader.closed
    },
    protocol: reader.protocol,
  } as Client
  return { client, queue, close: () => client.close() }
}

/** A transaction on the write connection; it ends its turn in the queue when it commits or rolls back. */
class WriterTransaction implements Transaction {
  #open = true

  constructor(
    private readonly connection: Client,
    private readonly release: Release,
  ) {}

  get closed() {
    return !this.#open
  }

  #check() {
    if (!this.#open) throw new Error('The transaction has ended.')
  }

  async execute(statement: InStatement): Promise<ResultSet> {
    this.#check()
    return this.connection.execute(statement)
  }

  async batch(statements: InStatement[]): Promise<ResultSet[]> {
    this.#check()
    const results: ResultSet[] = []
    for (const statement of statements) results.push(await this.connection.execute(statement))
    return results
  }

  async executeMultiple(): Promise<void> {
    // libsql's executeMultiple rolls back whatever transaction its connection has open.
    throw new Error('executeMultiple is not available inside a transaction.')
  }

  async commit() {
    this.#check()
    await this.connection.execute('COMMIT')
    this.#end()
  }

  async rollback() {
    if (!this.#open) return
    try {
      await this.connection.execute('ROLLBACK')
    } finally {
      this.#end()
    }
  }

  close() {
    void this.rollback()
  }

  #end() {
    this.#open = false
    this.release()
  }
}
