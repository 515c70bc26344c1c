/**
 * Where this instance is in its life: serving, or stopping after a SIGTERM (src/server/shutdown.ts).
 * The readiness check reads it, so a load balancer stops sending new visitors to an instance
 * before it closes. Kept on globalThis: the server and the API may load separate copies of this module.
 */
const state = ((globalThis as Record<symbol, unknown>)[Symbol.for('atelier.lifecycle')] ??= {
  stopping: false,
}) as { stopping: boolean }

export const isStopping = () => state.stopping

export function startStopping(): void {
  state.stopping = true
}
