/**
 * How many of our own transactions may be open at once in this process. Each holds one of the
 * PostgreSQL pool's connections until it ends; a transaction that also reads through a shared
 * cache (the catalogue, loaded outside any transaction) needs one more. Were every connection held
 * by a transaction waiting for such a read, or for a row another one locked, none could go on: a
 * few connections are always left for the reads.
 */
export class TransactionSlots {
  #free: number
  readonly #waiting: (() => void)[] = []

  constructor(size: number) {
    this.#free = size
  }

  async acquire(): Promise<() => void> {
    if (this.#free > 0) this.#free--
    else await new Promise<void>((resolve) => this.#waiting.push(resolve))
    let released = false
    return () => {
      if (released) return
      released = true
      const next = this.#waiting.shift()
      if (next) next()
      else this.#free++
    }
  }
}
