'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { MIN_PASSWORD_LENGTH } from '@/lib/password-length'
import { api } from '@/client/api-client'

import { Field } from '@/components/Account/AccountForm.client'
import { useApiErrorText } from '@/client/use-api-error-text'
import { hintClass, linkClass } from '@/components/Account/styles'

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
  const t = useTranslations('account')
  const errorText = useApiErrorText()
  const [mail, setMail] = useState<{ busy: boolean; sent: boolean; error: string | null }>({
    busy: false,
    sent: false,
    error: null,
  })
  const set = (part: Partial<PasswordChange>) => onChange({ ...value, ...part })

  const sendCode = async () => {
    setMail({ busy: true, sent: false, error: null })
    const result = await api.call('/cognito/user/recoverPassword', { body: { email } })
    setMail({ busy: false, sent: result.ok, error: result.ok ? null : errorText(result) })
  }

  return (
    <div className="space-y-4">
      <Field
        label={t('fields.newPassword')}
        hint={t('newPassword.hint', { min: MIN_PASSWORD_LENGTH })}
        type="password"
        name="newpassword"
        autoComplete="new-password"
        minLength={MIN_PASSWORD_LENGTH}
        value={value.newpassword}
        onChange={(e) => set({ newpassword: e.target.value })}
      />
      {value.newpassword ? (
        <>
          <Field
            label={t('fields.currentPassword')}
            type="password"
            name="password"
            autoComplete="current-password"
            value={value.password}
            onChange={(e) => set({ password: e.target.value })}
          />
          <p className={hintClass}>
            {t('newPassword.noPassword')}{' '}
            <button type="button" className={linkClass} disabled={mail.busy} onClick={() => void sendCode()}>
              {mail.sent ? t('newPassword.sendAnotherCode') : t('newPassword.sendCode')}
            </button>
            {mail.error ? <span role="alert"> {mail.error}</span> : null}
          </p>
          {mail.sent ? (
            <Field
              label={t('newPassword.codeLabel')}
              hint={t('newPassword.codeHint')}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="\d{6}"
              maxLength={6}
              value={value.code}
              onChange={(e) => set({ code: e.target.value.trim() })}
            />
          ) : null}
        </>
      ) : null}
    </div>
  )
}
