'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'

import { useCart } from '@/client/use-cart'

/**
 * The number of items in the cart, on the header's cart link; follows every change, and a change
 * (not the first reading after the page loads) is announced to screen readers.
 */
export function CartCount() {
  const t = useTranslations('shell')
  const state = useCart()
  const count = state.status === 'ready' ? (state.cart?.item_count ?? 0) : 0
  const known = useRef<number | null>(null)
  const [announcement, setAnnouncement] = useState('')

  useEffect(() => {
    if (state.status !== 'ready') return
    if (known.current !== null && known.current !== count) setAnnouncement(t('cartCount', { count }))
    known.current = count
  }, [state.status, count, t])

  // The live region lies over the icon instead of beside it: as a second item of the round
  // button's grid it would push the icon up.
  return (
    <span aria-live="polite" className="pointer-events-none absolute inset-0">
      {/* data-status leaves `loading` once the shell is hydrated and the cart read: browser tests wait on it. */}
      <span
        data-testid="cart-count"
        data-count={count}
        data-status={state.status}
        aria-hidden
        className={`absolute -end-0.5 -top-0.5 min-w-5 rounded-full bg-accent px-1 text-center text-[11px] leading-5 text-paper dark:bg-ochre dark:text-night ${count > 0 ? '' : 'hidden'}`}
      >
        {count}
      </span>
      <span className="sr-only">{announcement}</span>
    </span>
  )
}
