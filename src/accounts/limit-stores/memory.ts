import { paceDelay, type Limit, type LimitStore } from '@/accounts/limit-stores/store'

type Window = { count: number; resetAt: number; lastAt: number }

const windows = new Map<string, Window>()
let lastSweep = Date.now()

function sweep(now: number) {
  if (now - lastSweep < 60_000) return
  lastSweep = now
  for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key)
}

function windowOf(key: string, limit: Limit, now: number): Window {
  sweep(now)
  let window = windows.get(key)
  if (!window || window.resetAt <= now) {
    window = { count: 0, resetAt: now + limit.windowMs, lastAt: 0 }
    windows.set(key, window)
  }
  return window
}

/** The counts kept in this process: one instance's, forgotten on restart. */
export const memoryStore: LimitStore & { reset(): void } = {
  async hit(key, limit) {
    const now = Date.now()
    const window = windowOf(key, limit, now)
    window.count += 1
    return window.count > limit.max ? window.resetAt - now : 0
  },
  async pace(key, limit) {
    const now = Date.now()
    const window = windowOf(key, limit, now)
    if (window.count >= limit.max) return window.resetAt - now
    const readyAt = window.lastAt + paceDelay(limit, window.count)
    if (now < readyAt) return readyAt - now
    window.count += 1
    window.lastAt = now
    return 0
  },
  async isLimited(key, limit) {
    const window = windows.get(key)
    return Boolean(window && window.resetAt > Date.now() && window.count >= limit.max)
  },
  async refund(key) {
    const window = windows.get(key)
    if (window && window.count > 0) window.count -= 1
  },
  async clear(key) {
    windows.delete(key)
  },
  reset() {
    windows.clear()
  },
}
