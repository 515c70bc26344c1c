'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react'

import { Field, FormScope, useAccountForm } from '@/components/Account/AccountForm.client'
import { errorClass, noticeClass } from '@/components/Account/styles'
import { useCaptcha } from '@/components/Forms/use-captcha'
import { api } from '@/client/api-client'
import { useFilledEarly } from '@/client/use-filled-early'

type Landing = { kind: 'confirm'; token: string } | { kind: 'unsubscribe'; id: number; key: string } | null

/** What the address bar carries when the visitor comes from a newsletter mail's link. */
function landingOf(search: string): Landing {
  const query = new URLSearchParams(search)
  const token = query.get('confirm')
  if (token) return { kind: 'confirm', token }
  const [id, key] = (query.get('unsubscribe') ?? '').split('.')
  return id && key && /^\d+$/.test(id) ? { kind: 'unsubscribe', id: Number(id), key } : null
}

/** The address bar does not change under the page while it is shown. */
const noChanges = () => () => {}

/**
 * The newsletter's sign-up: an address, the captcha solved in the background, then "check your
 * e-mail". Arriving from the confirmation mail it confirms and says "Thank you, you are now
 * subscribed."; from a newsletter's unsubscribe link it asks once and unsubscribes.
 */
export function NewsletterSignup({ group }: { group: number | null }) {
  const t = useTranslations('forms.newsletter')
  const form = useAccountForm()
  const captcha = useCaptcha()
  const [email, setEmail] = useState('')
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState<string | null>(null)
  const fields = useRef<HTMLFormElement>(null)
  const ready = useFilledEarly(fields, (filled) => {
    if (typeof filled.email === 'string') setEmail(filled.email)
  })
  // The address bar is read in the browser only: the page itself is the same cached page for everyone.
  const search = useSyncExternalStore(
    noChanges,
    () => window.location.search,
    () => '',
  )
  const landing = landingOf(search)
  const confirmToken = landing?.kind === 'confirm' ? landing.token : null

  useEffect(() => {
    if (!confirmToken) return
    void api.call('/newsletter/confirm', { body: { token: confirmToken } }).then((result) => {
      if (result.ok) setDone(t('subscribed'))
      else form.fail(result)
    })
    // Once per link: the form's helpers change on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [confirmToken])

  if (done)
    return (
      <p role="status" className={noticeClass} data-testid="newsletter-done">
        {done}
      </p>
    )

  if (landing?.kind === 'confirm')
    return form.error ? (
      <p role="alert" className={errorClass} data-testid="newsletter-error">
        {form.error}
      </p>
    ) : (
      <p role="status" className="text-soft">
        {t('confirming')}
      </p>
    )

  if (landing?.kind === 'unsubscribe')
    return (
      <div className="space-y-4" data-testid="newsletter-unsubscribe">
        <p>{t('unsubscribeQuestion')}</p>
        {form.error ? (
          <p role="alert" className={errorClass}>
            {form.error}
          </p>
        ) : null}
        <button
          type="button"
          className="button-primary"
          disabled={busy}
          onClick={async () => {
            setBusy(true)
            const result = await api.call('/newsletter/unsubscribe', { query: { s: landing.id, t: landing.key } })
            setBusy(false)
            if (result.ok) setDone(t('unsubscribed'))
            else form.fail(result)
          }}
        >
          {t('unsubscribe')}
        </button>
      </div>
    )

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    form.reset()
    if (!form.check(event.currentTarget)) return
    setBusy(true)
    let token: string
    try {
      token = await captcha.take()
    } catch {
      setBusy(false)
      return form.fail({ error: { success: false, text_code: 'BAD_REQUEST', message: t('subscribe') } })
    }
    const result = await api.call('/newsletter/subscribe', { body: { email, group, captcha: token } })
    setBusy(false)
    if (result.ok) setDone(result.data.message)
    else form.fail(result)
  }

  return (
    <FormScope form={form}>
      <form
        ref={fields}
        noValidate
        onSubmit={submit}
        onFocusCapture={() => void captcha.start().catch(() => undefined)}
        className="space-y-4"
        data-testid="newsletter-form"
      >
        {form.error ? (
          <p role="alert" className={errorClass} tabIndex={-1} data-form-alert>
            {form.error}
          </p>
        ) : null}
        <Field
          name="email"
          type="email"
          autoComplete="email"
          required
          label={t('email')}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <p className="text-sm text-soft">{t('privacy')}</p>
        <button
          type="submit"
          className="button-primary"
          disabled={!ready || busy}
          aria-busy={busy}
          data-testid="newsletter-submit"
        >
          {busy ? t('subscribing') : t('subscribe')}
        </button>
      </form>
    </FormScope>
  )
}
