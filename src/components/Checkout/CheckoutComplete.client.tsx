'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect } from 'react'

import { forgetDrafts } from '@/client/checkout-memory'
import { reloadCart } from '@/client/use-cart'
import { formatPrice } from '@/commerce/money'
import { useApiErrorText } from '@/client/use-api-error-text'
import { Link } from '@/i18n/navigation'

import { RequireSignIn } from '@/components/Account/RequireSignIn.client'
import { usePaymentCheck } from '@/components/Payments/use-payment-return'

function Outcome() {
  const t = useTranslations('checkout.complete')
  const locale = useLocale()
  const errorText = useApiErrorText()
  const check = usePaymentCheck(true)
  const checked = check?.checked ?? null
  const problem = check?.failure ? errorText(check.failure) : ''
  const settled = Boolean(check?.done && checked)

  // Once the payment is settled, the cart shows what the order took from it, and the order's note
  // and code are not offered to the next one.
  const paid = checked?.payment?.status === 'paid'
  useEffect(() => {
    if (settled) void reloadCart()
    if (paid) forgetDrafts()
  }, [settled, paid])

  if (problem || checked?.payment?.status === 'failed' || (checked && !checked.payment))
    return (
      <div className="max-w-xl space-y-6" data-testid="payment-failed">
        <h2 className="text-3xl">{t('failedTitle')}</h2>
        <p className="text-lg">{problem || t('failed')}</p>
        <div className="flex flex-wrap gap-3">
          <Link href="/checkout" className="button-primary">
            {t('retry')}
          </Link>
          <Link href="/shop" className="button-quiet">
            {t('keepShopping')}
          </Link>
        </div>
      </div>
    )
  if (!checked || checked.payment?.status === 'open')
    return (
      <p className="text-soft" aria-busy="true" role="status">
        {checked ? t('open') : t('checking')}
      </p>
    )
  const payment = checked.payment!
  return (
    <div className="max-w-xl space-y-6" data-testid="payment-complete">
      <h2 className="text-3xl">{t('paidTitle')}</h2>
      <p className="text-lg">{t('paid', { reference: payment.reference })}</p>
      <p className="text-2xl" data-testid="paid-total">
        {formatPrice(payment.total, locale)}
      </p>
      <div className="flex flex-wrap gap-3">
        <Link href={`/invoice/${payment.order_id}`} className="button-primary" data-testid="invoice-link">
          {t('invoice')}
        </Link>
        <Link href="/my-account" className="button-quiet">
          {t('myAccount')}
        </Link>
        <Link href="/shop" className="button-quiet">
          {t('keepShopping')}
        </Link>
      </div>
    </div>
  )
}

export function CheckoutComplete() {
  return <RequireSignIn>{() => <Outcome />}</RequireSignIn>
}
