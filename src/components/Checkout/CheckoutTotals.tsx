import { useLocale, useTranslations } from 'next-intl'

import { formatPrice } from '@/commerce/money'
import type { Cart } from '@/client/api-endpoints'

/** The figures of the checkout, as the server worked them out, and the store credit the customer chose to spend. */
export function CheckoutTotals({ cart, credit = 0 }: { cart: Cart; credit?: number }) {
  const t = useTranslations('checkout.totals')
  const locale = useLocale()
  const price = (dollars: number) => formatPrice(dollars, locale)
  // Each term and its value in one div, the only wrapper a <dl> may hold.
  const row = (label: string, value: string, testId: string, className = '') => (
    <div className={`flex items-baseline justify-between gap-4 ${className}`}>
      <dt>{label}</dt>
      {/* Left to right in every language: a minus before an amount stays before it in Arabic. */}
      <dd data-testid={testId} dir="ltr">
        {value}
      </dd>
    </div>
  )
  return (
    <div className="space-y-2">
      <dl className="space-y-2" data-testid="checkout-totals">
        {row(t('subtotal'), price(cart.subtotal), 'total-subtotal')}
        {cart.discount_amount > 0
          ? row(`${t('discount')} (${cart.promotion_code})`, `−${price(cart.discount_amount)}`, 'total-discount')
          : null}
        {row(
          t('shipping'),
          cart.shipping_type === null ? t('shippingChoose') : price(cart.shipping_amount),
          'total-shipping',
        )}
        {row(
          t('total'),
          price(cart.total_amount),
          'total-amount',
          'border-t border-ink/10 pt-2 text-lg font-medium dark:border-mist/10',
        )}
        {credit > 0 ? row(t('credit'), `−${price(credit)}`, 'total-credit') : null}
        {credit > 0 ? row(t('toPay'), price(cart.total_amount - credit), 'total-to-pay', 'font-medium') : null}
        {cart.is_export ? null : row(t('gst'), price(cart.total_tax), 'total-gst')}
      </dl>
      {cart.is_export ? (
        <>
          <p className="text-sm text-soft" data-testid="total-gst">
            {t('gstFree')}
          </p>
          <p className="text-sm text-soft">{t('exportNote')}</p>
        </>
      ) : null}
    </div>
  )
}
