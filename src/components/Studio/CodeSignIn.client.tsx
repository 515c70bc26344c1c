'use client'

import { Button } from '@payloadcms/ui'
import { useState, type FormEvent } from 'react'

import { api } from '@/client/api-client'

type Step = 'closed' | 'address' | 'code'

/**
 * Below the back-office's password form: sign in with a code mailed to a studio address. No
 * number of wrong passwords, from anyone, closes this door; the code's own tries are limited.
 */
export function CodeSignIn() {
  const [step, setStep] = useState<Step>('closed')
  const [email, setEmail] = useState('')
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const sendCode = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setError(null)
    const sent = await api.call('/cognito/user/sendLoginLink', { body: { email, code_only: true } })
    setBusy(false)
    if (sent.ok) setStep('code')
    else setError(sent.error.message)
  }

  const signIn = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setError(null)
    const signedIn = await api.call('/studio/signIn', { body: { email, code: code.trim() } })
    if (signedIn.ok) {
      // A whole new load: the back-office reads its new cookie on the server, from the first byte.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      window.location.assign('/admin')
      return
    }
    setBusy(false)
    setError(signedIn.error.message)
  }

  if (step === 'closed')
    return (
      <div className="studio-code-sign-in">
        <Button
          buttonStyle="secondary"
          size="large"
          onClick={() => setStep('address')}
          extraButtonProps={{ 'data-testid': 'studio-code-open' }}
        >
          Sign in with a code by e-mail instead
        </Button>
      </div>
    )

  return (
    <div className="studio-code-sign-in">
      {step === 'address' ? (
        <form onSubmit={sendCode} data-testid="studio-code-address">
          <p>We will e-mail a six-digit code to your studio address.</p>
          <label htmlFor="studio-code-email">E-mail</label>
          <input
            id="studio-code-email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Button type="submit" buttonStyle="primary" size="large" disabled={busy}>
            Send me a code
          </Button>
        </form>
      ) : (
        <form onSubmit={signIn} data-testid="studio-code-form">
          <p>If {email} is a studio address, a code is on its way. It is valid for a short while.</p>
          <label htmlFor="studio-code">Code</label>
          <input
            id="studio-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="\d{6}"
            maxLength={6}
            required
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          <Button type="submit" buttonStyle="primary" size="large" disabled={busy}>
            Sign in
          </Button>
        </form>
      )}
      {error ? (
        <p role="alert" className="studio-code-sign-in__error">
          {error}
        </p>
      ) : null}
    </div>
  )
}
