'use client'

import { useState } from 'react'

import { api } from '@/lib/api-client'

import { hintClass, inputClass, labelClass, linkClass } from '@/components/Account/styles'

export type PasswordChange = { newpassword: string; password: string; code: string }

export const noPasswordChange: PasswordChange = { newpassword: '', password: '', code: '' }

/** What the profile call takes for a password change: the new one and one proof, or nothing. */
export function passwordChanges({ newpassword, password, code }: PasswordChange) {
  if (!newpassword) return {}
  return password ? { newpassword, password } : { newpassword, code }
}

/**
 * A new password and its proof: the current password, or (for an account made by an e-mail link
 * or another login provider, which never chose one, or a forgotten one) a code mailed to the
 * account's address by the password-recovery call. A session alone is not enough.
 */
export function NewPasswordFields({
  email,
  value,
  onChange,
}: {
  email: string
  value: PasswordChange
  onChange: (value: PasswordChange) => void
}) {
  const [mail, setMail] = useState<{ busy: boolean; sent: boolean; error: string | null }>({
    busy: false,
    sent: false,
    error: null,
  })
  const set = (part: Partial<PasswordChange>) => onChange({ ...value, ...part })

  const sendCode = async () => {
    setMail({ busy: true, sent: false, error: null })
    const result = await api.call('/cognito/user/recoverPassword', { body: { email } })
    setMail({ busy: false, sent: result.ok, error: result.ok ? null : result.error.message })
  }

  return (
    <div className="space-y-4">
      <label className={labelClass}>
        New password
        <input
          className={inputClass}
          type="password"
          name="newpassword"
          autoComplete="new-password"
          minLength={12}
          value={value.newpassword}
          onChange={(e) => set({ newpassword: e.target.value })}
        />
        <span className={hintClass}>Leave empty to keep your password. At least 12 characters.</span>
      </label>
      {value.newpassword ? (
        <>
          <label className={labelClass}>
            Current password
            <input
              className={inputClass}
              type="password"
              name="password"
              autoComplete="current-password"
              value={value.password}
              onChange={(e) => set({ password: e.target.value })}
            />
          </label>
          <p className={hintClass}>
            No password yet, or forgotten it?{' '}
            <button type="button" className={linkClass} disabled={mail.busy} onClick={() => void sendCode()}>
              {mail.sent ? 'Send another code' : 'E-mail me a code'}
            </button>
            {mail.error ? <span role="alert"> {mail.error}</span> : null}
          </p>
          {mail.sent ? (
            <label className={labelClass}>
              Code from the e-mail
              <input
                className={inputClass}
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="\d{6}"
                maxLength={6}
                value={value.code}
                onChange={(e) => set({ code: e.target.value.trim() })}
              />
              <span className={hintClass}>Enter it instead of your current password.</span>
            </label>
          ) : null}
        </>
      ) : null}
    </div>
  )
}
