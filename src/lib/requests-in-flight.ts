import type { ServerResponse } from 'node:http'

/**
 * The requests this process is answering, counted so that work no visitor waits for (the whole
 * catalogue read again in the background) runs between answers instead of inside them. Kept on
 * globalThis: the server and Next's bundled pages load separate copies of this module.
 */
type State = { count: number; waiting: (() => void)[] }
const state = ((globalThis as Record<symbol, unknown>)[Symbol.for('atelier.requests-in-flight')] ??= {
  count: 0,
  waiting: [],
}) as State

/** Counts `res` until it closes (answered, or its connection gone). */
export function countRequest(res: ServerResponse): void {
  state.count++
  // One listener more than Next's own on each answer, which reach Node's warning limit of ten.
  res.setMaxListeners(res.getMaxListeners() + 1)
  res.once('close', () => {
    state.count--
    if (state.count > 0) return
    for (const wake of state.waiting.splice(0)) wake()
  })
}

/**
 * Resolves once no request is being answered, or after `mostMs` (a steady stream of visitors
 * slows such work down, never stops it); in either case after the other callbacks ready to run.
 */
export function afterRequests(mostMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (state.count === 0) return void setImmediate(resolve)
    const timer = setTimeout(done, mostMs)
    function done() {
      clearTimeout(timer)
      const at = state.waiting.indexOf(done)
      if (at >= 0) state.waiting.splice(at, 1)
      setImmediate(resolve)
    }
    state.waiting.push(done)
  })
}
