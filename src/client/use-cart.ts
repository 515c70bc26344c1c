'use client'

import { useSyncExternalStore } from 'react'

import { onSessionChange } from '@/client/session'

import type { Cart } from '@/client/cart'
import { mayHaveCart, onCartChange } from '@/client/cart-changes'

export type CartState =
  { status: 'loading' } | { status: 'ready'; cart: Cart | null } | { status: 'failed'; message: string }

const LOADING: CartState = { status: 'loading' }

/**
 * One copy of the cart per tab, shared by every component that shows it (the header's count, the
 * cart page): loaded once when the first of them mounts, and again after every cart change or
 * login and logout, in this tab or another. Of overlapping loads, the latest one wins.
 */
let state: CartState = LOADING
const listeners = new Set<() => void>()
let latest = 0
let stop: (() => void) | null = null

export async function reloadCart(): Promise<void> {
  const call = ++latest
  let next: CartState = { status: 'ready', cart: null }
  if (mayHaveCart()) {
    // The cart's API calls load with the first cart to read: a visitor without one never fetches them.
    const { loadCart } = await import('@/client/cart')
    const result = await loadCart()
    next = result.ok ? { status: 'ready', cart: result.data } : { status: 'failed', message: result.error.message }
  }
  if (call !== latest) return
  state = next
  listeners.forEach((listener) => listener())
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  if (!stop) {
    const stopCart = onCartChange(reloadCart)
    const stopSession = onSessionChange(reloadCart)
    stop = () => {
      stopCart()
      stopSession()
    }
    void reloadCart()
  }
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) {
      stop?.()
      stop = null
    }
  }
}

/** The visitor's cart as the server prices it now; `loading` until the first answer. */
export function useCart(): CartState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => LOADING,
  )
}
