'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'

import { formatPrice } from '@/commerce/money'
import { VOUCHER_MAX_CENTS, VOUCHER_MIN_CENTS } from '@/commerce/vouchers/voucher-amounts'
import { addDays, studioToday } from '@/commerce/vouchers/studio-day'
import { errorClass, hintClass, inputClass, labelClass } from '@/components/Account/styles'
import { LazyPicture, type LazyPictureProps } from '@/components/Image/LazyPicture.client'
import { SignInFirst } from '@/components/Vouchers/SignInFirst.client'
import { api } from '@/client/api-client'
import { useApiErrorText } from '@/client/use-api-error-text'

/** A design on offer; `lang` says its name is still English on a page in another language. */
export type ThemeChoice = { id: number; name: string; lang?: 'en'; picture: LazyPictureProps | null }

const CUSTOM = 'custom'
const legendClass = 'mb-3 text-lg font-medium'
const choiceClass =
  'cursor-pointer rounded-lg border border-ink/15 transition has-[:checked]:border-accent has-[:checked]:ring-2 has-[:checked]:ring-accent/30 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent dark:border-mist/20 dark:has-[:checked]:border-ochre dark:has-[:checked]:ring-ochre/30'

/**
 * Buy mode: a design, an amount (the widget's list as dollars with two decimals, and "Custom
 * Amount" where allowed), and optionally someone to send it to on a chosen day. The pay button
 * shows only once the amount is above 0; it sends the customer to the payment page.
 */
