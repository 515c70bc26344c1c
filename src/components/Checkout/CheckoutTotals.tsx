import { useLocale, useTranslations } from 'next-intl'

import { formatPrice } from '@/commerce/money'
import type { Cart } from '@/lib/api-endpoints'

/** The figures of the checkout, as the server worked them out. */
export function CheckoutTotals({ cart }: { cart: Cart }) {
  const t = useTranslations('checkout.totals')
  const locale = useLocale()
  const price = (dollars: number) => formatPrice(dollars, locale)
  const row = (label: string, value: string, testId: string, strong = false) => (
    <div className={`flex items-baseline justify-between gap-4 ${strong ? 'text-lg font-medium' : ''}`}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  )
  return (
    <dl className="space-y-2" data-testid="checkout-totals">
      {row(t('subtotal'), price(cart.subtotal), 'total-subtotal')}
      {cart.discount_amount > 0
        ? row(`${t('discount')} (${cart.promotion_code})`, `−${price(cart.discount_amount)}`, 'total-discount')
        : null}
      {row(t('shipping'), cart.shipping_type === null ? t('shippingChoose') : price(cart.shipping_amount), 'total-shipping')}
      <div className="border-t border-ink/10 pt-2 dark:border-mist/10">
        {row(t('total'), price(cart.total_amount), 'total-amount', true)}
      </div>
      {cart.is_export ? (
        <p className="text-sm text-soft" data-testid="total-gst">
          {t('gstFree')}
        </p>
      ) : (
        row(t('gst'), price(cart.total_tax), 'total-gst')
      )}
      {cart.is_export ? <p className="text-sm text-soft">{t('exportNote')}</p> : null}
    </dl>
  )
}
