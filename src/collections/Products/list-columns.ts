import type { Field } from 'payload'

const column = (name: string, label: string, cell: string): Field => ({
  name,
  type: 'ui',
  label,
  admin: { components: { Cell: `@/components/Studio/ProductCells#${cell}` } },
})

/** Columns of the products list drawn from the product's pictures and SKUs; nothing on the edit screen. */
export const productListColumns: Field[] = [
  column('list_picture', 'Picture', 'ProductPictureCell'),
  column('list_price', 'Price', 'ProductPriceCell'),
  column('list_stock', 'Stock', 'ProductStockCell'),
]
