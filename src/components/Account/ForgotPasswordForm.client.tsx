'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useRouter, useSearchParams } from 'next/navigation'
import { useState, type FormEvent } from 'react'

import { completeLogin } from '@/client/complete-login'
import { fingerprint } from '@/client/session'
import { CODE_MINUTES } from '@/accounts/constants'
import { MIN_PASSWORD_LENGTH } from '@/lib/password-length'
import { localizedPath } from '@/i18n/localized-path'
import { Link } from '@/i18n/navigation'
import { api } from '@/client/api-client'

import { Field, EmailField, CodeField, FormScope, useAccountForm } from '@/components/Account/AccountForm.client'
import { FormMessage } from '@/components/Account/FormMessage'
import { linkClass } from '@/components/Account/styles'

/** Password recovery: a code by e-mail, then the code (or the mail's link) and a new password. */
export function ForgotPasswordForm() {
  const t = useTranslations('account')
  const locale = useLocale()
  const router = useRouter()
  const params = useSearchParams()
  const linkCode = params.get('code') ?? ''
  const [email, setEmail] = useState(params.get('email') ?? '')
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  const [stage, setStage] = useState<'ask' | 'reset'>(linkCode ? 'reset' : 'ask')
  const [busy, setBusy] = useState(false)
  const form = useAccountForm()

  const ask = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!form.check(event.currentTarget)) return
    setBusy(true)
    form.reset()
    const result = await api.call('/cognito/user/recoverPassword', { body: { email } })
    setBusy(false)
    if (!result.ok) return form.fail(result)
    form.setNotice(t('forgotPassword.codeSent', { email: email.trim(), minutes: CODE_MINUTES }))
    setStage('reset')
  }

  const reset = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!form.check(event.currentTarget)) return
    setBusy(true)
    form.reset()
    // POST keeps the new password out of addresses and logs.
    const result = await api.call('/cognito/user/recoverPasswordCheck', {
      body: {
        email: email.trim().toLowerCase(),
        code: linkCode || code,
        newpassword: password,
        fingerprint: fingerprint(),
      },
    })
    if (!result.ok) {
      setBusy(false)
      return form.fail(result)
    }
    // The server logs the customer in when it can, and otherwise only confirms the change.
    if (!('expires_at' in result.data) || !result.data.expires_at) {
      setBusy(false)
      return form.setNotice(t('forgotPassword.changed'))
    }
    const accountPage = localizedPath(locale, '/my-account')
    router.replace(await completeLogin(result.data.expires_at, accountPage, accountPage))
  }

  return (
    <FormScope form={form} className="space-y-5">
      <FormMessage error={form.error} notice={form.notice} />
      {stage === 'ask' ? (
        <form onSubmit={ask} noValidate className="space-y-5" data-testid="recover-ask">
          <EmailField value={email} onChange={(e) => setEmail(e.target.value)} />
          <button className="button-primary w-full" disabled={busy}>
            {busy ? t('forgotPassword.sending') : t('forgotPassword.sendCode')}
          </button>
        </form>
      ) : (
        <form onSubmit={reset} noValidate className="space-y-5" data-testid="recover-reset">
          {linkCode ? (
            <p>{t.rich('forgotPassword.chooseFor', { email, strong: (chunks) => <strong>{chunks}</strong> })}</p>
          ) : (
            <>
              <EmailField value={email} onChange={(e) => setEmail(e.target.value)} />
              <CodeField inputClassName="font-mono tracking-[0.4em]" value={code} onDigits={setCode} />
            </>
          )}
          <Field
            label={t('fields.newPassword')}
            hint={t('forgotPassword.passwordHint', { min: MIN_PASSWORD_LENGTH })}
            type="password"
            name="newpassword"
            autoComplete="new-password"
            minLength={MIN_PASSWORD_LENGTH}
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <button className="button-primary w-full" disabled={busy}>
            {busy ? t('forgotPassword.saving') : t('forgotPassword.submit')}
          </button>
        </form>
      )}
      <p className="border-t border-ink/10 pt-5 text-sm text-ink-soft dark:border-mist/10 dark:text-mist/70">
        {t.rich('forgotPassword.remembered', {
          link: (chunks) => (
            <Link href="/login" className={linkClass}>
              {chunks}
            </Link>
          ),
        })}
      </p>
    </FormScope>
  )
}
