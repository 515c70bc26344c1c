import { formatPrice } from '@/commerce/money'

/** A price, with the usual price struck through while it is on special. */
export function Price({ price, fullPrice, className = '' }: { price: number; fullPrice?: number; className?: string }) {
  const special = fullPrice !== undefined && fullPrice > price
  return (
    <span className={`inline-flex items-baseline gap-2 ${className}`} data-testid="price">
      {special ? (
        <del className="text-[0.85em] text-ink-soft dark:text-mist/60" data-testid="full-price">
          <span className="sr-only">Was </span>
          {formatPrice(fullPrice)}
        </del>
      ) : null}
      <span className={special ? 'text-danger dark:text-[#f2a39c]' : undefined}>
        {special ? <span className="sr-only">Now </span> : null}
        {formatPrice(price)}
      </span>
    </span>
  )
}
