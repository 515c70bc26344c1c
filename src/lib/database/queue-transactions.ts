import type { WriteQueue } from '@/lib/database/write-queue'

type TransactionAdapter = { beginTransaction: (options?: Record<string, unknown>) => Promise<null | number | string> }

/**
 * Payload's transactions wait for their turn in the write queue before the driver is asked for
 * one, so a wait that runs out reaches the caller as the domain's `database_busy` (the driver's
 * errors are rewrapped by Payload as plain ones). The turn is lent to the client's
 * `transaction()`, which ends it at commit or rollback (see sqlite-client.ts).
 */
export function queueTransactions<T extends TransactionAdapter>(adapter: T, queue: WriteQueue): T {
  const { beginTransaction } = adapter
  adapter.beginTransaction = async function (this: T, options?: Record<string, unknown>) {
    const release = await queue.acquire()
    queue.lend(release)
    try {
      return await beginTransaction.call(this, options)
    } finally {
      queue.reclaim(release)
    }
  }
  return adapter
}
