'use client'

import Link from 'next/link'
import { useRouter, useSearchParams } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import { completeLogin } from '@/accounts/client/complete-login'
import { fingerprint, STORAGE } from '@/accounts/client/session'
import { api } from '@/lib/api-client'

/**
 * /auth: where the OAuth2 provider sends the visitor back (`code`, `state`), and the token-login
 * landing (`a` access token, `r` refresh token, optional `b` API base from the configured
 * allowlist). Either way the session becomes this browser's own, in cookies.
 */
export function AuthLanding({ allowedApiBases }: { allowedApiBases: string[] }) {
  const router = useRouter()
  const params = useSearchParams()
  const [error, setError] = useState<string | null>(null)
  const started = useRef(false)

  useEffect(() => {
    if (started.current) return
    started.current = true
    const go = async () => {
      const code = params.get('code')
      const state = params.get('state')
      const a = params.get('a')
      const r = params.get('r')
      const b = params.get('b')
      // The tokens must not stay in the address bar or history.
      window.history.replaceState(null, '', '/auth')
      if (params.get('error')) return setError(params.get('error_description') || 'The login was cancelled.')
      if (code && state) {
        const result = await api.call('/cognito/user/authtoken', {
          body: { grant_type: 'authorization_code', code, state, fingerprint: fingerprint() },
        })
        if (!result.ok) return setError(result.error.message)
        return router.replace(await completeLogin(result.data.expires_at, result.data.next ?? null))
      }
      if (a && r) {
        if (b && !allowedApiBases.includes(b.replace(/\/+$/, '')))
          return setError('That login link points to an API this site does not trust.')
        if (b) localStorage.setItem(STORAGE.apiBase, b.replace(/\/+$/, ''))
        const result = await api.call('/cognito/user/adoptTokens', {
          body: { access_token: a, refresh_token: r, fingerprint: fingerprint() },
        })
        if (!result.ok) return setError(result.error.message)
        return router.replace(await completeLogin(result.data.expires_at, null))
      }
      setError('This login link is incomplete.')
    }
    void go()
  }, [params, router, allowedApiBases])

  return (
    <section className="container-page py-24 text-center">
      {error ? (
        <div className="mx-auto max-w-md space-y-4" data-testid="auth-error">
          <h1 className="text-3xl">We could not log you in</h1>
          <p role="alert" className="text-ink-soft dark:text-mist/75">
            {error}
          </p>
          <Link href="/login" className="button-primary">
            Back to login
          </Link>
        </div>
      ) : (
        <p className="text-soft" aria-busy="true">
          Logging you in…
        </p>
      )}
    </section>
  )
}
