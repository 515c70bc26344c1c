'use client'

import Link from 'next/link'
import { useRouter, useSearchParams } from 'next/navigation'
import { useState, type FormEvent } from 'react'

import { completeLogin } from '@/accounts/client/complete-login'
import { fingerprint } from '@/accounts/client/session'
import { safeNextPath } from '@/accounts/safe-redirect'
import { api } from '@/lib/api-client'

import { FormMessage } from '@/components/Account/FormMessage'
import { inputClass, labelClass, linkClass } from '@/components/Account/styles'

type Props = { codeOnly: boolean; oauth: { name: string } | null }
type Mode = 'email' | 'code' | 'password'

/**
 * The login screen: a code or link by e-mail (the default), a password, or the OAuth2 provider.
 * Opened from the e-mail's link (`email` and `code` in the address) it shows one button that
 * completes the login: opening the page alone uses nothing up.
 */
export function LoginForm({ codeOnly, oauth }: Props) {
  const router = useRouter()
  const params = useSearchParams()
  const next = params.get('next')
  const linkEmail = params.get('email') ?? ''
  const linkCode = params.get('code') ?? ''
  const [mode, setMode] = useState<Mode>(linkEmail && linkCode ? 'code' : 'email')
  const [email, setEmail] = useState(linkEmail)
  const [code, setCode] = useState(/^\d{6}$/.test(linkCode) ? linkCode : '')
  const [password, setPassword] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(params.get('error'))
  const [notice, setNotice] = useState<string | null>(null)

  const finish = async (expiresAt: number) => router.replace(await completeLogin(expiresAt, next))

  const run = async (task: () => Promise<void>) => {
    setBusy(true)
    setError(null)
    try {
      await task()
    } finally {
      setBusy(false)
    }
  }

  const sendCode = (event: FormEvent) => {
    event.preventDefault()
    void run(async () => {
      const result = await api.call('/cognito/user/sendLoginLink', {
        body: { email, fingerprint: fingerprint(), code_only: codeOnly },
      })
      if (!result.ok) return setError(result.error.message)
      setNotice(
        `We sent a 6-digit code${codeOnly ? '' : ' and a login link'} to ${email.trim()}. It is valid for 15 minutes.`,
      )
      setMode('code')
    })
  }

  const submitCode = (secret: string) =>
    run(async () => {
      const result = await api.call('/cognito/user/loginRecoveryCode', {
        body: { email: email.trim().toLowerCase(), code: secret, fingerprint: fingerprint() },
      })
      if (!result.ok) return setError(result.error.message)
      await finish(result.data.expires_at)
    })

  const passwordLogin = (event: FormEvent) => {
    event.preventDefault()
    void run(async () => {
      const result = await api.call('/cognito/user/login', {
        body: { username: email, password, fingerprint: fingerprint() },
      })
      if (!result.ok) return setError(result.error.message)
      await finish(result.data.expires_at)
    })
  }

  if (linkEmail && linkCode && mode === 'code' && !/^\d{6}$/.test(linkCode)) {
    return (
      <div className="space-y-5">
        <p>
          Log in as <strong data-testid="link-email">{linkEmail}</strong>?
        </p>
        <FormMessage error={error} />
        <button
          type="button"
          className="button-primary w-full"
          disabled={busy}
          onClick={() => void submitCode(linkCode)}
          data-testid="complete-link-login"
        >
          {busy ? 'Logging in…' : 'Log in'}
        </button>
        <p className="text-sm text-soft">
          Not you?{' '}
          <Link href="/login" className={linkClass}>
            Use another address
          </Link>
        </p>
      </div>
    )
  }

  return (
    <div className="space-y-6">
      <div
        role="tablist"
        aria-label="How to log in"
        className="grid grid-cols-2 rounded-full bg-paper-deep p-1 text-sm dark:bg-night"
      >
        {(['email', 'password'] as const).map((m) => {
          const active = m === 'email' ? mode !== 'password' : mode === 'password'
          return (
            <button
              key={m}
              type="button"
              role="tab"
              aria-selected={active}
              onClick={() => {
                setMode(m)
                setError(null)
              }}
              className={`rounded-full px-3 py-2 transition ${active ? 'bg-white font-medium shadow-sm dark:bg-night-raised' : 'link-soft'}`}
            >
              {m === 'email' ? 'E-mail me a code' : 'Use a password'}
            </button>
          )
        })}
      </div>

      <FormMessage error={error} notice={notice} />

      {mode === 'email' ? (
        <form onSubmit={sendCode} className="space-y-5" data-testid="email-login">
          <label className={labelClass}>
            E-mail address
            <input
              className={inputClass}
              type="email"
              name="email"
              autoComplete="email"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </label>
          <button className="button-primary w-full" disabled={busy}>
            {busy ? 'Sending…' : codeOnly ? 'Send me a code' : 'Send me a code and link'}
          </button>
        </form>
      ) : null}

      {mode === 'code' ? (
        <form
          className="space-y-5"
          data-testid="code-login"
          onSubmit={(event) => {
            event.preventDefault()
            void submitCode(code.replace(/\s/g, ''))
          }}
        >
          <label className={labelClass}>
            6-digit code
            <input
              className={`${inputClass} text-center font-mono text-2xl tracking-[0.5em]`}
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="\d{6}"
              maxLength={6}
              required
              name="code"
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            />
          </label>
          <button className="button-primary w-full" disabled={busy}>
            {busy ? 'Checking…' : 'Log in'}
          </button>
          <button type="button" className={`${linkClass} text-sm`} onClick={() => setMode('email')}>
            Send a new code
          </button>
        </form>
      ) : null}

      {mode === 'password' ? (
        <form onSubmit={passwordLogin} className="space-y-5" data-testid="password-login">
          <label className={labelClass}>
            E-mail address
            <input
              className={inputClass}
              type="email"
              name="username"
              autoComplete="username"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </label>
          <label className={labelClass}>
            Password
            <input
              className={inputClass}
              type="password"
              name="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </label>
          <button className="button-primary w-full" disabled={busy}>
            {busy ? 'Logging in…' : 'Log in'}
          </button>
          <p className="text-sm">
            <Link href="/forgotpassword" className={linkClass}>
              Forgot your password?
            </Link>
          </p>
        </form>
      ) : null}

      {oauth ? (
        <>
          <div className="flex items-center gap-3 text-xs tracking-widest text-ink-soft uppercase dark:text-mist/60">
            <span className="h-px flex-1 bg-ink/10 dark:bg-mist/15" />
            or
            <span className="h-px flex-1 bg-ink/10 dark:bg-mist/15" />
          </div>
          <a
            href={`/api/v1/cognito/user/oauth2/authorize?${new URLSearchParams({ next: safeNextPath(next, '/my-account') })}`}
            className="button-quiet w-full"
            data-testid="oauth-login"
          >
            Continue with {oauth.name}
          </a>
        </>
      ) : null}

      <p className="border-t border-ink/10 pt-5 text-sm text-ink-soft dark:border-mist/10 dark:text-mist/70">
        New here?{' '}
        <Link href={next ? `/signup?${new URLSearchParams({ next })}` : '/signup'} className={linkClass}>
          Create an account
        </Link>
      </p>
    </div>
  )
}
