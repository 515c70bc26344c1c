'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useRouter, useSearchParams } from 'next/navigation'
import { useState, type FormEvent } from 'react'

import { completeLogin } from '@/client/complete-login'
import { fingerprint } from '@/client/session'
import { CODE_MINUTES } from '@/accounts/constants'
import { localizedPath } from '@/i18n/localized-path'
import { Link } from '@/i18n/navigation'
import { api } from '@/client/api-client'

import { CodeForm, Field, EmailField, FormScope, useAccountForm } from '@/components/Account/AccountForm.client'
import { FormMessage } from '@/components/Account/FormMessage'
import { linkClass } from '@/components/Account/styles'
import { DateField } from '@/components/Account/DateField.client'

/**
 * Sign-up by e-mail link: names (and the date of birth when the site asks for it), then a mail
 * whose link brings the visitor back here to create the account with one button. A `next` path
 * handed on from the login screen is complete (`/de/cart`) and followed as it is; without one the
 * new customer lands on the profile in the language of this page.
 */
export function SignupForm({ askDateOfBirth }: { askDateOfBirth: boolean }) {
  const t = useTranslations('account')
  const locale = useLocale()
  const router = useRouter()
  const params = useSearchParams()
  const linkEmail = params.get('email') ?? ''
  const linkCode = params.get('code') ?? ''
  const [values, setValues] = useState({ email: linkEmail, first_name: '', last_name: '', date_of_birth: '' })
  const [busy, setBusy] = useState(false)
  const [sent, setSent] = useState(false)
  const [code, setCode] = useState('')
  const form = useAccountForm()
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues({ ...values, [key]: e.target.value })

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!form.check(event.currentTarget)) return
    setBusy(true)
    form.reset()
    const body = {
      email: values.email,
      first_name: values.first_name,
      last_name: values.last_name,
      fingerprint: fingerprint(),
      ...(askDateOfBirth && values.date_of_birth ? { date_of_birth: values.date_of_birth } : {}),
    }
    const result = await api.call('/cognito/user/registerLink', { body })
    setBusy(false)
    if (!result.ok) return form.fail(result)
    setSent(true)
  }

  /** The account is made, and signed in, with the mail's link or the 6-digit code it carries. */
  const confirm = async (email: string, secret: string) => {
    setBusy(true)
    form.reset()
    const result = await api.call('/cognito/user/loginRecoveryCode', {
      body: { email, code: secret, fingerprint: fingerprint() },
    })
    if (!result.ok) {
      setBusy(false)
      return form.fail(result)
    }
    const profile = localizedPath(locale, '/profile')
    router.replace(await completeLogin(result.data.expires_at, params.get('next') ?? profile, profile))
  }

  if (linkEmail && linkCode) {
    return (
      <FormScope form={form} className="space-y-5">
        <p>{t.rich('signup.confirm', { email: linkEmail, strong: (chunks) => <strong>{chunks}</strong> })}</p>
        <FormMessage error={form.error} />
        <button
          type="button"
          className="button-primary w-full"
          disabled={busy}
          onClick={() => void confirm(linkEmail, linkCode)}
          data-testid="complete-signup"
        >
          {busy ? t('signup.creating') : t('signup.create')}
        </button>
      </FormScope>
    )
  }

  if (sent) {
    return (
      <div className="space-y-4" data-testid="signup-sent">
        <p className="font-display text-2xl">{t('signup.sentTitle')}</p>
        <p className="text-ink-soft dark:text-mist/75">
          {t.rich('signup.sent', {
            email: values.email.trim(),
            minutes: CODE_MINUTES,
            strong: (chunks) => <strong className="text-ink dark:text-mist">{chunks}</strong>,
          })}
        </p>
        {/* For whoever reads the mail on a phone and signs up on a laptop: the mail's code, typed here. */}
        <FormScope form={form}>
          <CodeForm
            form={form}
            code={code}
            onDigits={setCode}
            onCode={(digits) => void confirm(values.email.trim().toLowerCase(), digits)}
            testId="signup-code"
            className="space-y-4"
            before={
              <>
                <p className="text-sm">{t('signup.orCode')}</p>
                <FormMessage error={form.error} />
              </>
            }
          >
            <button className="button-primary w-full" disabled={busy}>
              {busy ? t('signup.creating') : t('signup.create')}
            </button>
          </CodeForm>
        </FormScope>
        <button type="button" className={`${linkClass} text-sm`} onClick={() => setSent(false)}>
          {t('signup.useAnotherAddress')}
        </button>
      </div>
    )
  }

  return (
    <FormScope form={form}>
      <form onSubmit={submit} noValidate className="space-y-5" data-testid="signup-form">
        <FormMessage error={form.error} />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            label={t('fields.firstName')}
            name="first_name"
            autoComplete="given-name"
            required
            maxLength={100}
            value={values.first_name}
            onChange={set('first_name')}
          />
          <Field
            label={t('fields.lastName')}
            name="last_name"
            autoComplete="family-name"
            required
            maxLength={100}
            value={values.last_name}
            onChange={set('last_name')}
          />
        </div>
        <EmailField value={values.email} onChange={set('email')} />
        {askDateOfBirth ? (
          <DateField
            label={t('fields.dateOfBirth')}
            hint={t('signup.dateOfBirthHint')}
            name="date_of_birth"
            autoComplete="bday"
            required
            value={values.date_of_birth}
            onChange={(date_of_birth) => setValues((v) => ({ ...v, date_of_birth }))}
          />
        ) : null}
        <button className="button-primary w-full" disabled={busy}>
          {busy ? t('signup.sending') : t('signup.submit')}
        </button>
        <p className="border-t border-ink/10 pt-5 text-sm text-ink-soft dark:border-mist/10 dark:text-mist/70">
          {t.rich('signup.haveAccount', {
            link: (chunks) => (
              <Link href="/login" className={linkClass}>
                {chunks}
              </Link>
            ),
          })}
        </p>
      </form>
    </FormScope>
  )
}
