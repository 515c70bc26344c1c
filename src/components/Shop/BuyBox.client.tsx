'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'

import { changeCart } from '@/client/cart'
import { formatPrice } from '@/commerce/money'
import type { PresentedAddon } from '@/commerce/present-product'
import { api } from '@/client/api-client'
import type { AddonInput, SkuResult } from '@/client/api-endpoints'
import { useApiErrorText } from '@/client/use-api-error-text'
import { Link } from '@/i18n/navigation'

import { Price } from '@/components/Shop/Price'
import { QuantityStepper } from '@/components/Shop/QuantityStepper.client'
import { ReservedNote } from '@/components/Shop/ReservedNote.client'

type Props = {
  productId: number
  /** Each choice by its English name and options (what the cart is sent), shown by its label and option labels. */
  variations: { name: string; options: string[]; label: string; option_labels: string[] }[]
  /** `en` when the choices are not translated into the page's language. */
  variationsLang?: string
  addons: PresentedAddon[]
  /** What the page shows before a choice: the only SKU of a product without options, or sku 0. */
  initial: SkuResult
  /** The lowest price among the SKUs, shown as "From" until the options are chosen. */
  /** The product's lowest price, shown with its offer from the first paint, until a choice names a SKU. */
  from: { price: number; full_price: number; on_special: boolean }
}

const ADDED_FOR_MS = 3000
const addonInputs = (values: Record<number, AddonInput['value']>): AddonInput[] =>
  Object.entries(values).map(([id, value]) => ({ id: Number(id), value }))

/**
 * Options, extras, quantity and "Add to cart". Every change asks the server for the SKU of the
 * choice (its price with extras, and whether it is in stock); the button follows the answer.
 */
export function BuyBox({ productId, variations, variationsLang, addons, initial, from }: Props) {
  const t = useTranslations('shop')
  const errorText = useApiErrorText()
  const [choice, setChoice] = useState<Record<string, string>>({})
  const [extras, setExtras] = useState<Record<number, AddonInput['value']>>({})
  const [qty, setQty] = useState(1)
  const [result, setResult] = useState<SkuResult>(initial)
  const [problem, setProblem] = useState('')
  const [note, setNote] = useState('')
  const [added, setAdded] = useState(false)
  const [addedOnce, setAddedOnce] = useState(false)
  const [busy, setBusy] = useState(false)
  const changed = useRef(false)
  const latest = useRef(0)

  useEffect(() => {
    if (!changed.current) return
    const call = ++latest.current
    const timer = setTimeout(async () => {
      const response = await api.call('/sell/cart/searchsku', {
        body: {
          product: productId,
          variations: Object.entries(choice).map(([name, value]) => ({ name, value })),
          addons: addonInputs(extras),
        },
      })
      if (call !== latest.current) return
      if (response.ok) {
        setResult(response.data)
        setProblem('')
      } else {
        setResult((r) => ({ ...r, sku: 0 }))
        setProblem(errorText(response))
      }
    }, 150)
    return () => clearTimeout(timer)
  }, [choice, extras, productId, errorText])

  useEffect(() => {
    if (!added) return
    const timer = setTimeout(() => setAdded(false), ADDED_FOR_MS)
    return () => clearTimeout(timer)
  }, [added])

  const choose = (name: string, value: string) => {
    changed.current = true
    setChoice((c) => ({ ...c, [name]: value }))
  }
  const setExtra = (id: number, value: AddonInput['value']) => {
    changed.current = true
    setExtras((e) => ({ ...e, [id]: value }))
  }

  async function addToCart() {
    setBusy(true)
    setNote('')
    const response = await changeCart('cartAdd', { sku: result.sku, qty, addons: addonInputs(extras) })
    setBusy(false)
    if (!response.ok) return setProblem(errorText(response))
    setProblem('')
    setAdded(true)
    setAddedOnce(true)
    const item = response.data.item
    if (item && item.can_purchase_qty < item.qty)
      setNote(t('buyBox.capped', { available: item.can_purchase_qty, inCart: item.qty }))
    // Any other word from the server (the quantity it capped at the stock) is shown as it says it.
    else if (response.data.message && !/added/i.test(response.data.message)) setNote(response.data.message)
  }

  const chosen = result.sku > 0
  const onSale = chosen ? result.on_special && result.in_stock : from.on_special
  const label = t(
    added
      ? 'buyBox.addedToCart'
      : !chosen
        ? 'buyBox.selectOptions'
        : result.in_stock
          ? 'buyBox.addToCart'
          : result.availability === 'reserved'
            ? 'buyBox.reserved'
            : result.availability === 'sold'
              ? 'buyBox.sold'
              : 'buyBox.outOfStock',
  )

  return (
    <div className="space-y-6" data-testid="buy-box" data-sku={result.sku}>
      <div className="flex flex-wrap items-center gap-3 text-2xl">
        {chosen ? (
          <Price price={result.price_each} fullPrice={result.full_price_each} />
        ) : (
          <Price price={from.price} fullPrice={from.full_price} from />
        )}
        {onSale ? (
          <span
            className="rounded-full bg-danger px-3 py-1 text-xs font-medium tracking-wide text-paper"
            data-testid="sale-badge"
          >
            {t('badges.sale')}
          </span>
        ) : null}
      </div>

      {variations.map((variation) => (
        <fieldset key={variation.name} className="space-y-2" lang={variationsLang}>
          <legend className="eyebrow">{variation.label}</legend>
          <div className="flex flex-wrap gap-2">
            {variation.options.map((option, i) => (
              <label
                key={option}
                className="cursor-pointer rounded-full border border-ink/20 px-4 py-2 text-sm has-checked:border-ink has-checked:bg-ink has-checked:text-paper has-focus-visible:outline-2 has-focus-visible:outline-accent dark:border-mist/30 dark:has-checked:border-ochre dark:has-checked:bg-ochre dark:has-checked:text-night"
              >
                <input
                  type="radio"
                  name={`option-${variation.name}`}
                  value={option}
                  checked={choice[variation.name] === option}
                  onChange={() => choose(variation.name, option)}
                  className="sr-only"
                />
                {variation.option_labels[i] ?? option}
              </label>
            ))}
          </div>
        </fieldset>
      ))}

      {addons.map((addon) => (
        <AddonField
          key={addon.id}
          addon={addon}
          value={extras[addon.id] ?? null}
          onChange={(value) => setExtra(addon.id, value)}
        />
      ))}

      <div className="flex flex-wrap items-center gap-3">
        <QuantityStepper
          value={qty}
          onChange={setQty}
          label={t('buyBox.quantity')}
          fewerLabel={t('buyBox.fewer')}
          moreLabel={t('buyBox.more')}
        />
        <button
          type="button"
          className={`button-primary min-w-44 disabled:cursor-not-allowed ${added ? '' : 'disabled:opacity-50'}`}
          disabled={!chosen || !result.in_stock || busy || added}
          onClick={addToCart}
          data-testid="add-to-cart"
        >
          {label}
        </button>
      </div>
      {chosen && !result.in_stock && result.availability === 'reserved' ? (
        <ReservedNote key={result.sku} sku={result.sku} until={result.reserved_until} />
      ) : null}
      <div aria-live="polite" className="space-y-2 text-sm">
        {problem ? <p className="text-danger dark:text-[#f2a39c]">{problem}</p> : null}
        {note ? <p className="text-soft">{note}</p> : null}
        {addedOnce ? (
          <Link
            href="/checkout"
            className="inline-block font-medium text-accent underline dark:text-ochre"
            data-testid="checkout-now"
          >
            {t('buyBox.checkoutNow')}
          </Link>
        ) : null}
      </div>
    </div>
  )
}