export function BuyVoucher({
  themes,
  amounts,
  allowCustom,
  signedIn,
}: {
  themes: ThemeChoice[]
  amounts: number[]
  allowCustom: boolean
  signedIn: boolean
}) {
  const t = useTranslations('vouchers.buy')
  const locale = useLocale()
  const errorText = useApiErrorText()
  const [theme, setTheme] = useState<number | null>(themes[0]?.id ?? null)
  const [choice, setChoice] = useState<string>(
    amounts[0] !== undefined ? String(amounts[0]) : allowCustom ? CUSTOM : '',
  )
  const [custom, setCustom] = useState('')
  const [gift, setGift] = useState(false)
  const [recipient, setRecipient] = useState({ name: '', email: '', message: '', sendOn: '' })
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState('')

  if (themes.length === 0) return <p className="text-soft">{t('noDesigns')}</p>

  const amount = choice === CUSTOM ? Number(custom) : Number(choice)
  const price = (dollars: number) => formatPrice(dollars, locale)
  const today = studioToday()

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!theme || !(amount > 0)) return
    setBusy(true)
    setProblem('')
    const result = await api.call('/cognito/giftVoucher/payNow', {
      body: {
        theme_id: theme,
        amount,
        url: btoa(window.location.pathname),
        ...(gift
          ? {
              recipient_name: recipient.name,
              recipient_email: recipient.email,
              message: recipient.message,
              send_on: recipient.sendOn,
            }
          : {}),
      },
    })
    if (result.ok) {
      window.location.assign(result.data.payment)
      return
    }
    setBusy(false)
    setProblem(errorText(result))
  }

  return (
    <form onSubmit={submit} className="space-y-8" data-testid="voucher-buy" noValidate>
      {problem ? (
        <p role="alert" className={errorClass} data-testid="voucher-error">
          {problem}
        </p>
      ) : null}
      <fieldset>
        <legend className={legendClass}>{t('design')}</legend>
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          {themes.map((option) => (
            <label key={option.id} className={`${choiceClass} overflow-hidden`} data-testid="voucher-theme">
              <input
                type="radio"
                name="theme"
                value={option.id}
                checked={theme === option.id}
                onChange={() => setTheme(option.id)}
                className="sr-only"
              />
              {option.picture ? <LazyPicture {...option.picture} className="aspect-video w-full object-cover" /> : null}
              <span className="block px-3 py-2 text-sm" lang={option.lang}>
                {option.name}
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset>
        <legend className={legendClass}>{t('amount')}</legend>
        <div className="flex flex-wrap gap-3">
          {[...amounts.map(String), ...(allowCustom ? [CUSTOM] : [])].map((value) => (
            <label key={value} className={`${choiceClass} px-4 py-2.5`} data-testid="voucher-amount">
              <input
                type="radio"
                name="amount"
                value={value}
                checked={choice === value}
                onChange={() => setChoice(value)}
                className="sr-only"
              />
              <span dir="ltr">{value === CUSTOM ? t('custom') : price(Number(value))}</span>
            </label>
          ))}
        </div>
        {choice === CUSTOM ? (
          <label className="mt-4 block max-w-xs">
            <span className={labelClass}>{t('customLabel')}</span>
            <input
              type="number"
              name="custom"
              inputMode="decimal"
              required
              min={VOUCHER_MIN_CENTS / 100}
              max={VOUCHER_MAX_CENTS / 100}
              step="0.01"
              value={custom}
              onChange={(e) => setCustom(e.target.value)}
              className={inputClass}
              aria-describedby="voucher-custom-hint"
              data-testid="voucher-custom"
            />
            <span id="voucher-custom-hint" className={hintClass}>
              {t('customHint', { min: price(VOUCHER_MIN_CENTS / 100), max: price(VOUCHER_MAX_CENTS / 100) })}
            </span>
          </label>
        ) : null}
      </fieldset>

      <div className="space-y-4">
        <label className="flex items-center gap-3">
          <input
            type="checkbox"
            checked={gift}
            onChange={(e) => setGift(e.target.checked)}
            data-testid="voucher-gift"
          />
          <span>{t('forSomeone')}</span>
        </label>
        {gift ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <label className="block">
              <span className={labelClass}>{t('recipientName')}</span>
              <input
                name="recipient_name"
                maxLength={100}
                autoComplete="off"
                value={recipient.name}
                onChange={(e) => setRecipient((r) => ({ ...r, name: e.target.value }))}
                className={inputClass}
                data-testid="voucher-recipient-name"
              />
            </label>
            <label className="block">
              <span className={labelClass}>{t('recipientEmail')}</span>
              <input
                type="email"
                name="recipient_email"
                required
                maxLength={254}
                autoComplete="off"
                dir="ltr"
                value={recipient.email}
                onChange={(e) => setRecipient((r) => ({ ...r, email: e.target.value }))}
                className={inputClass}
                data-testid="voucher-recipient-email"
              />
            </label>
            <label className="block sm:col-span-2">
              <span className={labelClass}>{t('message')}</span>
              <textarea
                name="message"
                rows={3}
                maxLength={500}
                value={recipient.message}
                onChange={(e) => setRecipient((r) => ({ ...r, message: e.target.value }))}
                className={inputClass}
                data-testid="voucher-message"
              />
            </label>
            <label className="block">
              <span className={labelClass}>{t('sendOn')}</span>
              <input
                type="date"
                name="send_on"
                min={today}
                max={addDays(today, 366)}
                value={recipient.sendOn || today}
                onChange={(e) => setRecipient((r) => ({ ...r, sendOn: e.target.value }))}
                className={inputClass}
                aria-describedby="voucher-send-hint"
                data-testid="voucher-send-on"
              />
              <span id="voucher-send-hint" className={hintClass}>
                {t('sendOnHint')}
              </span>
            </label>
          </div>
        ) : (
          <p className="text-sm text-soft">{t('toYou')}</p>
        )}
      </div>

      {!signedIn ? (
        <SignInFirst text={t('signIn')} />
      ) : amount > 0 ? (
        <button type="submit" className="button-primary" disabled={busy} aria-busy={busy} data-testid="voucher-pay">
          {busy ? t('paying') : t('pay', { amount: price(amount) })}
        </button>
      ) : null}
    </form>
  )
}
