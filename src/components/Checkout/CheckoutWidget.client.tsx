'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'

import { changeCart } from '@/client/cart'
import { reloadCart } from '@/client/use-cart'
import { formatPrice } from '@/commerce/money'
import { api } from '@/client/api-client'
import {
  recallChoices,
  recallDraft,
  rememberChoices,
  rememberDraft,
  startingAddress,
  startingShipping,
} from '@/client/checkout-memory'
import type { Address, Cart } from '@/client/api-endpoints'
import { useApiErrorText } from '@/client/use-api-error-text'
import { Link } from '@/i18n/navigation'

import { RequireSignIn } from '@/components/Account/RequireSignIn.client'
import { CheckoutSignIn } from '@/components/Checkout/CheckoutSignIn.client'
import { inputClass, labelClass } from '@/components/Account/styles'
import { CheckoutLines, unavailableLines } from '@/components/Checkout/CheckoutLines'
import { CheckoutTotals } from '@/components/Checkout/CheckoutTotals'
import { DeliveryAddress } from '@/components/Checkout/DeliveryAddress.client'
import { HoldNotice } from '@/components/Checkout/HoldNotice'
import { PromotionField } from '@/components/Checkout/PromotionField.client'
import { ShippingChoices } from '@/components/Checkout/ShippingChoices.client'

type Choices = { address: number | null; shipping: number | string | null; code: string }

/** The cart as the checkout's choices price it. */
const priceCart = (choices: Choices) =>
  api.call('/sell/cart/getCart', {
    body: { shipping_address: choices.address, shipping_type: choices.shipping, promotion_code: choices.code },
  })

const section = 'space-y-4 border-t border-ink/10 pt-6 dark:border-mist/10'

/**
 * The checkout: the cart, a delivery address (or pick-up), the shipping choices for it, a promotion
 * code, a note, the marketing opt-in, the payment type (store credit first, where there is some)
 * and the totals, every figure priced by the server on each change. "Place order" sends the
 * browser to the payment page, or, when store credit pays it all, straight to the order.
 */
