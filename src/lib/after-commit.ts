import type { PayloadRequest } from 'payload'

type Task = () => Promise<void>
type TransactionId = number | string | Promise<number | string>
type TransactionAdapter = {
  commitTransaction: (id: TransactionId) => Promise<void>
  rollbackTransaction: (id: TransactionId) => Promise<void>
}

// Shared through globalThis: the hooks and the adapter may load different copies of this module.
const pending = ((globalThis as Record<symbol, unknown>)[Symbol.for('atelier.after-commit')] ??= new Map<
  string,
  Task[]
>()) as Map<string, Task[]>

/**
 * Runs the task once the request's transaction has committed, or at once when there is none.
 * Payload runs change hooks inside the transaction: a cache dropped there could be filled again,
 * before the commit, with the old data by any reader in between, and keep it.
 */
export async function afterCommit(req: Pick<PayloadRequest, 'transactionID'> | undefined, task: Task): Promise<void> {
  const id = req?.transactionID
  if (!id) return task()
  const key = String(await id)
  pending.set(key, [...(pending.get(key) ?? []), task])
}

/** Makes the adapter run the tasks waiting for a transaction after it commits, and drop them if it rolls back. */
export function runTasksAfterCommit<T extends TransactionAdapter>(adapter: T): T {
  const { commitTransaction, rollbackTransaction } = adapter
  adapter.commitTransaction = async function (this: T, id: TransactionId) {
    await commitTransaction.call(this, id)
    const key = String(await id)
    const tasks = pending.get(key) ?? []
    pending.delete(key)
    for (const task of tasks) {
      try {
        await task()
      } catch (error) {
        // The data is saved; a cache that could not be dropped refreshes on the next save.
        console.error('[after-commit]', error)
      }
    }
  }
  adapter.rollbackTransaction = async function (this: T, id: TransactionId) {
    try {
      await rollbackTransaction.call(this, id)
    } finally {
      pending.delete(String(await id))
    }
  }
  return adapter
}
