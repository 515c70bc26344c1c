import { useLocale, useTranslations } from 'next-intl'

import { formatPrice } from '@/commerce/money'
import type { Cart } from '@/client/api-endpoints'

/** The cart's lines in the order summary: name, options, quantity and price, and which are held. */
export function CheckoutLines({ cart }: { cart: Cart }) {
  const t = useTranslations('checkout.hold')
  const locale = useLocale()
  return (
    <ul className="space-y-3 text-sm" data-testid="checkout-lines">
      {cart.items.map((item) => (
        <li key={item.id} className="flex justify-between gap-4">
          <span className="min-w-0">
            <span className="font-medium">
              {item.qty} × {item.product_name}
            </span>
            {item.options_label ? <span className="block text-soft">{item.options_label}</span> : null}
            {item.addons.map((addon) => (
              <span key={addon.id} className="block text-soft">
                {addon.label}
              </span>
            ))}
            {item.held ? <span className="block text-soft">{t('held')}</span> : null}
          </span>
          <span className="shrink-0">{formatPrice(item.subtotal, locale)}</span>
        </li>
      ))}
    </ul>
  )
}
