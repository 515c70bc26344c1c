'use client'

import Link from 'next/link'
import { useRouter, useSearchParams } from 'next/navigation'
import { useState, type FormEvent } from 'react'

import { completeLogin } from '@/accounts/client/complete-login'
import { fingerprint } from '@/accounts/client/session'
import { api } from '@/lib/api-client'

import { FormMessage } from '@/components/Account/FormMessage'
import { hintClass, inputClass, labelClass, linkClass } from '@/components/Account/styles'

/** Password recovery: a code by e-mail, then the code (or the mail's link) and a new password. */
export function ForgotPasswordForm() {
  const router = useRouter()
  const params = useSearchParams()
  const linkCode = params.get('code') ?? ''
  const [email, setEmail] = useState(params.get('email') ?? '')
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  const [stage, setStage] = useState<'ask' | 'reset'>(linkCode ? 'reset' : 'ask')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)

  const ask = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setError(null)
    const result = await api.call('/cognito/user/recoverPassword', { body: { email } })
    setBusy(false)
    if (!result.ok) return setError(result.error.message)
    setNotice(`If ${email.trim()} has an account, a 6-digit code is on its way. It is valid for 15 minutes.`)
    setStage('reset')
  }

  const reset = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setError(null)
    // POST keeps the new password out of addresses and logs.
    const result = await api.call('/cognito/user/recoverPasswordCheck', {
      body: {
        email: email.trim().toLowerCase(),
        code: linkCode || code,
        newpassword: password,
        fingerprint: fingerprint(),
      },
    })
    // The server logs the customer in when it can, and otherwise only confirms the change.
    const expiresAt = result.ok && 'expires_at' in result.data ? result.data.expires_at : 0
    if (!expiresAt) {
      setBusy(false)
      return setError(result.ok ? 'Your password is changed. Please log in.' : result.error.message)
    }
    router.replace(await completeLogin(expiresAt, '/my-account'))
  }

  return (
    <div className="space-y-5">
      <FormMessage error={error} notice={notice} />
      {stage === 'ask' ? (
        <form onSubmit={ask} className="space-y-5" data-testid="recover-ask">
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
            {busy ? 'Sending…' : 'E-mail me a code'}
          </button>
        </form>
      ) : (
        <form onSubmit={reset} className="space-y-5" data-testid="recover-reset">
          {linkCode ? (
            <p>
              Choose a new password for <strong>{email}</strong>.
            </p>
          ) : (
            <>
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
              <label className={labelClass}>
                6-digit code
                <input
                  className={`${inputClass} font-mono tracking-[0.4em]`}
                  name="code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  pattern="\d{6}"
                  maxLength={6}
                  required
                  value={code}
                  onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
                />
              </label>
            </>
          )}
          <label className={labelClass}>
            New password
            <input
              className={inputClass}
              type="password"
              name="newpassword"
              autoComplete="new-password"
              minLength={12}
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <span className={hintClass}>At least 12 characters. Logging in elsewhere will end.</span>
          </label>
          <button className="button-primary w-full" disabled={busy}>
            {busy ? 'Saving…' : 'Save and log in'}
          </button>
        </form>
      )}
      <p className="border-t border-ink/10 pt-5 text-sm text-ink-soft dark:border-mist/10 dark:text-mist/70">
        Remembered it?{' '}
        <Link href="/login" className={linkClass}>
          Log in
        </Link>
      </p>
    </div>
  )
}
