/**
 * The web app's side of a session. The tokens themselves live in HttpOnly cookies set by the
 * server; the browser keeps only what page scripts need (spec section 3, "Session state"):
 * whether someone is signed in and when the access token expires, the fingerprint, and the path
 * to return to. Other tabs hear about logins and logouts through a BroadcastChannel and the
 * storage event. Calls to the server, and the refresh, go through `@/client/api-client`.
 */
export const STORAGE = {
  session: 'atelier.session',
  fingerprint: 'atelier.auth_fingerprint',
  redirectAfterLogin: 'atelier.redirect_after_login',
  apiBase: 'atelier.baseURL',
  /** The anonymous cart's session key. */
  cartSession: 'atelier.cartSession',
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

/** A refreshed session's new expiry; the tokens themselves arrived as cookies. */
export function rememberRefresh(expiresAt: number) {
  localStorage.setItem(STORAGE.session, JSON.stringify({ signed_in: true, expires_at: expiresAt }))
  announce('refresh')
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

export function rememberPath(path: string) {
  sessionStorage.setItem(STORAGE.redirectAfterLogin, path)
}

export function takeRememberedPath(): string | null {
  const value = sessionStorage.getItem(STORAGE.redirectAfterLogin)
  sessionStorage.removeItem(STORAGE.redirectAfterLogin)
  return value
}
