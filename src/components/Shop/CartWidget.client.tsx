'use client'

import Link from 'next/link'
import { useState } from 'react'

import { changeCart, type CartLine } from '@/commerce/client/cart'
import { reloadCart, useCart } from '@/commerce/client/use-cart'
import { formatPrice } from '@/commerce/money'
import { Image } from '@/components/Image'

import { QuantityStepper } from '@/components/Shop/QuantityStepper.client'

/** The cart: each line with its picture, options, a quantity stepper and remove; the subtotal. Reloaded whole after every change. */
export function CartWidget() {
  const state = useCart()
  const [problem, setProblem] = useState('')
  const [pending, setPending] = useState<number | null>(null)

  async function change(line: CartLine, qty: number | 'remove') {
    setPending(line.id)
    setProblem('')
    const result =
      qty === 'remove'
        ? await changeCart('cartRemove', { id: line.id })
        : await changeCart('cartUpdate', { id: line.id, qty })
    if (!result.ok) {
      setProblem(result.error.message)
      await reloadCart()
    }
    setPending(null)
  }

  if (state.status === 'loading')
    return (
      <p className="text-soft" aria-busy="true">
        Loading your cart…
      </p>
    )
  if (state.status === 'failed') return <p className="text-danger">{state.message}</p>
  const cart = state.cart
  if (!cart || cart.items.length === 0) {
    return (
      <div className="space-y-6 py-8" data-testid="cart-empty">
        <p className="text-lg">Your cart is empty.</p>
        <Link href="/shop" className="button-primary">
          Visit the shop
        </Link>
      </div>
    )
  }
  return (
    <div className="grid gap-12 lg:grid-cols-12" data-testid="cart">
      <ul className="divide-y divide-ink/10 border-y border-ink/10 lg:col-span-8 dark:divide-mist/10 dark:border-mist/10">
        {cart.items.map((line) => (
          <li
            key={line.id}
            className="flex gap-4 py-6 sm:gap-6"
            data-testid="cart-line"
            data-line-id={line.id}
            aria-busy={pending === line.id}
          >
            <Link href={line.url} className="shrink-0">
              {line.image ? (
                <Image image={line.image} width={112} alt="" className="size-20 rounded-sm object-cover sm:size-28" />
              ) : (
                <div className="size-20 rounded-sm bg-paper-deep sm:size-28 dark:bg-night-raised" />
              )}
            </Link>
            <div className="min-w-0 flex-1 space-y-3">
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <div className="min-w-0">
                  <Link href={line.url} className="font-display text-lg hover:underline">
                    {line.product_name}
                  </Link>
                  {line.options_label ? <p className="text-sm text-soft">{line.options_label}</p> : null}
                  {line.addons.map((addon) => (
                    <p key={addon.id} className="text-sm text-soft">
                      {addon.label}
                      {addon.price > 0 ? ` (+${formatPrice(addon.price)})` : ''}
                    </p>
                  ))}
                </div>
                <p className="font-medium" data-testid="line-subtotal">
                  {formatPrice(line.subtotal)}
                </p>
              </div>
              {!line.in_stock ? (
                <p className="text-sm font-medium text-danger dark:text-[#f2a39c]" data-testid="line-sold-out">
                  Sold out: remove it to check out.
                </p>
              ) : line.can_purchase_qty < line.qty ? (
                <p className="text-sm text-danger dark:text-[#f2a39c]">Only {line.can_purchase_qty} available.</p>
              ) : null}
              <div className="flex flex-wrap items-center gap-4">
                <QuantityStepper
                  value={line.qty}
                  onChange={(qty) => change(line, qty)}
                  label={`Quantity of ${line.product_name}`}
                  disabled={pending === line.id}
                />
                <span className="text-sm text-soft">{formatPrice(line.price)} each</span>
                <button
                  type="button"
                  onClick={() => change(line, 'remove')}
                  disabled={pending === line.id}
                  className="text-sm text-ink-soft underline hover:text-ink dark:text-mist/70 dark:hover:text-mist"
                >
                  Remove
                </button>
              </div>
            </div>
          </li>
        ))}
      </ul>
      <aside className="h-fit space-y-4 rounded-md bg-paper-deep p-6 lg:col-span-4 dark:bg-night-raised">
        <div className="flex items-baseline justify-between text-lg">
          <span>Subtotal</span>
          <span className="font-medium" data-testid="cart-subtotal">
            {formatPrice(cart.subtotal)}
          </span>
        </div>
        <p className="text-sm text-soft">
          Shipping is free within Australia; international shipping is quoted at checkout.
        </p>
        {problem ? (
          <p className="text-sm text-danger" role="alert">
            {problem}
          </p>
        ) : null}
        {cart.all_in_stock ? (
          <Link href="/checkout" className="button-primary w-full">
            Checkout
          </Link>
        ) : (
          <p className="text-sm font-medium text-danger dark:text-[#f2a39c]">
            Some items are sold out. Remove them to check out.
          </p>
        )}
      </aside>
    </div>
  )
}
