import type { SkuAvailability } from '@/commerce/availability/availability'
import type { PresentedProduct } from '@/commerce/present-product'
import { langOf } from '@/i18n/in-english'

/** A product as its page shows it: with the word for its only SKU (src/data/shop.ts). */
export type ShownProduct = PresentedProduct & { availability: SkuAvailability }

/** What a product's buy box starts from, wherever it is placed: its page or a page's product widget. */
export function buyBoxProps(product: ShownProduct) {
  return {
    productId: product.id,
    variations: product.variations,
    variationsLang: langOf(product.in_english, 'variations'),
    addons: [...product.addons, ...product.groupaddons],
    initial: product.sku
      ? {
          sku: product.sku,
          price_each: product.price,
          full_price_each: product.full_price,
          on_special: product.is_on_special,
          in_stock: product.in_stock,
          ...product.availability,
        }
      : {
          sku: 0,
          price_each: 0,
          full_price_each: 0,
          on_special: false,
          in_stock: false,
          availability: 'out_of_stock' as const,
          reserved_until: null,
        },
    from: {
      price: product.price,
      full_price: product.full_price,
      on_special: product.in_stock && product.is_on_special,
    },
  }
}