function Checkout({ linkedAddress, userId }: { linkedAddress: number | null; userId: number | string }) {
  const t = useTranslations('checkout')
  const errorText = useApiErrorText()
  // What she chose last time, and what she entered before going to the payment page and back.
  const [remembered] = useState(() => recallChoices(userId))
  const [draft] = useState(() => recallDraft(userId))
  const restored = useRef({ address: false, shipping: false })
  const [choices, setChoices] = useState<Choices>({ address: linkedAddress, shipping: null, code: draft.code ?? '' })
  const [cart, setCart] = useState<Cart | null>(null)
  const [loadError, setLoadError] = useState('')
  const [note, setNote] = useState(draft.note ?? '')
  const [marketing, setMarketing] = useState(draft.marketing ?? false)
  const [gateway, setGateway] = useState<'test' | 'stripe' | null>(null)
  // Store credit, where the customer has some, pays first unless they keep it.
  const [useCredit, setUseCredit] = useState(true)
  const locale = useLocale()
  const [placing, setPlacing] = useState(false)
  const [problem, setProblem] = useState('')

  // Priced again by the server on every change of the customer's choices (and after a refusal).
  useEffect(() => {
    let live = true
    void priceCart(choices).then((result) => {
      if (!live) return
      if (!result.ok) return setLoadError(errorText(result))
      setLoadError('')
      setCart(result.data)
      // First the address she starts with, then, priced for it, the shipping she used last.
      if (!restored.current.address) {
        restored.current.address = true
        const address = startingAddress(result.data.addresses as Address[], {
          linked: linkedAddress,
          remembered: remembered.address,
        })
        if (address !== null && address !== choices.address) return setChoices((c) => ({ ...c, address }))
      }
      if (!restored.current.shipping) {
        restored.current.shipping = true
        const shipping = startingShipping(result.data.shipping_options, remembered.shipping)
        if (shipping !== null && choices.shipping === null) return setChoices((c) => ({ ...c, shipping }))
      }
      // A choice the server did not take (free delivery after choosing an address abroad) is cleared.
      if (choices.shipping !== null && result.data.shipping_type === null) setChoices((c) => ({ ...c, shipping: null }))
    })
    return () => {
      live = false
    }
  }, [choices, errorText, linkedAddress, remembered])

  // What she typed survives the trip to the payment page and back (and a reload).
  useEffect(
    () => rememberDraft(userId, { note, marketing, code: choices.code }),
    [userId, note, marketing, choices.code],
  )

  if (loadError)
    return (
      <p className="text-danger" role="alert">
        {loadError}
      </p>
    )
  if (!cart)
    return (
      <p className="text-soft" aria-busy="true">
        {t('loading')}
      </p>
    )
  if (cart.items.length === 0)
    return (
      <div className="space-y-6 py-8" data-testid="checkout-empty">
        <p className="text-lg">{t('empty')}</p>
        <Link href="/shop" className="button-primary">
          {t('complete.keepShopping')}
        </Link>
      </div>
    )
  const address = (cart.addresses as Address[]).find((a) => Number(a.id) === choices.address) ?? null
  const chosenOption = cart.shipping_options.find((o) => String(o.shipping_type_id) === String(choices.shipping))
  const gateways = cart.payment_types.filter((type) => type !== 'credit') as ('test' | 'stripe')[]
  const creditUsed = useCredit ? Math.min(cart.store_credit, cart.total_amount) : 0
  const creditCovers = creditUsed > 0 && creditUsed >= cart.total_amount
  const payWith = creditCovers ? 'credit' : (gateway ?? gateways[0] ?? null)
  const ready = Boolean(chosenOption && payWith && cart.all_in_stock && (address || chosenOption.is_pick_up))

  // Lines someone else ordered first: named, and taken out by the customer before she can order.
  const unavailable = unavailableLines(cart)
  const remove = async (lineId: number | string) => {
    setProblem('')
    await changeCart('cartRemove', { id: lineId })
    setChoices((c) => ({ ...c }))
  }

  async function place() {
    if (!ready || !payWith || !chosenOption) return
    setPlacing(true)
    setProblem('')
    rememberChoices(userId, { address: choices.address, shipping: chosenOption.shipping_type_id })
    const result = await api.call('/sell/cart/submitOrder', {
      body: {
        address: chosenOption.is_pick_up ? null : choices.address,
        shipping_option_id: chosenOption.shipping_type_id,
        paymentGateway: payWith,
        use_credit: creditUsed > 0,
        note,
        promotion_code: cart?.promotion_code ?? '',
        marketing_opt_in: marketing,
        url: window.location.href,
      },
    })
    if (result.ok && result.data.success && result.data.payment) {
      window.location.assign(result.data.payment)
      return
    }
    setProblem(result.ok ? result.data.message || t('failed') : result.error.message || t('failed'))
    setPlacing(false)
    void reloadCart()
    setChoices((c) => ({ ...c }))
  }

  return (
    // Not a form: the address form nests inside it. "Place order" is the one button that sends.
    <div className="grid gap-12 lg:grid-cols-12" data-testid="checkout">
      <div className="space-y-8 lg:col-span-7">
        <section className="space-y-4" aria-labelledby="delivery-heading">
          <h2 id="delivery-heading" className="text-2xl">
            {t('steps.delivery')}
          </h2>
          <DeliveryAddress
            addresses={cart.addresses as Address[]}
            chosen={choices.address}
            onChoose={(id) => setChoices((c) => ({ ...c, address: id, shipping: null }))}
          />
        </section>
        <section className={section} aria-labelledby="shipping-heading">
          <h2 id="shipping-heading" className="text-2xl">
            {t('steps.shipping')}
          </h2>
          <ShippingChoices
            cart={cart}
            address={address}
            chosen={choices.shipping}
            onChoose={(id) => setChoices((c) => ({ ...c, shipping: id }))}
          />
        </section>
        {/* Not labelled by its heading: the field below carries the same name. */}
        <section className={section}>
          <h2 className="text-2xl">{t('steps.promotion')}</h2>
          <PromotionField
            applied={cart.promotion_code}
            refusal={choices.code ? cart.promotion_message : ''}
            onApply={(code) => setChoices((c) => ({ ...c, code }))}
          />
        </section>
        <section className={section} aria-labelledby="note-heading">
          <h2 id="note-heading" className="text-2xl">
            {t('steps.note')}
          </h2>
          <label className="block space-y-2">
            <span className={labelClass}>{t('note.label')}</span>
            <textarea
              name="note"
              rows={3}
              maxLength={2000}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              className={inputClass}
            />
          </label>
          <label className="flex items-start gap-3 text-sm">
            <input
              type="checkbox"
              name="marketing"
              checked={marketing}
              onChange={(e) => setMarketing(e.target.checked)}
              className="mt-1"
            />
            <span>{t('marketing')}</span>
          </label>
        </section>
        <section className={section} aria-labelledby="payment-heading">
          <h2 id="payment-heading" className="text-2xl">
            {t('steps.payment')}
          </h2>
          {cart.store_credit > 0 ? (
            <label className="flex items-start gap-3">
              <input
                type="checkbox"
                name="use_credit"
                checked={useCredit}
                onChange={(e) => setUseCredit(e.target.checked)}
                className="mt-1"
                data-testid="use-credit"
              />
              <span>{t('payment.useCredit', { amount: formatPrice(cart.store_credit, locale) })}</span>
            </label>
          ) : null}
          {creditCovers ? (
            <p className="text-sm text-soft" data-testid="credit-covers">
              {t('payment.creditCovers')}
            </p>
          ) : (
            <fieldset className="space-y-2">
              <legend className={creditUsed > 0 ? 'text-sm text-soft' : 'sr-only'}>
                {creditUsed > 0
                  ? t('payment.rest', { amount: formatPrice(cart.total_amount - creditUsed, locale) })
                  : t('payment.legend')}
              </legend>
              {gateways.map((type) => (
                <label key={type} className="flex items-center gap-3">
                  <input
                    type="radio"
                    name="gateway"
                    value={type}
                    checked={payWith === type}
                    onChange={() => setGateway(type as 'test' | 'stripe')}
                  />
                  <span>{type === 'stripe' ? t('payment.stripe') : t('payment.test')}</span>
                </label>
              ))}
            </fieldset>
          )}
        </section>
      </div>
      <aside
        className="h-fit space-y-6 rounded-md bg-paper-deep p-6 lg:col-span-5 dark:bg-night-raised"
        aria-labelledby="summary-heading"
      >
        <h2 id="summary-heading" className="text-2xl">
          {t('steps.summary')}
        </h2>
        <CheckoutLines cart={cart} onRemove={(id) => void remove(id)} />
        <HoldNotice cart={cart} holdMinutes={cart.hold_minutes} />
        <CheckoutTotals cart={cart} credit={creditUsed} />
        {unavailable.length || problem ? (
          <p className="text-sm text-danger" role="alert" data-testid="checkout-problem">
            {unavailable.length
              ? t('lines.unavailable', { names: unavailable.map((item) => item.product_name).join(', ') })
              : problem}
          </p>
        ) : null}
        <button
          type="button"
          onClick={() => void place()}
          className="button-primary w-full"
          disabled={!ready || placing}
          data-testid="place-order"
        >
          {placing ? t('placing') : creditCovers ? t('placeWithCredit') : t('place')}
        </button>
        <Link href="/cart" className="block text-center text-sm underline">
          {t('backToCart')}
        </Link>
      </aside>
    </div>
  )
}

/**
 * The checkout for a signed-in customer, who signs in here by e-mail code when she has not yet;
 * `?address=` (the link of a quote e-mail) chooses that address.
 */
export function CheckoutWidget() {
  const [initial] = useState(() => {
    if (typeof window === 'undefined') return null
    const value = Number(new URLSearchParams(window.location.search).get('address'))
    return Number.isInteger(value) && value > 0 ? value : null
  })
  return (
    <RequireSignIn signedOut={(done) => <CheckoutSignIn done={done} />}>
      {(user) => <Checkout linkedAddress={initial} userId={user.id} />}
    </RequireSignIn>
  )
}
