'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'

import { changeCart, type CartLine } from '@/client/cart'
import { reloadCart, useCart } from '@/client/use-cart'
import { formatPrice } from '@/commerce/money'
import { useApiErrorText } from '@/client/use-api-error-text'
import { Image } from '@/components/Image'
import { Link } from '@/i18n/navigation'

import { QuantityStepper } from '@/components/Shop/QuantityStepper.client'

/** The cart: each line with its picture, options, a quantity stepper and remove; the subtotal. Reloaded whole after every change. */
export function CartWidget() {
  const t = useTranslations('cart')
  const errorText = useApiErrorText()
  const locale = useLocale()
  const price = (dollars: number) => formatPrice(dollars, locale)
  const state = useCart()
  const [problem, setProblem] = useState('')
  // The server's word when it held a quantity below the one asked for ("Only 1 is available…").
  const [capped, setCapped] = useState<{ lineId: number; text: string } | null>(null)
  const [pending, setPending] = useState<number | null>(null)

  async function change(line: CartLine, qty: number | 'remove') {
    setPending(line.id)
    setProblem('')
    setCapped(null)
    const result =
      qty === 'remove'
        ? await changeCart('cartRemove', { id: line.id })
        : await changeCart('cartUpdate', { id: line.id, qty })
    if (result.ok && qty !== 'remove' && result.data.item && result.data.item.qty < qty) {
      setCapped({ lineId: line.id, text: result.data.message })
    }
    if (!result.ok) {
      setProblem(errorText(result))
      await reloadCart()
    }
    setPending(null)
  }

  if (state.status === 'loading')
    return (
      <p className="text-soft" aria-busy="true">
        {t('loading')}
      </p>
    )
  if (state.status === 'failed') return <p className="text-danger">{state.message}</p>
  const cart = state.cart
  if (!cart || cart.items.length === 0) {
    return (
      <div className="space-y-6 py-8" data-testid="cart-empty">
        <p className="text-lg">{t('empty.message')}</p>
        <Link href="/shop" className="button-primary">
          {t('empty.visitShop')}
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
            {/* The picture repeats the name's link beside it: one stop for keyboards and screen readers. */}
            <Link href={line.url} className="shrink-0" tabIndex={-1} aria-hidden>
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
                      {addon.price > 0
                        ? t('line.addonWithPrice', { label: addon.label, price: price(addon.price) })
                        : addon.label}
                    </p>
                  ))}
                </div>
                <p className="font-medium" data-testid="line-subtotal">
                  {price(line.subtotal)}
                </p>
              </div>
              {!line.in_stock ? (
                <p className="text-sm font-medium text-danger dark:text-[#f2a39c]" data-testid="line-sold-out">
                  {t('line.soldOut')}
                </p>
              ) : line.can_purchase_qty < line.qty ? (
                <p className="text-sm text-danger dark:text-[#f2a39c]">
                  {t('line.onlyAvailable', { count: line.can_purchase_qty })}
                </p>
              ) : null}
              <p
                role="status"
                className="text-sm text-ink-soft empty:hidden dark:text-mist/75"
                data-testid="line-capped"
              >
                {capped?.lineId === line.id ? capped.text : ''}
              </p>
              <div className="flex flex-wrap items-center gap-4">
                <QuantityStepper
                  value={line.qty}
                  onChange={(qty) => change(line, qty)}
                  label={t('line.quantity', { name: line.product_name })}
                  fewerLabel={t('line.fewer', { name: line.product_name })}
                  moreLabel={t('line.more', { name: line.product_name })}
                  disabled={pending === line.id}
                />
                <span className="text-sm text-soft">{t('line.priceEach', { price: price(line.price) })}</span>
                <button
                  type="button"
                  onClick={() => change(line, 'remove')}
                  disabled={pending === line.id}
                  className="text-sm text-ink-soft underline hover:text-ink dark:text-mist/70 dark:hover:text-mist"
                >
                  {t('line.remove')}
                </button>
              </div>
            </div>
          </li>
        ))}
      </ul>
      <aside className="h-fit space-y-4 rounded-md bg-paper-deep p-6 lg:col-span-4 dark:bg-night-raised">
        <p className="text-sm text-soft">
          {t('summary.items', { count: cart.items.reduce((sum, line) => sum + line.qty, 0) })}
        </p>
        <div className="flex items-baseline justify-between text-lg">
          <span>{t('summary.subtotal')}</span>
          <span className="font-medium" data-testid="cart-subtotal">
            {price(cart.subtotal)}
          </span>
        </div>
        <p className="text-sm text-soft">{t('summary.shipping')}</p>
        {problem ? (
          <p className="text-sm text-danger" role="alert">
            {problem}
          </p>
        ) : null}
        {cart.all_in_stock ? (
          <Link href="/checkout" className="button-primary w-full">
            {t('summary.checkout')}
          </Link>
        ) : (
          <p className="text-sm font-medium text-danger dark:text-[#f2a39c]">{t('summary.soldOut')}</p>
        )}
      </aside>
    </div>
  )
}
