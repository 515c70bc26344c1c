'use client'

import Link from 'next/link'
import { useRouter, useSearchParams } from 'next/navigation'
import { useState, type FormEvent } from 'react'

import { completeLogin } from '@/accounts/client/complete-login'
import { fingerprint } from '@/accounts/client/session'
import { api } from '@/lib/api-client'

import { FormMessage } from '@/components/Account/FormMessage'
import { hintClass, inputClass, labelClass, linkClass } from '@/components/Account/styles'

/**
 * Sign-up by e-mail link: names (and the date of birth when the site asks for it), then a mail
 * whose link brings the visitor back here to create the account with one button.
 */
export function SignupForm({ askDateOfBirth }: { askDateOfBirth: boolean }) {
  const router = useRouter()
  const params = useSearchParams()
  const linkEmail = params.get('email') ?? ''
  const linkCode = params.get('code') ?? ''
  const [form, setForm] = useState({ email: linkEmail, first_name: '', last_name: '', date_of_birth: '' })
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [sent, setSent] = useState(false)
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm({ ...form, [key]: e.target.value })

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setError(null)
    const body = {
      email: form.email,
      first_name: form.first_name,
      last_name: form.last_name,
      fingerprint: fingerprint(),
      ...(askDateOfBirth && form.date_of_birth ? { date_of_birth: form.date_of_birth } : {}),
    }
    const result = await api.call('/cognito/user/registerLink', { body })
    setBusy(false)
    if (!result.ok)
      return setError(
        result.error.issues?.map((i) => `${i.path.replace(/_/g, ' ')}: ${i.message}`).join(' ') || result.error.message,
      )
    setSent(true)
  }

  const confirm = async () => {
    setBusy(true)
    setError(null)
    const result = await api.call('/cognito/user/loginRecoveryCode', {
      body: { email: linkEmail, code: linkCode, fingerprint: fingerprint() },
    })
    if (!result.ok) {
      setBusy(false)
      return setError(result.error.message)
    }
    router.replace(await completeLogin(result.data.expires_at, params.get('next') ?? '/profile'))
  }

  if (linkEmail && linkCode) {
    return (
      <div className="space-y-5">
        <p>
          Create your account for <strong>{linkEmail}</strong>.
        </p>
        <FormMessage error={error} />
        <button
          type="button"
          className="button-primary w-full"
          disabled={busy}
          onClick={() => void confirm()}
          data-testid="complete-signup"
        >
          {busy ? 'Creating…' : 'Create my account'}
        </button>
      </div>
    )
  }

  if (sent) {
    return (
      <div className="space-y-4" data-testid="signup-sent">
        <p className="font-display text-2xl">Check your e-mail</p>
        <p className="text-ink-soft dark:text-mist/75">
          We sent a link to <strong className="text-ink dark:text-mist">{form.email.trim()}</strong>. Open it within 15
          minutes to create your account.
        </p>
        <button type="button" className={`${linkClass} text-sm`} onClick={() => setSent(false)}>
          Use another address
        </button>
      </div>
    )
  }

  return (
    <form onSubmit={submit} className="space-y-5" data-testid="signup-form">
      <FormMessage error={error} />
      <div className="grid gap-5 sm:grid-cols-2">
        <label className={labelClass}>
          First name
          <input
            className={inputClass}
            name="first_name"
            autoComplete="given-name"
            required
            maxLength={100}
            value={form.first_name}
            onChange={set('first_name')}
          />
        </label>
        <label className={labelClass}>
          Last name
          <input
            className={inputClass}
            name="last_name"
            autoComplete="family-name"
            required
            maxLength={100}
            value={form.last_name}
            onChange={set('last_name')}
          />
        </label>
      </div>
      <label className={labelClass}>
        E-mail address
        <input
          className={inputClass}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={form.email}
          onChange={set('email')}
        />
      </label>
      {askDateOfBirth ? (
        <label className={labelClass}>
          Date of birth
          <input
            className={inputClass}
            type="date"
            name="date_of_birth"
            required
            max={new Date().toISOString().slice(0, 10)}
            value={form.date_of_birth}
            onChange={set('date_of_birth')}
          />
          <span className={hintClass}>Once set, only the studio can change it.</span>
        </label>
      ) : null}
      <button className="button-primary w-full" disabled={busy}>
        {busy ? 'Sending…' : 'E-mail me a sign-up link'}
      </button>
      <p className="border-t border-ink/10 pt-5 text-sm text-ink-soft dark:border-mist/10 dark:text-mist/70">
        Already have an account?{' '}
        <Link href="/login" className={linkClass}>
          Log in
        </Link>
      </p>
    </form>
  )
}
