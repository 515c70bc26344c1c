/**
 * The web app's side of a session. The tokens themselves live in HttpOnly cookies set by the
 * server; the browser keeps only what page scripts need (spec section 3, "Session state"):
 * whether someone is signed in and when the access token expires, the fingerprint, and the path
 * to return to. Other tabs hear about logins and logouts through a BroadcastChannel and the
 * storage event.
 */
export const STORAGE = {
  session: 'atelier.session',
  fingerprint: 'atelier.auth_fingerprint',
  redirectAfterLogin: 'atelier.redirect_after_login',
  apiBase: 'atelier.baseURL',
} as const

export type SessionState = { signed_in: true; expires_at: number } | null

const CHANNEL = 'atelier-session'
const ALPHABET = 'useandom-26T198340PX75pxJACKVERYMINDBUSHWOLF_GQZbfghjklqvwyzrict'

/** The spec's random 21-character id, made on first use and kept. */
export function fingerprint(): string {
  let value = localStorage.getItem(STORAGE.fingerprint)
  if (!value || !/^[A-Za-z0-9_-]{21}$/.test(value)) {
    const bytes = crypto.getRandomValues(new Uint8Array(21))
    value = Array.from(bytes, (b) => ALPHABET[b & 63]).join('')
    localStorage.setItem(STORAGE.fingerprint, value)
  }
  return value
}

export function readSession(): SessionState {
  try {
    const value = JSON.parse(localStorage.getItem(STORAGE.session) ?? 'null') as SessionState
    return value && value.signed_in && typeof value.expires_at === 'number' ? value : null
  } catch {
    return null
  }
}

function announce(kind: 'login' | 'logout' | 'refresh') {
  try {
    const channel = new BroadcastChannel(CHANNEL)
    channel.postMessage(kind)
    channel.close()
  } catch {
    // The storage event reaches the other tabs anyway.
  }
  window.dispatchEvent(new CustomEvent('atelier-session', { detail: kind }))
}

export function rememberLogin(expiresAt: number) {
  localStorage.setItem(STORAGE.session, JSON.stringify({ signed_in: true, expires_at: expiresAt }))
  announce('login')
}

export function forgetLogin() {
  localStorage.removeItem(STORAGE.session)
  announce('logout')
}

/** Calls `listener` whenever this or another tab logs in, out or refreshes. */
export function onSessionChange(listener: () => void): () => void {
  let channel: BroadcastChannel | null = null
  try {
    channel = new BroadcastChannel(CHANNEL)
    channel.onmessage = listener
  } catch {
    channel = null
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE.session) listener()
  }
  window.addEventListener('storage', onStorage)
  window.addEventListener('atelier-session', listener)
  return () => {
    channel?.close()
    window.removeEventListener('storage', onStorage)
    window.removeEventListener('atelier-session', listener)
  }
}

export type ApiError = { success: false; message: string; text_code: string; issues?: { path: string; message: string }[] }

/** A v1 call with the session cookies; JSON in and out. */
export async function callApi<T>(path: string, init: { method?: string; body?: unknown; form?: FormData } = {}): Promise<{ ok: true; data: T } | { ok: false; status: number; error: ApiError }> {
  let response: Response
  try {
    response = await fetch(`/api/v1${path}`, {
      method: init.method ?? (init.body || init.form ? 'POST' : 'GET'),
      credentials: 'same-origin',
      headers: { 'x-atelier-session': 'cookie', ...(init.body ? { 'Content-Type': 'application/json' } : {}) },
      body: init.form ?? (init.body ? JSON.stringify(init.body) : undefined),
    })
  } catch {
    return { ok: false, status: 0, error: { success: false, message: 'Network Error', text_code: 'NETWORK' } }
  }
  const data = (await response.json().catch(() => null)) as T | ApiError | null
  if (response.ok) return { ok: true, data: data as T }
  return {
    ok: false,
    status: response.status,
    error: (data as ApiError) ?? { success: false, message: 'Something went wrong. Please try again.', text_code: 'INTERNAL' },
  }
}

/**
 * Refreshes the session when fewer than 30 s remain (spec section 4). A Web Lock makes tabs take
 * turns, and each re-reads the expiry inside the lock: a refresh token is single-use, so two
 * tabs refreshing with the same one would end the session.
 */
export async function refreshIfDue(force = false): Promise<boolean> {
  const run = async () => {
    const session = readSession()
    if (!session) return false
    if (!force && session.expires_at * 1000 - Date.now() > 30_000) return true
    const result = await callApi<{ expires_at: number }>('/cognito/user/refreshToken', { body: { fingerprint: fingerprint() } })
    if (result.ok) {
      localStorage.setItem(STORAGE.session, JSON.stringify({ signed_in: true, expires_at: result.data.expires_at }))
      announce('refresh')
      return true
    }
    // A network failure or a busy server is not the end of the session: the next check retries.
    if (result.status === 0 || result.status === 429 || result.status >= 500) return true
    forgetLogin()
    return false
  }
  if (typeof navigator !== 'undefined' && navigator.locks) return navigator.locks.request('atelier-refresh', run)
  return run()
}

/**
 * A signed-in call: on 401 TOKEN_EXPIRED (or a missing cookie while we think we are signed in)
 * it refreshes once and retries; on TOKEN_INVALID the session is over (spec section 8).
 */
export async function callSignedIn<T>(path: string, init: { method?: string; body?: unknown; form?: FormData } = {}) {
  let result = await callApi<T>(path, init)
  if (!result.ok && result.status === 401 && (result.error.text_code === 'TOKEN_EXPIRED' || (result.error.text_code === 'UNAUTHORIZED' && readSession()))) {
    if (await refreshIfDue(true)) result = await callApi<T>(path, init)
  }
  if (!result.ok && result.status === 401 && readSession() && result.error.text_code !== 'TOKEN_EXPIRED') forgetLogin()
  return result
}

export function rememberPath(path: string) {
  sessionStorage.setItem(STORAGE.redirectAfterLogin, path)
}

export function takeRememberedPath(): string | null {
  const value = sessionStorage.getItem(STORAGE.redirectAfterLogin)
  sessionStorage.removeItem(STORAGE.redirectAfterLogin)
  return value
}