function AddonField({
  addon,
  value,
  onChange,
}: {
  addon: PresentedAddon
  value: AddonInput['value']
  onChange: (value: AddonInput['value']) => void
}) {
  const t = useTranslations('shop.addons')
  const locale = useLocale()
  // An extra's name with its price when it costs something: "Gift wrapping (+$8.00)".
  const withPrice = (name: string, price: number) =>
    price > 0 ? t('withPrice', { name, price: formatPrice(price, locale) }) : name
  const field = 'w-full rounded-md border border-ink/20 bg-transparent px-3 text-sm dark:border-mist/30'
  // A select gets a set height and no padding above and below: with padding, Chromium places Arabic
  // text (drawn in a fallback font taller than Inter) too low and cuts off its lower half.
  switch (addon.type) {
    case 'Checkbox':
      return (
        <label className="flex items-center gap-3 text-sm">
          <input
            type="checkbox"
            checked={value === true}
            onChange={(e) => onChange(e.target.checked)}
            className="size-4 accent-accent"
          />
          {withPrice(addon.name, addon.price)}
        </label>
      )
    case 'Dropdown':
      return (
        <label className="block space-y-2 text-sm">
          <span className="eyebrow">{addon.name}</span>
          <select
            value={typeof value === 'string' ? value : ''}
            onChange={(e) => onChange(e.target.value || null)}
            className={`${field} h-10`}
          >
            <option value="">{t('noPreference')}</option>
            {addon.options.map((o) => (
              <option key={o.label} value={o.label}>
                {withPrice(o.label, o.price)}
              </option>
            ))}
          </select>
        </label>
      )
    case 'Qty':
      return (
        <div className="space-y-2 text-sm">
          <span className="eyebrow block">
            {addon.price > 0
              ? t('withPriceEach', { name: addon.name, price: formatPrice(addon.price, locale) })
              : addon.name}
          </span>
          <QuantityStepper
            value={typeof value === 'number' ? value : addon.min_qty}
            min={addon.min_qty}
            max={addon.max_qty}
            onChange={onChange}
            label={addon.name}
            fewerLabel={t('fewer', { name: addon.name })}
            moreLabel={t('more', { name: addon.name })}
          />
        </div>
      )
    case 'Text':
      return (
        <label className="block space-y-2 text-sm">
          <span className="eyebrow">{withPrice(addon.name, addon.price)}</span>
          <textarea
            value={typeof value === 'string' ? value : ''}
            maxLength={addon.max_length}
            rows={2}
            onChange={(e) => onChange(e.target.value)}
            className={`${field} py-2`}
          />
        </label>
      )
  }
}
