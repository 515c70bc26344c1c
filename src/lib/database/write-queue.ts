import { DomainError } from '@/lib/domain-error'

/** How long a write waits for the one before it; past that it fails rather than hang. */
const WRITE_WAIT_MS = 20_000

export type Release = () => void

/**
 * SQLite has one writer. The process's writes (whole transactions and single statements alike)
 * take turns here, in arrival order, so none of them meets SQLite's lock: a wait inside SQLite's
 * busy handler would block the event loop, and with it the write it waits for.
 */
export class WriteQueue {
  #tail: Promise<void> = Promise.resolve()
  #lent: Release | null = null

  constructor(private readonly waitMs = WRITE_WAIT_MS) {}

  /** Waits for this caller's turn; the returned function ends it. Fails with `database_busy` after the wait limit. */
  acquire(): Promise<Release> {
    let release!: Release
    const turn = new Promise<void>((resolve) => (release = once(resolve)))
    const previous = this.#tail
    this.#tail = previous.then(() => turn)
    let timer: ReturnType<typeof setTimeout> | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new DomainError('database_busy')), this.waitMs)
    })
    return Promise.race([previous, timeout]).then(
      () => {
        clearTimeout(timer)
        return release
      },
      (error: unknown) => {
        // Give up the place only once the queue reaches it, so order is kept for the others.
        void previous.then(release)
        throw error
      },
    )
  }

  /** Runs one piece of work in its own turn. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    const release = await this.acquire()
    try {
      return await work()
    } finally {
      release()
    }
  }

  /**
   * Hands a turn already held to the next `take` (Payload's transaction start holds its turn
   * before the driver opens the transaction, so a timeout reaches the caller as `database_busy`).
   */
  lend(release: Release) {
    this.#lent = release
  }

  /** Ends a lent turn that nobody took (the transaction failed before it opened). */
  reclaim(release: Release) {
    if (this.#lent !== release) return
    this.#lent = null
    release()
  }

  /** The lent turn, if any, else a new one. */
  async take(): Promise<Release> {
    const lent = this.#lent
    this.#lent = null
    return lent ?? this.acquire()
  }
}

function once(fn: () => void): Release {
  let done = false
  return () => {
    if (done) return
    done = true
    fn()
  }
}
