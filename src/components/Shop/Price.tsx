import { useLocale, useTranslations } from 'next-intl'

import { formatPrice } from '@/commerce/money'

/**
 * A price, with the usual price struck through while it is on special. A server part in the grid,
 * a client part in the buy box and the search results: its page hands it the `shop` messages.
 */
export function Price({
  price,
  fullPrice,
  from = false,
  className = '',
}: {
  price: number
  fullPrice?: number
  /** The lowest of several prices: "From $52.00". */
  from?: boolean
  className?: string
}) {
  const t = useTranslations('shop.price')
  const locale = useLocale()
  const special = fullPrice !== undefined && fullPrice > price
  return (
    <span className={`inline-flex items-baseline gap-2 ${className}`} data-testid="price">
      {special ? (
        <del className="text-[0.85em] text-ink-soft dark:text-mist/60" data-testid="full-price">
          <span className="sr-only">{t('was')} </span>
          {formatPrice(fullPrice, locale)}
        </del>
      ) : null}
      <span className={special ? 'text-danger dark:text-[#f2a39c]' : undefined}>
        {special ? <span className="sr-only">{t('now')} </span> : null}
        {from ? t('from', { price: formatPrice(price, locale) }) : formatPrice(price, locale)}
      </span>
    </span>
  )
}
