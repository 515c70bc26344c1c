/**
 * The browser's one client for the v1 API (spec sections 4, 8 and 9). It carries the session
 * (HttpOnly cookies in the web app, a bearer token otherwise), refreshes the access token before
 * a call when under 30 s remain, refreshes and retries once when the server says TOKEN_EXPIRED,
 * and ends the session when the server says it is over. Calls give up after 50 s.
 *
 * Answers are trusted to match their schema rather than parsed: parsing would bring zod and the
 * schemas into the browser bundle, and the server already checks every answer against them.
 */
import type { z } from 'zod'

import { fingerprint, forgetLogin, readSession, rememberRefresh } from '@/client/session'
import type { ErrorSchema } from '@/api/v1/errors'
import { POST_WITH_QUERY, SIGN_IN_PATHS, type ApiPath, type Endpoints, type Tokens } from '@/client/api-endpoints'

export const API_TIMEOUT_MS = 50_000
const REFRESH_WHEN_UNDER_MS = 30_000

type ServerError = z.infer<typeof ErrorSchema>
/** The server's error body, or one made here when no answer came (`NETWORK`, `TIMEOUT`). */
/** A failed call: the server's error, or one the browser made itself (no answer, too slow, an answer it could not read). */
export type ApiError = Omit<ServerError, 'text_code'> & {
  text_code: ServerError['text_code'] | 'NETWORK' | 'TIMEOUT' | 'UNREADABLE'
}
/** `loggedOut` says the client ended the session because of this call, and has sent the visitor home. */
export type ApiResult<T> =
  { ok: true; status: number; data: T } | { ok: false; status: number; error: ApiError; loggedOut?: true }

/** What the browser holds of a session: the expiry (seconds), and the tokens in bearer mode. */
export type HeldSession = { expires_at: number; access_token?: string; refresh_token?: string }
export type SessionStore = { read(): HeldSession | null; save(tokens: Tokens): void; clear(): void }

export type ApiClientOptions = {
  /** `cookie`: the server keeps the tokens in HttpOnly cookies (the web app); `bearer`: the store holds them. */
  mode: 'cookie' | 'bearer'
  session: SessionStore
  fingerprint: () => string
  /** Called after the client has ended a session the server refused; the spec sends the visitor to /. */
  onLoggedOut?: () => void
  /** Runs a refresh so that one tab at a time does it: a refresh token is single-use. */
  exclusive?: <T>(task: () => Promise<T>) => Promise<T>
  baseUrl?: string
  timeoutMs?: number
  now?: () => number
  /** The language the server's messages should be in; by default the page's (`<html lang>`). */
  language?: () => string
}

/** The page's language, as the server wrote it into `<html lang>`; none outside a browser. */
const pageLanguage = () => (typeof document === 'undefined' ? '' : document.documentElement.lang)

type Init<E> = E extends { body: infer B }
  ? { body: B }
  : E extends { form: true }
    ? { form: FormData }
    : E extends { query: infer Q }
      ? { query: Q }
      : never
/** The second argument is required exactly when the call takes a body, a form or a query. */
type Args<E> = E extends { body: unknown } | { form: true } | { query: unknown } ? [init: Init<E>] : []
type RawInit = { body?: unknown; form?: FormData; query?: Record<string, string | number | undefined> }

/** `ok`: fresh enough (refreshed, or not due); `failed`: no answer or a busy server, the session stands; `ended`: logged out. */
export type RefreshOutcome = 'ok' | 'failed' | 'ended'

// The browser's own errors carry English words for callers without a screen; screens show the
// catalogue's (\`useApiErrorText\`).
const TIMEOUT_MESSAGE = 'The server took too long to answer. Please try again.'
const UNREADABLE_MESSAGE = 'The server’s answer could not be read. Please try again.'
const clientError = (text_code: 'NETWORK' | 'TIMEOUT' | 'UNREADABLE', message: string) => ({
  ok: false as const,
  status: 0,
  error: { success: false as const, text_code, message },
})

const wantsRefresh = (r: { status: number; error: ApiError }) =>
  ((r.status === 401 || r.status === 422) && r.error.text_code === 'TOKEN_EXPIRED') ||
  // The access cookie went before its session did (the browser dropped it): the refresh cookie may still be good.
  (r.status === 401 && r.error.text_code === 'UNAUTHORIZED')
const endsSession = (r: { error: ApiError }) =>
  r.error.text_code === 'TOKEN_INVALID' || r.error.message === 'Signature verification failed'

