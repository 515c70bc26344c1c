import type { Payload } from 'payload'

import { resolveAddons } from '@/commerce/addon-choices'
import type { CartRef, StoredLine } from '@/commerce/cart/cart-session'
import { getCatalogue } from '@/commerce/catalogue'
import { toCents, toDollars } from '@/commerce/money'
import { addonsOf } from '@/commerce/present-product'
import { priceLine, priceOrder } from '@/commerce/pricing'
import { isOnSpecial } from '@/commerce/product-pricing'
import { relationId } from '@/lib/relation-id'
import { toImage } from '@/media/image'
import type { Media } from '@/payload-types'

const CART_IMAGE = { aspect: '1x1', width: 300 } as const

/**
 * The spec's Cart for one cart: its lines priced from the shop as it is now (the cart stores
 * SKUs, quantities and addon choices only), how many of each can be bought, and the totals.
 * Shipping, promotions and payment come with checkout; until then they are zero or empty.
 */
export async function viewCart(payload: Payload, cart: Pick<CartRef, 'sessionKey'>, lines: StoredLine[]) {
  const catalogue = await getCatalogue(payload)
  const found = lines.flatMap((line) => {
    const sku = catalogue.skus.get(line.sku)
    if (!sku) return []
    const product = catalogue.byId.get(relationId(sku.product) ?? -1)
    const { addons, groupaddons } = product ? addonsOf(product, catalogue) : { addons: [], groupaddons: [] }
    // Each stored choice is priced again; one the shop no longer offers is left out.
    const chosen = line.addons.flatMap((value) => {
      const resolved = resolveAddons(
        [...addons, ...groupaddons].filter((a) => a.id === value.id),
        [value],
      )
      return resolved.ok ? resolved.chosen : []
    })
    return [{ line, sku, product, chosen }]
  })
  const priced = priceOrder({
    lines: found.map(({ line, sku, chosen }) => ({
      unitCents: toCents(sku.price),
      qty: line.qty,
      addonCents: chosen.map((a) => a.cents),
    })),
    // No address before checkout: the cart shows the GST of an Australian delivery, the usual case.
    destination: { export: false },
  })
  const items = found.map(({ line, sku, product, chosen }, index) => {
    const { eachCents, totalCents } = priced.lines[index]
    const full = priceLine({
      unitCents: Math.max(toCents(sku.full_price), toCents(sku.price)),
      qty: line.qty,
      addonCents: chosen.map((a) => a.cents),
    })
    const image = toImage(product?.images?.[0]?.image as Media | undefined, CART_IMAGE)
    const canBuy = product ? Math.min(line.qty, Math.max(0, sku.stock)) : 0
    return {
      id: line.id,
      url: product ? `/product/${product.slug}` : '',
      name: [product?.name ?? 'No longer available', sku.options_label !== 'Single' ? sku.options_label : '']
        .filter(Boolean)
        .join(' — '),
      product_name: product?.name ?? 'No longer available',
      options_label: sku.options_label && sku.options_label !== 'Single' ? sku.options_label : '',
      sku_id: sku.id,
      sku: { code: sku.code },
      addons: chosen.map((a) => ({
        id: a.id,
        name: a.name,
        value: a.value,
        label: a.label,
        price: toDollars(a.cents),
      })),
      qty: line.qty,
      price: toDollars(eachCents),
      full_price: toDollars(full.eachCents),
      on_special: isOnSpecial(sku),
      image,
      img: image ? { url: image.url, webp_url: image.webp_url, placeholder: image.placeholder } : null,
      subtotal: toDollars(totalCents),
      can_purchase_qty: canBuy,
      in_stock: canBuy > 0,
    }
  })
  return {
    item_count: items.reduce((sum, i) => sum + i.qty, 0),
    items,
    subtotal: toDollars(priced.subtotalCents),
    sessionKey: cart.sessionKey,
    hasCartItems: items.length > 0,
    all_in_stock: items.every((i) => i.can_purchase_qty >= i.qty),
    promotion_code: '',
    discount_amount: toDollars(priced.discountCents),
    shipping_amount: toDollars(priced.shippingCents),
    total_amount: toDollars(priced.totalCents),
    total_tax: toDollars(priced.gstCents),
    payment_types: [] as string[],
  }
}
