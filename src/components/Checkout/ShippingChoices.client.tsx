'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'

import { formatPrice } from '@/commerce/money'
import { api } from '@/client/api-client'
import type { Address, Cart } from '@/client/api-endpoints'
import { useApiErrorText } from '@/client/use-api-error-text'

type Props = {
  cart: Cart
  address: Address | null
  chosen: number | string | null
  onChoose: (id: number | string) => void
}

/** The shipping choices the server offers for the address, each as "name $x.xx"; a quote request where none reaches. */
export function ShippingChoices({ cart, address, chosen, onChoose }: Props) {
  const t = useTranslations('checkout.shipping')
  const locale = useLocale()
  const errorText = useApiErrorText()
  const [asking, setAsking] = useState(false)
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null)
  const options = cart.shipping_options.filter((option) => address || option.is_pick_up)

  async function requestQuote() {
    if (!address) return
    setAsking(true)
    const result = await api.call('/sell/cart/requestShippingQuote', { body: { address: Number(address.id) } })
    setAnswer(result.ok ? { ok: true, text: result.data.message } : { ok: false, text: errorText(result) })
    setAsking(false)
  }

  return (
    <div className="space-y-3">
      {!address ? <p className="text-sm text-soft">{t('chooseAddress')}</p> : null}
      <div role="radiogroup" aria-labelledby="shipping-heading" className="space-y-2" data-testid="shipping-options">
        {options.map((option) => {
          const id = String(option.shipping_type_id)
          return (
            <label
              key={id}
              className="flex cursor-pointer items-center gap-3 rounded-md border border-ink/15 p-3 has-checked:border-ink dark:border-mist/20 dark:has-checked:border-mist"
            >
              <input
                type="radio"
                name="shipping"
                value={id}
                checked={String(chosen) === id}
                onChange={() => onChoose(option.shipping_type_id)}
              />
              <span>{t('option', { name: option.shipping_name, price: formatPrice(option.amount, locale) })}</span>
            </label>
          )
        })}
      </div>
      {cart.needs_quote && address ? (
        <div
          className="space-y-3 rounded-md bg-paper-deep p-4 text-sm dark:bg-night-raised"
          data-testid="quote-request"
        >
          <p>{t('needsQuote', { country: address.country })}</p>
          {answer ? (
            <p role={answer.ok ? 'status' : 'alert'} className={answer.ok ? '' : 'text-danger'}>
              {answer.text}
            </p>
          ) : null}
          {!answer?.ok ? (
            <button type="button" className="button-quiet" onClick={() => void requestQuote()} disabled={asking}>
              {asking ? t('requesting') : t('requestQuote')}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
