'use client'

import { useTranslations } from 'next-intl'

import { useCart } from '@/commerce/client/use-cart'

/** The number of items in the cart, on the header's cart link; follows every change. */
export function CartCount() {
  const t = useTranslations('shell')
  const state = useCart()
  const count = state.status === 'ready' ? (state.cart?.item_count ?? 0) : 0
  return (
    <span
      data-testid="cart-count"
      data-count={count}
      aria-label={t('cartCount', { count })}
      className={`absolute -end-0.5 -top-0.5 min-w-5 rounded-full bg-accent px-1 text-center text-[11px] leading-5 text-paper dark:bg-ochre dark:text-night ${count > 0 ? '' : 'hidden'}`}
    >
      {count}
    </span>
  )
}
