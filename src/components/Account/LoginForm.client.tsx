'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useRouter, useSearchParams } from 'next/navigation'
import { useState, type FormEvent } from 'react'

import { completeLogin } from '@/client/complete-login'
import { fingerprint } from '@/client/session'
import { CODE_MINUTES } from '@/accounts/constants'
import { safeNextPath } from '@/lib/safe-redirect'
import { localizedPath } from '@/i18n/localized-path'
import { Link } from '@/i18n/navigation'
import { api } from '@/client/api-client'

import { Field, EmailField, CodeForm, FormScope, useAccountForm } from '@/components/Account/AccountForm.client'
import { FormMessage } from '@/components/Account/FormMessage'
import { linkClass } from '@/components/Account/styles'

type Props = { codeOnly: boolean; oauth: { name: string } | null }
type Mode = 'email' | 'code' | 'password'

/**
 * The login screen: a code or link by e-mail (the default), a password, or the OAuth2 provider.
 * Opened from the e-mail's link (`email` and `code` in the address) it shows one button that
 * completes the login: opening the page alone uses nothing up. `next` is a complete public path
 * (`/de/profile`): it is followed as it is; without one the visitor lands on the account page in
 * the language of this page.
 */
export function LoginForm({ codeOnly, oauth }: Props) {
  const t = useTranslations('account')
  const locale = useLocale()
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
  const form = useAccountForm()
  // An error handed over in the address (`?error=`) shows until the first try.
  const [handedError, setHandedError] = useState<string | null>(params.get('error'))
  const accountPage = localizedPath(locale, '/my-account')

  const finish = async (expiresAt: number) => router.replace(await completeLogin(expiresAt, next, accountPage))

  const run = async (task: () => Promise<void>) => {
    setBusy(true)
    setHandedError(null)
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
        body: { email, fingerprint: fingerprint(), code_only: codeOnly },
      })
      if (!result.ok) return form.fail(result)
      const sent = { email: email.trim(), minutes: CODE_MINUTES }
      form.setNotice(codeOnly ? t('login.codeSent', sent) : t('login.codeAndLinkSent', sent))
      setMode('code')
    })
  }

  const submitCode = (secret: string) =>
    run(async () => {
      const result = await api.call('/cognito/user/loginRecoveryCode', {
        body: { email: email.trim().toLowerCase(), code: secret, fingerprint: fingerprint() },
      })
      if (!result.ok) return form.fail(result)
      await finish(result.data.expires_at)
    })

  const passwordLogin = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!form.check(event.currentTarget)) return
    void run(async () => {
      const result = await api.call('/cognito/user/login', {
        body: { username: email, password, fingerprint: fingerprint() },
      })
      if (!result.ok) return form.fail(result)
      await finish(result.data.expires_at)
    })
  }

  const error = form.error ?? handedError
  const tabs = { email: t('login.emailTab'), password: t('login.passwordTab') }

  if (linkEmail && linkCode && mode === 'code' && !/^\d{6}$/.test(linkCode)) {
    return (
      <FormScope form={form} className="space-y-5">
        <p>
          {t.rich('login.confirmLink', {
            strong: (chunks) => <strong data-testid="link-email">{chunks}</strong>,
            email: linkEmail,
          })}
        </p>
        <FormMessage error={error} />
        <button
          type="button"
          className="button-primary w-full"
          disabled={busy}
          onClick={() => void submitCode(linkCode)}
          data-testid="complete-link-login"
        >
          {busy ? t('login.loggingIn') : t('login.submit')}
        </button>
        <p className="text-sm text-soft">
          {t.rich('login.notYou', {
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

  return (
    <FormScope form={form} className="space-y-6">
      <div
        role="tablist"
        aria-label={t('login.methods')}
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
                setHandedError(null)
                form.reset()
              }}
              className={`rounded-full px-3 py-2 transition ${active ? 'bg-white font-medium shadow-sm dark:bg-night-raised' : 'link-soft'}`}
            >
              {tabs[m]}
            </button>
          )
        })}
      </div>

      <FormMessage error={error} notice={form.notice} />

      {mode === 'email' ? (
        <form onSubmit={sendCode} noValidate className="space-y-5" data-testid="email-login">
          <EmailField value={email} onChange={(e) => setEmail(e.target.value)} />
          <button className="button-primary w-full" disabled={busy}>
            {busy ? t('login.sending') : codeOnly ? t('login.sendCode') : t('login.sendCodeAndLink')}
          </button>
        </form>
      ) : null}

      {mode === 'code' ? (
        <CodeForm
          form={form}
          code={code}
          onDigits={setCode}
          onCode={(digits) => void submitCode(digits)}
          testId="code-login"
        >
          <button className="button-primary w-full" disabled={busy}>
            {busy ? t('login.checking') : t('login.submit')}
          </button>
          <button
            type="button"
            className={`${linkClass} text-sm`}
            onClick={() => {
              form.reset()
              setMode('email')
            }}
          >
            {t('login.sendNewCode')}
          </button>
        </CodeForm>
      ) : null}

      {mode === 'password' ? (
        <form onSubmit={passwordLogin} noValidate className="space-y-5" data-testid="password-login">
          <EmailField
            name="username"
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <Field
            label={t('fields.password')}
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <button className="button-primary w-full" disabled={busy}>
            {busy ? t('login.loggingIn') : t('login.submit')}
          </button>
          <p className="text-sm">
            <Link href="/forgotpassword" className={linkClass}>
              {t('login.forgotPassword')}
            </Link>
          </p>
        </form>
      ) : null}

      {oauth ? (
        <>
          <div className="flex items-center gap-3 text-xs tracking-widest text-ink-soft uppercase dark:text-mist/60">
            <span className="h-px flex-1 bg-ink/10 dark:bg-mist/15" />
            {t('login.or')}
            <span className="h-px flex-1 bg-ink/10 dark:bg-mist/15" />
          </div>
          <a
            href={`/api/v1/cognito/user/oauth2/authorize?${new URLSearchParams({ next: safeNextPath(next, accountPage) })}`}
            className="button-quiet w-full"
            data-testid="oauth-login"
          >
            {t('login.continueWith', { provider: oauth.name })}
          </a>
        </>
      ) : null}

      <p className="border-t border-ink/10 pt-5 text-sm text-ink-soft dark:border-mist/10 dark:text-mist/70">
        {t.rich('login.newHere', {
          link: (chunks) => (
            <Link href={next ? `/signup?${new URLSearchParams({ next })}` : '/signup'} className={linkClass}>
              {chunks}
            </Link>
          ),
        })}
      </p>
    </FormScope>
  )
}
