'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useId, useState, useSyncExternalStore, type FormEvent } from 'react'

import { inputClass, labelClass, fieldErrorClass } from '@/components/Account/styles'
import { api } from '@/client/api-client'
import { useApiErrorText } from '@/client/use-api-error-text'
import { intlLocale, isLocale } from '@/i18n/locales'

const never = () => () => {}

/**
 * The hold's end in the visitor's own clock and language, or '' while it is unknown: the server
 * renders the page once for everyone and does not know her time zone; a hold already past its end
 * is about to be ended by the lapse job.
 */
function useHoldEnd(iso: string | null): string {
  const locale = useLocale()
  return useSyncExternalStore(
    never,
    () => {
      if (!iso || new Date(iso).getTime() <= Date.now()) return ''
      const tag = isLocale(locale) ? intlLocale(locale) : locale
      return new Intl.DateTimeFormat(tag, { hour: 'numeric', minute: '2-digit' }).format(new Date(iso))
    },
    () => '',
  )
}

/**
 * What a visitor is told about a piece held in someone else's checkout, calmly: it may come back,
 * and when; and a way to hear once, by e-mail, if it does.
 */
export function ReservedNote({ sku, until }: { sku: number; until: string | null }) {
  const t = useTranslations('shop.reserved')
  const errorText = useApiErrorText()
  const time = useHoldEnd(until)
  const id = useId()
  const [email, setEmail] = useState('')
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState('')
  const [problem, setProblem] = useState('')

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setBusy(true)
    const response = await api.call('/sell/product/notify', { body: { sku, email } })
    setBusy(false)
    if (response.ok) {
      setProblem('')
      setDone(response.data.message)
    } else {
      setProblem(errorText(response))
      document.getElementById(`${id}-email`)?.focus()
    }
  }

  return (
    <div
      className="space-y-4 rounded-md border border-ink/10 p-4 text-sm dark:border-mist/15"
      data-testid="reserved-note"
    >
      <p className="leading-relaxed">{time ? t('until', { time }) : t('soon')}</p>
      {done ? (
        <p role="status" className="font-medium" data-testid="reserved-alert-kept">
          {done}
        </p>
      ) : (
        <form noValidate onSubmit={submit} className="space-y-3" data-testid="reserved-alert">
          <div>
            <label htmlFor={`${id}-email`} className={labelClass}>
              {t('email')}
            </label>
            <input
              id={`${id}-email`}
              type="email"
              name="email"
              autoComplete="email"
              required
              value={email}
              onChange={(e) => {
                setEmail(e.target.value)
                setProblem('')
              }}
              className={inputClass}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-problem` : `${id}-privacy`}
            />
            {problem ? (
              <p id={`${id}-problem`} className={fieldErrorClass} role="alert">
                {problem}
              </p>
            ) : null}
          </div>
          <p id={`${id}-privacy`} className="text-soft">
            {t('privacy')}
          </p>
          <button type="submit" className="button-quiet" disabled={busy} aria-busy={busy}>
            {busy ? t('asking') : t('ask')}
          </button>
        </form>
      )}
    </div>
  )
}
