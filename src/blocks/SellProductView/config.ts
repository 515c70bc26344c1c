import type { Block } from 'payload'

import { widgetStyle } from '@/blocks/shared-fields'

/** tpl/sell_product_view: one product with its buy box, on any page. */
export const SellProductViewBlock: Block = {
  slug: 'tplSellProductView',
  interfaceName: 'TplSellProductViewWidget',
  labels: { singular: 'Product view', plural: 'Product view' },
  fields: [{ name: 'product', type: 'relationship', relationTo: 'products', required: true }, widgetStyle],
}
