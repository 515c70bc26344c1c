/** The part of a Payload database adapter that opens and closes transactions. */
type TransactionAdapter = {
  beginTransaction: (options?: Record<string, unknown>) => Promise<null | number | string>
  commitTransaction: (id: number | string | Promise<number | string>) => Promise<void>
  rollbackTransaction: (id: number | string | Promise<number | string>) => Promise<void>
}

/** How long a write transaction waits for the one before it; past that it fails rather than hang. */
export const TRANSACTION_WAIT_MS = 20_000

/**
 * SQLite lets one connection write at a time. libsql opens each transaction on a connection of its
 * own, without a busy timeout, so a second `BEGIN IMMEDIATE` fails at once with SQLITE_BUSY. This
 * queues write transactions in the process instead: each begins when the previous one has
 * committed or rolled back, in arrival order.
 */
export function serializeTransactions<T extends TransactionAdapter>(adapter: T, waitMs = TRANSACTION_WAIT_MS): T {
  const { beginTransaction, commitTransaction, rollbackTransaction } = adapter
  let tail: Promise<void> = Promise.resolve()
  const releases = new Map<string, () => void>()

  const acquire = () => {
    let release!: () => void
    const turn = new Promise<void>((resolve) => (release = resolve))
    const previous = tail
    tail = previous.then(() => turn)
    let timer: ReturnType<typeof setTimeout> | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('The database is busy; please try again.')), waitMs)
    })
    return Promise.race([previous, timeout]).then(
      () => {
        clearTimeout(timer)
        return release
      },
      (error: unknown) => {
        // Give up our place only once the queue reaches it, so order is kept for the others.
        void previous.then(release)
        throw error
      },
    )
  }

  const finish = (close: (id: number | string | Promise<number | string>) => Promise<void>) =>
    async function (this: T, id: number | string | Promise<number | string>) {
      const key = String(await id)
      try {
        await close.call(this, id)
      } finally {
        releases.get(key)?.()
        releases.delete(key)
      }
    }

  adapter.beginTransaction = async function (this: T, options?: Record<string, unknown>) {
    const release = await acquire()
    try {
      const id = await beginTransaction.call(this, options)
      if (id === null) release()
      else releases.set(String(id), release)
      return id
    } catch (error) {
      release()
      throw error
    }
  }
  adapter.commitTransaction = finish(commitTransaction)
  adapter.rollbackTransaction = finish(rollbackTransaction)
  return adapter
}
