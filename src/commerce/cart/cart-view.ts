import type { presentAddress } from '@/accounts/addresses'
import type { CartRef, StoredLine } from '@/commerce/cart/cart-session'
import { chosenLabel, type ChosenAddon } from '@/commerce/addon-choices'
import { getCatalogue } from '@/commerce/catalogue'
import { priceCheckout, type CheckoutChoices } from '@/commerce/checkout/price-checkout'
import { toCents, toDollars } from '@/commerce/money'
import { gstIncluded, priceLine } from '@/commerce/pricing'
import { optionsLabelIn } from '@/commerce/present-product'
import { isOnSpecial } from '@/commerce/product-pricing'
import { DEFAULT_LOCALE } from '@/i18n/locales'
import { serverTranslator } from '@/i18n/server-messages'
import { inLanguage } from '@/i18n/translations'
import type { Db } from '@/lib/database/sql'
import { toImage } from '@/media/image'
import type { Media } from '@/payload-types'

const CART_IMAGE = { aspect: '1x1', width: 300 } as const

/** What a cart view says besides its lines: the payment types, the hold, the address book. */
export type CartExtras = {
  paymentTypes: string[]
  /** The signed-in customer's store credit, which the checkout may spend. */
  storeCreditCents: number
  holdMinutes: number
  holdUntil: string | null
  held: Map<number, number>
  heldOriginals: number[]
  addresses: ReturnType<typeof presentAddress>[]
}

/**
 * The spec's Cart for one cart: its lines priced from the shop as it is now (the cart stores
 * SKUs, quantities and addon choices only), how many of each can be bought, and the totals with
 * the checkout's choices (address, shipping, promotion) applied by the server.
 */
export async function viewCart(
  db: Db,
  cart: Pick<CartRef, 'sessionKey'>,
  lines: StoredLine[],
  choices: CheckoutChoices,
  extras: CartExtras,
) {
  const locale = choices.locale ?? DEFAULT_LOCALE
  const [priced, catalogue, t] = await Promise.all([
    priceCheckout(db, lines, choices),
    getCatalogue(db.payload),
    serverTranslator(locale, 'orders'),
  ])
  // The cart names what it holds in the visitor's language; the SKU and addons are stored in English.
  const addonName = (addon: ChosenAddon) => {
    const shopAddon = catalogue.addons.get(addon.id)
    return shopAddon ? inLanguage(shopAddon, locale).doc.name : addon.name
  }
  const exportSale = { export: priced.exportSale }
  const items = priced.lines.map(({ line, sku, product, chosen }, index) => {
    const { eachCents, totalCents } = priced.price.lines[index]
    const full = fullPriceEach(Math.max(toCents(sku.full_price), toCents(sku.price)), chosen, exportSale)
    const image = toImage(product?.images?.[0]?.image as Media | undefined, CART_IMAGE)
    // What the customer's own waiting order holds is theirs to buy, beside the stock left.
    const canBuy = product ? Math.min(line.qty, Math.max(0, sku.stock) + (extras.held.get(sku.id) ?? 0)) : 0
    const optionsLabel =
      product && sku.options?.length
        ? optionsLabelIn(product, sku.options, locale)
        : sku.options_label && sku.options_label !== 'Single'
          ? sku.options_label
          : ''
    const productName = product ? inLanguage(product, locale).doc.name : t('cart.productGone')
    return {
      id: line.id,
      url: product ? `/product/${product.slug}` : '',
      name: [productName, optionsLabel].filter(Boolean).join(' — '),
      product_name: productName,
      options_label: optionsLabel,
      sku_id: sku.id,
      sku: { code: sku.code },
      addons: chosen.map((a) => ({
        id: a.id,
        name: addonName(a),
        value: a.value,
        label: chosenLabel(addonName(a), a.type, a.value),
        price: toDollars(a.cents),
      })),
      qty: line.qty,
      price: toDollars(eachCents),
      full_price: toDollars(full),
      on_special: isOnSpecial(sku),
      image,
      img: image ? { url: image.url, webp_url: image.webp_url, placeholder: image.placeholder } : null,
      subtotal: toDollars(totalCents),
      can_purchase_qty: canBuy,
      in_stock: canBuy > 0,
      is_original: Boolean(sku.is_original),
      held: extras.heldOriginals.includes(sku.id),
    }
  })
  const { price } = priced
  const view = {
    item_count: items.reduce((sum, i) => sum + i.qty, 0),
    items,
    subtotal: toDollars(price.subtotalCents),
    sessionKey: cart.sessionKey,
    hasCartItems: items.length > 0,
    all_in_stock: items.every((i) => i.can_purchase_qty >= i.qty),
    promotion_code: priced.promotion?.code ?? '',
    discount_amount: toDollars(price.discountCents),
    shipping_amount: toDollars(price.shippingCents),
    shipping_type: priced.shipping?.shipping_type_id ?? null,
    shipping_address: priced.address?.id ?? null,
    shipping_options: priced.options.map((option) => ({
      shipping_type_id: option.shipping_type_id,
      shipping_name: option.shipping_name,
      amount: toDollars(option.amountCents),
      is_pick_up: option.is_pick_up,
    })),
    needs_quote: priced.needsQuote,
    is_export: priced.exportSale,
    total_amount: toDollars(price.totalCents),
    total_tax: toDollars(price.gstCents),
    payment_types: extras.storeCreditCents > 0 ? [...extras.paymentTypes, 'credit'] : extras.paymentTypes,
    store_credit: toDollars(extras.storeCreditCents),
    hold_until: extras.holdUntil,
    hold_minutes: extras.holdMinutes,
    addresses: extras.addresses,
  }
  return { view, promotionRefusal: priced.promotionRefusal }
}

/** A line's full (not special) price, each, as the customer would pay it (without GST abroad). */
function fullPriceEach(unitCents: number, chosen: { cents: number }[], destination: { export: boolean }) {
  const each = priceLine({ unitCents, qty: 1, addonCents: chosen.map((a) => a.cents) }).eachCents
  return destination.export ? each - gstIncluded(each, { export: false }) : each
}