export function createApiClient(options: ApiClientOptions) {
  const { mode, session } = options
  const baseUrl = options.baseUrl ?? '/api/v1'
  const timeoutMs = options.timeoutMs ?? API_TIMEOUT_MS
  const now = options.now ?? (() => Date.now())
  const exclusive = options.exclusive ?? (<T>(task: () => Promise<T>) => task())
  const language = options.language ?? pageLanguage
  let refreshing: Promise<RefreshOutcome> | null = null

  function logOut() {
    session.clear()
    options.onLoggedOut?.()
  }

  /** One request, no session handling: the answer, "Network Error", or a timeout after 50 s. */
  async function send<T>(path: string, init: RawInit, withToken: boolean): Promise<ApiResult<T>> {
    const headers: Record<string, string> = {}
    if (mode === 'cookie') headers['x-atelier-session'] = 'cookie'
    // Read on every call: the server answers its messages in the language of the screen showing them.
    const lang = language()
    if (lang) headers['Accept-Language'] = lang
    const token = withToken && mode === 'bearer' ? session.read()?.access_token : undefined
    if (token) headers.Authorization = `Bearer ${token}`
    if (init.body !== undefined) headers['Content-Type'] = 'application/json'
    const query = Object.entries(init.query ?? {}).filter(
      (entry): entry is [string, string | number] => entry[1] !== undefined,
    )
    const url = `${baseUrl}${path}${query.length ? `?${new URLSearchParams(query.map(([k, v]) => [k, String(v)]))}` : ''}`

    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), timeoutMs)
    try {
      const response = await fetch(url, {
        method: init.body !== undefined || init.form || POST_WITH_QUERY.has(path) ? 'POST' : 'GET',
        credentials: 'same-origin',
        headers,
        body: init.form ?? (init.body !== undefined ? JSON.stringify(init.body) : undefined),
        signal: controller.signal,
      })
      const data: unknown = await response.json().catch(() => undefined)
      // Reading the body is part of the wait: a stalled body times out too.
      if (controller.signal.aborted) return clientError('TIMEOUT', TIMEOUT_MESSAGE)
      // An answer that is not JSON (a proxy's error page, a cut-off body), whatever its status.
      if (data === undefined) return { ...clientError('UNREADABLE', UNREADABLE_MESSAGE), status: response.status }
      if (response.ok) return { ok: true, status: response.status, data: data as T }
      return { ok: false, status: response.status, error: data as ApiError }
    } catch {
      return controller.signal.aborted
        ? clientError('TIMEOUT', TIMEOUT_MESSAGE)
        : clientError('NETWORK', 'Network Error')
    } finally {
      clearTimeout(timer)
    }
  }

  /**
   * Refreshes when under 30 s remain, or (`force`) because the server said the token expired,
   * unless the expiry has moved on since `seen`: another call or tab refreshed meanwhile.
   * The expiry is read again inside the exclusive section for the same reason.
   */
  async function runRefresh(force: boolean, seen: number | undefined): Promise<RefreshOutcome> {
    const held = session.read()
    if (!held) return 'ended'
    const current = force
      ? seen !== undefined && held.expires_at !== seen
      : held.expires_at * 1000 - now() > REFRESH_WHEN_UNDER_MS
    if (current) return 'ok'
    if (mode === 'bearer' && !held.refresh_token) {
      logOut()
      return 'ended'
    }
    const body = {
      ...(mode === 'bearer' ? { refresh_token: held.refresh_token } : {}),
      fingerprint: options.fingerprint(),
    }
    const result = await send<Tokens>('/cognito/user/refreshToken', { body }, false)
    if (result.ok) {
      session.save(result.data)
      return 'ok'
    }
    // No answer, or a busy server, is not the end of the session: the next check tries again.
    if (result.status === 0 || result.status === 429 || result.status >= 500) return 'failed'
    logOut()
    return 'ended'
  }

  /** Refreshes if due; calls in this tab share one refresh rather than spend the token twice. */
  async function refresh(force = false, seen?: number): Promise<RefreshOutcome> {
    while (refreshing) {
      const outcome = await refreshing
      // A forced refresh that joined a check which found nothing due still needs its own.
      if (!force || outcome !== 'ok' || session.read()?.expires_at !== seen) return outcome
    }
    const run = exclusive(() => runRefresh(force, seen)).finally(() => {
      if (refreshing === run) refreshing = null
    })
    refreshing = run
    return run
  }

  async function call<P extends ApiPath>(
    path: P,
    ...args: Args<Endpoints[P]>
  ): Promise<ApiResult<Endpoints[P]['response']>> {
    type Answer = Endpoints[P]['response']
    // Each entry of Endpoints fixes which of body, form and query its init has.
    const init = (args[0] ?? {}) as RawInit
    if (SIGN_IN_PATHS.has(path)) return send<Answer>(path, init, false)

    let held = session.read()
    if (held && held.expires_at * 1000 - now() < REFRESH_WHEN_UNDER_MS) {
      const outcome = await refresh()
      if (outcome === 'ended')
        return {
          ok: false,
          status: 401,
          error: {
            success: false,
            text_code: 'TOKEN_INVALID',
            message: 'Your session has ended. Please log in again.',
          },
          loggedOut: true,
        }
      held = session.read()
    }
    const first = await send<Answer>(path, init, true)
    // Without a session there is nothing to refresh or end.
    if (first.ok || !held) return first

    if (!wantsRefresh(first)) {
      if (!endsSession(first)) return first
      logOut()
      return { ...first, loggedOut: true }
    }
    const outcome = await refresh(true, held.expires_at)
    if (outcome === 'ended') return { ...first, loggedOut: true }
    if (outcome === 'failed') return first
    const second = await send<Answer>(path, init, true)
    if (second.ok || !(endsSession(second) || (second.status === 401 && second.error.text_code === 'UNAUTHORIZED')))
      return second
    logOut()
    return { ...second, loggedOut: true }
  }

  return { call, refresh }
}

/** The web app's session: tokens in HttpOnly cookies, the expiry in localStorage for every tab. */
const cookieSession: SessionStore = {
  read: readSession,
  save: (tokens) => rememberRefresh(tokens.expires_at),
  clear: forgetLogin,
}

let sendHome: (() => void) | null = null

/**
 * Who sends the visitor to / after the client ended their session: the site layout's
 * SessionKeeper hands over its router, so the move stays inside the app. Returns the undo.
 */
export function setLoggedOutHandler(handler: () => void): () => void {
  sendHome = handler
  return () => {
    if (sendHome === handler) sendHome = null
  }
}

/** The client every component of the site uses. */
export const api = createApiClient({
  mode: 'cookie',
  session: cookieSession,
  fingerprint,
  onLoggedOut: () => sendHome?.(),
  // The lock is held until the task's promise settles, and its answer is that promise's value.
  exclusive: async <T>(task: () => Promise<T>): Promise<T> =>
    typeof navigator !== 'undefined' && navigator.locks
      ? await navigator.locks.request('atelier-refresh', task)
      : await task(),
})
