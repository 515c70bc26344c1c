// The event loop watched while a bench's step runs: how long a request arriving then would have
// waited, beside what the machine alone held an idle process's loop up by in the same time.
import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { monitorEventLoopDelay, performance } from 'node:perf_hooks'

export const ms = (value: number) => Math.round(value * 10) / 10

/**
 * A second process doing nothing but run the same 1 ms timer: its longest delay over a step is
 * what the machine alone (other processes, the scheduler) held a loop up by in that time.
 */
function startSibling() {
  const script = `let last = performance.now(), longest = 0
setInterval(() => { const now = performance.now(); longest = Math.max(longest, now - last - 1); last = now }, 1)
process.on('message', (m) => { if (m === 'read') process.send(longest); longest = 0 })`
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] })
  return {
    /** The longest delay since the last call. */
    longest: () =>
      new Promise<number>((resolve) => {
        child.once('message', (value) => resolve(ms(Number(value))))
        child.send('read')
      }),
    stop: () => child.kill(),
  }
}

export const sibling = startSibling()

export const sleep = (msToWait: number) => new Promise((resolve) => setTimeout(resolve, msToWait))

/**
 * Runs `work` while a 1 ms timer watches the event loop: its time, and the longest the timer
 * was held up (what a request arriving then would have waited), with Node's own histogram's p99.
 */
export async function watched<T>(work: () => Promise<T>) {
  const histogram = monitorEventLoopDelay({ resolution: 1 })
  let longest = 0
  let last = performance.now()
  const timer = setInterval(() => {
    const now = performance.now()
    longest = Math.max(longest, now - last - 1)
    last = now
  }, 1)
  histogram.enable()
  await sleep(5)
  await sibling.longest()
  const started = performance.now()
  const value = await work()
  const wallMs = performance.now() - started
  await sleep(5)
  clearInterval(timer)
  histogram.disable()
  return {
    value,
    wallMs: ms(wallMs),
    maxDelayMs: ms(longest),
    p99DelayMs: ms(histogram.percentile(99) / 1e6),
    machineDelayMs: await sibling.longest(),
  }
}

/**
 * Runs an in-process bench on its own data folder and ends the process when it is done, the
 * folder and the watching process gone. Payload's import graph awaits work that holds no handle
 * open by itself, so a timer keeps the loop alive until then.
 */
export function runBench(main: () => Promise<void>, dataDir: string): void {
  const keepAlive = setInterval(() => undefined, 1000)
  main()
    .then(
      () => (process.exitCode = 0),
      (error: unknown) => {
        console.error(error)
        process.exitCode = 1
      },
    )
    .finally(() => {
      clearInterval(keepAlive)
      sibling.stop()
      rmSync(dataDir, { recursive: true, force: true })
      process.exit()
    })
}
