import type { presentProduct } from '@/commerce/present-product'

type Product = ReturnType<typeof presentProduct>

/** What a product's buy box starts from, wherever it is placed: its page or a page's product widget. */
export function buyBoxProps(product: Product) {
  return {
    productId: product.id,
    variations: product.variations,
    addons: [...product.addons, ...product.groupaddons],
    initial: product.sku
      ? {
          sku: product.sku,
          price_each: product.price,
          full_price_each: product.full_price,
          on_special: product.is_on_special,
          in_stock: product.in_stock,
        }
      : { sku: 0, price_each: 0, full_price_each: 0, on_special: false, in_stock: false },
    from: {
      price: product.price,
      full_price: product.full_price,
      on_special: product.in_stock && product.is_on_special,
    },
  }
}
