'use client'

import { usePathname } from 'next/navigation'
import { useLocale, useTranslations } from 'next-intl'
import { useRef, useState, type FormEvent } from 'react'

import { useFilledEarly } from '@/client/use-filled-early'
import { useSignedIn } from '@/client/use-signed-in'
import { loginPathFor } from '@/lib/safe-redirect'
import { FormScope, useAccountForm } from '@/components/Account/AccountForm.client'
import { errorClass, linkClass, noticeClass } from '@/components/Account/styles'
import { QuestionField } from '@/components/Forms/QuestionField.client'
import { usePaymentReturn } from '@/components/Payments/use-payment-return'
import { formatPrice } from '@/commerce/money'
import { useCaptcha } from '@/components/Forms/use-captcha'
import type { FormView } from '@/forms/present-form'
import { api } from '@/client/api-client'
import { langOf } from '@/i18n/in-english'

type Phase = 'idle' | 'submitting' | 'sent'

/** Starting answers: empty text, unticked boxes. */
const blank = (form: FormView) =>
  Object.fromEntries(form.questions.filter((q) => q.name).map((q) => [q.name, q.type === 'checkbox' ? false : '']))

/**
 * A form of the back-office on a page: its questions, the captcha solved in the background, and
 * idle → sending → sent, or the server's reasons at their questions. A form for signed-in
 * customers asks an anonymous visitor to sign in and come back. A form with a price goes on to the
 * payment page, and its page, on the way back, says whether the payment went through.
 */
export function FormFill({ form, paragraphs }: { form: FormView; paragraphs: Record<number, string> }) {
  const t = useTranslations('forms')
  const state = useAccountForm()
  const captcha = useCaptcha()
  const signedIn = useSignedIn()
  const path = usePathname()
  const [answers, setAnswers] = useState<Record<string, string | boolean>>(() => blank(form))
  const [phase, setPhase] = useState<Phase>('idle')
  const returned = usePaymentReturn()
  const locale = useLocale()
  const price = form.cost > 0 ? formatPrice(form.cost, locale) : ''
  const fields = useRef<HTMLFormElement>(null)
  const ready = useFilledEarly(fields, (filled) =>
    setAnswers((current) => {
      const early = Object.entries(filled).filter(([name]) => name.startsWith('data.'))
      return { ...current, ...Object.fromEntries(early.map(([name, value]) => [name.slice('data.'.length), value])) }
    }),
  )

  if (form.must_be_logged_on && signedIn === false)
    return (
      <p className={noticeClass} data-testid="form-sign-in">
        {t('signIn.text')}{' '}
        <a href={loginPathFor(path)} className={linkClass} data-testid="form-sign-in-link">
          {t('signIn.link')}
        </a>
      </p>
    )

  if (returned === 'checking' || returned === 'paid')
    return (
      <p
        role="status"
        className={noticeClass}
        aria-busy={returned === 'checking'}
        data-testid="form-payment"
        data-state={returned}
      >
        {returned === 'paid' ? t('payment.paid') : t('payment.checking')}
      </p>
    )

  if (phase === 'sent')
    return (
      <p role="status" className={noticeClass} data-testid="form-sent" tabIndex={-1} ref={(el) => el?.focus()}>
        {t('sent')}
      </p>
    )

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    state.reset()
    setPhase('submitting')
    let token: string | undefined
    if (form.use_captcha) {
      try {
        token = await captcha.take()
      } catch {
        setPhase('idle')
        state.fail({ error: { success: false, text_code: 'BAD_REQUEST', message: t('captcha.failed') } })
        return
      }
    }
    const result = await api.call(`/cognito/form/submit/${form.id}`, {
      body: { data: answers, url: btoa(window.location.pathname), ...(token ? { captcha: token } : {}) },
    })
    if (result.ok && result.data.payment) {
      window.location.assign(result.data.payment)
      return
    }
    if (result.ok) {
      setPhase('sent')
      setAnswers(blank(form))
      return
    }
    setPhase('idle')
    state.fail(result)
  }

  return (
    <FormScope form={state} className="space-y-5">
      {form.message ? (
        <div
          className="prose-atelier"
          lang={langOf(form.in_english, 'message')}
          dangerouslySetInnerHTML={{ __html: form.message }}
        />
      ) : null}
      <form
        ref={fields}
        noValidate
        onSubmit={submit}
        onFocusCapture={form.use_captcha ? () => void captcha.start().catch(() => undefined) : undefined}
        className="space-y-5"
        aria-label={form.name}
        data-testid="form"
        data-form={form.url}
      >
        {returned === 'failed' ? (
          <div role="alert" className={errorClass} data-testid="form-payment-failed">
            <p className="font-medium">{t('payment.failed')}</p>
            <p>{t('payment.failedText')}</p>
          </div>
        ) : null}
        {state.error ? (
          <p role="alert" className={errorClass} tabIndex={-1} data-form-alert data-testid="form-error">
            {state.error}
          </p>
        ) : null}
        {form.questions.map((q, i) => (
          <QuestionField
            key={`${q.type}-${q.name || i}`}
            question={q}
            html={paragraphs[i]}
            value={q.name ? (answers[q.name] ?? '') : ''}
            onChange={(value) => setAnswers((current) => ({ ...current, [q.name]: value }))}
          />
        ))}
        {price ? (
          <p className="text-sm text-soft" data-testid="form-cost">
            {t('payment.cost', { amount: price })}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-4">
          <button
            type="submit"
            className="button-primary"
            disabled={!ready || phase === 'submitting'}
            aria-busy={phase === 'submitting'}
            data-testid="form-submit"
          >
            {phase === 'submitting' ? (
              t('sending')
            ) : price ? (
              t('payment.send', { amount: price })
            ) : form.submit_label ? (
              <bdi lang={langOf(form.in_english, 'submit_label')}>{form.submit_label}</bdi>
            ) : (
              t('send')
            )}
          </button>
          {form.use_captcha ? (
            <p className="text-sm text-soft" aria-live="polite" data-testid="captcha-state" data-state={captcha.state}>
              {captcha.state === 'working' ? t('captcha.working') : captcha.state === 'ready' ? t('captcha.ready') : ''}
            </p>
          ) : null}
        </div>
      </form>
    </FormScope>
  )
}
