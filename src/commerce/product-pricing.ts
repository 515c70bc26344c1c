import { toCents, toDollars } from '@/commerce/money'

type PricedSku = { price: number; full_price?: number | null; stock: number }

/** A SKU is on special while its full price is above its price. */
export const isOnSpecial = (sku: PricedSku) => toCents(sku.full_price) > toCents(sku.price)

/**
 * What a product shows before options are chosen: the price of its cheapest SKU in stock (of
 * any SKU when all are sold), with that SKU's full price; in stock while any SKU is; on special
 * while a SKU in stock is.
 */
export function productPrice(skus: PricedSku[]) {
  const inStock = skus.filter((s) => s.stock > 0)
  const pool = inStock.length ? inStock : skus
  const cheapest = [...pool].sort((a, b) => toCents(a.price) - toCents(b.price))[0]
  if (!cheapest) return { price: 0, full_price: 0, in_stock: false, is_on_special: false }
  return {
    price: toDollars(toCents(cheapest.price)),
    full_price: toDollars(Math.max(toCents(cheapest.full_price), toCents(cheapest.price))),
    in_stock: inStock.length > 0,
    is_on_special: inStock.some(isOnSpecial),
  }
}
