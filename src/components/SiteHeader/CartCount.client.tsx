'use client'

import { useEffect, useState } from 'react'

import { onSessionChange } from '@/accounts/client/session'
import { loadCart, mayHaveCart, onCartChange } from '@/commerce/client/cart'

/** The number of items in the cart, on the header's cart link; reloaded after every change. */
export function CartCount() {
  const [count, setCount] = useState(0)
  useEffect(() => {
    let latest = 0
    const refresh = async () => {
      const call = ++latest
      if (!mayHaveCart()) return setCount(0)
      const result = await loadCart()
      if (call === latest && result.ok) setCount(result.data.item_count)
    }
    void refresh()
    const stopCart = onCartChange(refresh)
    const stopSession = onSessionChange(refresh)
    return () => {
      stopCart()
      stopSession()
    }
  }, [])
  return (
    <span
      data-testid="cart-count"
      data-count={count}
      aria-label={`${count} ${count === 1 ? 'item' : 'items'} in the cart`}
      className={`absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-accent px-1 text-center text-[11px] leading-5 text-paper dark:bg-ochre dark:text-night ${count > 0 ? '' : 'hidden'}`}
    >
      {count}
    </span>
  )
}
