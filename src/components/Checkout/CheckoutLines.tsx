import { useLocale, useTranslations } from 'next-intl'

import { formatPrice } from '@/commerce/money'
import type { Cart } from '@/client/api-endpoints'

import { Image } from '@/components/Image'

/** A line that can no longer be bought in the quantity ordered (someone else ordered it first). */
const isUnavailable = (item: Cart['items'][number]) => item.can_purchase_qty < item.qty

/** The lines that can no longer be bought in the quantity ordered. */
export const unavailableLines = (cart: Cart) => cart.items.filter(isUnavailable)

/**
 * The cart's lines in the order summary: picture, name, options, quantity and price, which are held, and
 * which someone else has just ordered, each of those with a way to take it out of the order.
 */
export function CheckoutLines({ cart, onRemove }: { cart: Cart; onRemove: (lineId: number | string) => void }) {
  const t = useTranslations('checkout')
  const locale = useLocale()
  return (
    <ul className="space-y-3 text-sm" data-testid="checkout-lines">
      {cart.items.map((item) => {
        const short = isUnavailable(item)
        return (
          <li key={item.id} className="flex gap-3" data-unavailable={short || undefined}>
            {item.image ? (
              <Image image={item.image} width={64} alt="" className="size-14 shrink-0 rounded-sm object-cover" />
            ) : null}
            <span className="min-w-0 flex-1">
              <span className={`font-medium ${short ? 'line-through decoration-1' : ''}`}>
                {item.qty} × <bdi>{item.product_name}</bdi>
              </span>
              {item.options_label ? <span className="block text-soft">{item.options_label}</span> : null}
              {item.addons.map((addon) => (
                <span key={addon.id} className="block text-soft">
                  {addon.label}
                </span>
              ))}
              {item.held ? <span className="block text-soft">{t('hold.held')}</span> : null}
              {short ? (
                <span className="mt-1 block text-danger" data-testid="line-unavailable">
                  {item.can_purchase_qty > 0 ? t('lines.fewer', { count: item.can_purchase_qty }) : t('lines.gone')}{' '}
                  <button
                    type="button"
                    className="underline"
                    aria-label={t('lines.removeNamed', { name: item.product_name })}
                    onClick={() => onRemove(item.id)}
                  >
                    {t('lines.remove')}
                  </button>
                </span>
              ) : null}
            </span>
            <span className="shrink-0">{formatPrice(item.subtotal, locale)}</span>
          </li>
        )
      })}
    </ul>
  )
}
