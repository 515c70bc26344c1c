import { type ChildProcess, spawn } from 'node:child_process'

export type RunningServer = { url: string; process: ChildProcess; stop: () => Promise<void> }

/** Starts the production server and resolves once it answers, with the time that took. */
export async function startServer(options: {
  port: number
  dataDir: string
  readyPath?: string
  /** Settings of this server beside the bench's own (DATABASE_URL, TRUST_PROXY …). */
  env?: Record<string, string>
  /** The checkout whose build is started (this one by default). */
  cwd?: string
}): Promise<RunningServer & { startMs: number }> {
  const started = performance.now()
  const child = spawn('node', ['dist/server.mjs'], {
    cwd: options.cwd,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NODE_OPTIONS: '--no-deprecation',
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      NEXT_TELEMETRY_DISABLED: '1',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://127.0.0.1:${options.port}`
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    try {
      const response = await fetch(url + (options.readyPath ?? '/'))
      if (response.ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not answer within 60 s')
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  const startMs = performance.now() - started
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  return { url, process: child, stop, startMs }
}
