'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'

import { useAddress } from '@/client/use-address'
import { useSignedIn } from '@/client/use-signed-in'
import { errorClass, linkClass, noticeClass } from '@/components/Account/styles'
import { usePaymentReturn } from '@/components/Payments/use-payment-return'
import { BuyVoucher, type ThemeChoice } from '@/components/Vouchers/BuyVoucher.client'
import { RedeemVoucher } from '@/components/Vouchers/RedeemVoucher.client'
import { SignInFirst } from '@/components/Vouchers/SignInFirst.client'

type Mode = 'buy' | 'redeem'

const askedForRedeem = (location: Location) => new URLSearchParams(location.search).has('redeem')

/** Back from the payment page: the spec's "Payment Successful…" or "Payment Failed". */
function PaymentOutcome({ onAgain }: { onAgain: () => void }) {
  const t = useTranslations('vouchers.return')
  const returned = usePaymentReturn()
  if (!returned) return null
  if (returned === 'checking')
    return (
      <p role="status" aria-busy="true" className={noticeClass} data-testid="voucher-return" data-state="checking">
        {t('checking')}
      </p>
    )
  return (
    <div
      role={returned === 'paid' ? 'status' : 'alert'}
      className={`${returned === 'paid' ? noticeClass : errorClass} flex flex-wrap items-center justify-between gap-3`}
      data-testid="voucher-return"
      data-state={returned}
    >
      <span>{returned === 'paid' ? t('paid') : t('failed')}</span>
      <button type="button" className={linkClass} onClick={onAgain}>
        {t('another')}
      </button>
    </div>
  )
}

/**
 * The gift voucher widget: buy (the default) a voucher in one of the studio's designs, for oneself
 * or for someone on a chosen day, through the payment page; or redeem (`?redeem`) a code into
 * store credit. Both need a signed-in customer: the voucher and its receipt go to their address,
 * and a redeemed voucher to their balance.
 */
export function GiftVoucherWidget({
  themes,
  amounts,
  allowCustom,
}: {
  themes: ThemeChoice[]
  amounts: number[]
  allowCustom: boolean
}) {
  const t = useTranslations('vouchers')
  const locale = useLocale()
  const signedIn = useSignedIn()
  // `?redeem` opens redeem mode; read as an outside value, since a client navigation renders the
  // page before the address bar shows its query (React reads it again once subscribed).
  const redeemAsked = useAddress(askedForRedeem, false)
  const [chosen, setMode] = useState<Mode | null>(null)
  const mode = chosen ?? (redeemAsked ? 'redeem' : 'buy')
  const [showReturn, setShowReturn] = useState(true)

  const tab = (value: Mode) => (
    <button
      type="button"
      aria-pressed={mode === value}
      onClick={() => setMode(value)}
      className={`rounded-full px-4 py-2 text-sm font-medium transition ${
        mode === value
          ? 'bg-ink text-paper dark:bg-mist dark:text-night'
          : 'text-ink hover:bg-ink/5 dark:text-mist dark:hover:bg-mist/10'
      }`}
      data-testid={`voucher-mode-${value}`}
    >
      {t(`modes.${value}`)}
    </button>
  )

  return (
    <div className="mx-auto max-w-3xl space-y-8" data-testid="gift-voucher" lang={locale}>
      <div
        role="group"
        aria-label={t('modes.label')}
        className="inline-flex gap-1 rounded-full border border-ink/15 p-1 dark:border-mist/20"
      >
        {tab('buy')}
        {tab('redeem')}
      </div>
      {showReturn ? <PaymentOutcome onAgain={() => setShowReturn(false)} /> : null}
      {signedIn === null ? (
        <p className="text-soft" aria-busy="true">
          {t('loading')}
        </p>
      ) : mode === 'buy' ? (
        <BuyVoucher themes={themes} amounts={amounts} allowCustom={allowCustom} signedIn={signedIn} />
      ) : signedIn ? (
        <RedeemVoucher />
      ) : (
        <SignInFirst text={t('redeem.signIn')} />
      )}
    </div>
  )
}
