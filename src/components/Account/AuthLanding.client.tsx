'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useRouter, useSearchParams } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import { completeLogin } from '@/client/complete-login'
import { fingerprint, STORAGE } from '@/client/session'
import { localizedPath } from '@/i18n/localized-path'
import { Link } from '@/i18n/navigation'
import { api } from '@/client/api-client'

import { useApiErrorText } from '@/client/use-api-error-text'

/**
 * /auth: where the OAuth2 provider sends the visitor back (`code`, `state`), and the token-login
 * landing (`a` access token, `r` refresh token, optional `b` API base from the configured
 * allowlist). Either way the session becomes this browser's own, in cookies. The path the server
 * kept for after the login is complete (`/de/cart`) and followed as it is.
 */
export function AuthLanding({ allowedApiBases }: { allowedApiBases: string[] }) {
  const t = useTranslations('account')
  const locale = useLocale()
  const errorText = useApiErrorText()
  const router = useRouter()
  const params = useSearchParams()
  const [error, setError] = useState<string | null>(null)
  const started = useRef(false)

  useEffect(() => {
    if (started.current) return
    started.current = true
    const accountPage = localizedPath(locale, '/my-account')
    const go = async () => {
      const code = params.get('code')
      const state = params.get('state')
      const a = params.get('a')
      const r = params.get('r')
      const b = params.get('b')
      // The tokens must not stay in the address bar or history.
      window.history.replaceState(null, '', window.location.pathname)
      // The provider's own description, as it sent it, when it gave one.
      if (params.get('error')) return setError(params.get('error_description') || t('auth.cancelled'))
      if (code && state) {
        const result = await api.call('/cognito/user/authtoken', {
          body: { grant_type: 'authorization_code', code, state, fingerprint: fingerprint() },
        })
        if (!result.ok) return setError(errorText(result))
        return router.replace(await completeLogin(result.data.expires_at, result.data.next ?? null, accountPage))
      }
      if (a && r) {
        if (b && !allowedApiBases.includes(b.replace(/\/+$/, ''))) return setError(t('auth.untrustedApi'))
        if (b) localStorage.setItem(STORAGE.apiBase, b.replace(/\/+$/, ''))
        const result = await api.call('/cognito/user/adoptTokens', {
          body: { access_token: a, refresh_token: r, fingerprint: fingerprint() },
        })
        if (!result.ok) return setError(errorText(result))
        return router.replace(await completeLogin(result.data.expires_at, null, accountPage))
      }
      setError(t('auth.incomplete'))
    }
    void go()
  }, [params, router, allowedApiBases, locale, t, errorText])

  return (
    <section className="container-page py-24 text-center">
      {error ? (
        <div className="mx-auto max-w-md space-y-4" data-testid="auth-error">
          <h1 className="text-3xl">{t('auth.failedTitle')}</h1>
          <p role="alert" className="text-ink-soft dark:text-mist/75">
            {error}
          </p>
          <Link href="/login" className="button-primary">
            {t('auth.backToLogin')}
          </Link>
        </div>
      ) : (
        <p className="text-soft" aria-busy="true">
          {t('auth.loggingIn')}
        </p>
      )}
    </section>
  )
}
