import { spawn, type ChildProcess } from 'node:child_process'

/** How long a first start (migrating and seeding a new database) may take on a busy machine. */
export const FIRST_START_MS = 300_000

/** The production build (dist/server.mjs) as a process of its own, to start, kill -9 and start again. */
export class SiteProcess {
  #child: ChildProcess | null = null
  #log: string[] = []

  constructor(
    private readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  get origin() {
    return `http://127.0.0.1:${this.port}`
  }

  /** Starts the site and waits until it answers its health check (a first start migrates and seeds). */
  async start(timeoutMs = 120_000): Promise<void> {
    const child = spawn('node', ['dist/server.mjs'], {
      env: { ...process.env, ...this.env, NODE_ENV: 'production', PORT: String(this.port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const keep = (chunk: Buffer) => {
      this.#log.push(chunk.toString())
      if (this.#log.length > 400) this.#log.splice(0, 200)
    }
    child.stdout?.on('data', keep)
    child.stderr?.on('data', keep)
    this.#child = child
    const until = Date.now() + timeoutMs
    let last: unknown = null
    while (Date.now() < until) {
      if (child.exitCode !== null) throw new Error(`The site exited (${child.exitCode}):\n${this.log()}`)
      try {
        const answer = await fetch(`${this.origin}/api/v1/health`, { signal: AbortSignal.timeout(2_000) })
        if (answer.ok) return
        last = answer.status
      } catch (error) {
        // Not listening yet.
        last = error
      }
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    // Not left running: it would go on working on the database (and its jobs) after the test.
    await this.kill()
    throw new Error(`The site did not answer within ${timeoutMs} ms (${String(last)}):\n${this.log()}`)
  }

  /** kill -9: no shutdown, no flush, whatever it was doing. */
  async kill(): Promise<void> {
    const child = this.#child
    if (!child || child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGKILL')
    await exited
    this.#child = null
  }

  /** Sends a signal; resolves with the exit code once the process has ended. */
  signal(signal: NodeJS.Signals): Promise<number | null> {
    const child = this.#child
    if (!child || child.exitCode !== null) return Promise.resolve(child?.exitCode ?? null)
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
    child.kill(signal)
    return exited
  }

  /** Stops it gently at the end. */
  async stop(): Promise<void> {
    const child = this.#child
    if (!child || child.exitCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))])
    if (child.exitCode === null) await this.kill()
  }

  log(): string {
    return this.#log.join('').split('\n').slice(-60).join('\n')
  }
}
