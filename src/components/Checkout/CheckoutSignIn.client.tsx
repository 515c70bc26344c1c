'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'

import { CODE_MINUTES } from '@/accounts/constants'
import { api } from '@/client/api-client'
import { signedInHere } from '@/client/complete-login'
import { fingerprint } from '@/client/session'
import { localizedPath } from '@/i18n/localized-path'
import { loginPathFor } from '@/lib/safe-redirect'

import { CodeForm, EmailField, FormScope, useAccountForm } from '@/components/Account/AccountForm.client'
import { FormMessage } from '@/components/Account/FormMessage'
import { linkClass } from '@/components/Account/styles'

/**
 * The checkout's own sign-in, in the page: her e-mail address, the mail's 6-digit code, and she
 * goes on with her cart where she was. A new address gets a sign-up code, so a first order needs
 * no other screen and ends with an account. `done` shows the checkout once she is signed in.
 */
export function CheckoutSignIn({ done }: { done: () => void }) {
  const t = useTranslations('checkout.signIn')
  const ta = useTranslations('account')
  const locale = useLocale()
  const form = useAccountForm()
  const [email, setEmail] = useState('')
  const [code, setCode] = useState('')
  const [sent, setSent] = useState(false)
  const [busy, setBusy] = useState(false)

  const run = async (task: () => Promise<void>) => {
    setBusy(true)
    form.reset()
    try {
      await task()
    } finally {
      setBusy(false)
    }
  }

  const sendCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!form.check(event.currentTarget)) return
    void run(async () => {
      const result = await api.call('/cognito/user/sendLoginLink', {
        body: { email, fingerprint: fingerprint(), code_only: true, sign_up: true },
      })
      if (!result.ok) return form.fail(result)
      form.setNotice(ta('login.codeSent', { email: email.trim(), minutes: CODE_MINUTES }))
      setSent(true)
    })
  }

  const submitCode = (digits: string) =>
    run(async () => {
      const result = await api.call('/cognito/user/loginRecoveryCode', {
        body: { email: email.trim().toLowerCase(), code: digits, fingerprint: fingerprint() },
      })
      if (!result.ok) return form.fail(result)
      await signedInHere(result.data.expires_at)
      done()
    })

  const checkout = localizedPath(locale, '/checkout')
  return (
    <div
      className="mx-auto max-w-md space-y-6 rounded-lg border border-ink/10 p-6 sm:p-8 dark:border-mist/15"
      data-testid="checkout-sign-in"
    >
      <div className="space-y-2">
        <h2 className="text-2xl">{t('heading')}</h2>
        <p className="text-soft">{t('intro')}</p>
      </div>
      <FormScope form={form} className="space-y-5">
        <FormMessage error={form.error} notice={form.notice} />
        {sent ? (
          <CodeForm
            form={form}
            code={code}
            onDigits={setCode}
            onCode={(digits) => void submitCode(digits)}
            testId="checkout-code"
          >
            <button className="button-primary w-full" disabled={busy}>
              {busy ? ta('login.checking') : t('continue')}
            </button>
            <button
              type="button"
              className={`${linkClass} text-sm`}
              onClick={() => {
                form.reset()
                setCode('')
                setSent(false)
              }}
            >
              {ta('login.sendNewCode')}
            </button>
          </CodeForm>
        ) : (
          <form onSubmit={sendCode} noValidate className="space-y-5" data-testid="checkout-email">
            <EmailField value={email} onChange={(e) => setEmail(e.target.value)} />
            <button className="button-primary w-full" disabled={busy}>
              {busy ? ta('login.sending') : ta('login.sendCode')}
            </button>
          </form>
        )}
      </FormScope>
      <p className="text-sm">
        <a href={loginPathFor(checkout)} className={linkClass}>
          {t('password')}
        </a>
      </p>
    </div>
  )
}
