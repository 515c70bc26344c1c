import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/is-admin'
import { studioAccess } from '@/collections/content-access'

/**
 * A cart: a signed-in customer's, or an anonymous visitor's, reached by the session key the
 * visitor holds (only its hash is stored). It holds SKUs and quantities; prices are looked up
 * each time the cart is read. Carts are changed through the cart calls only.
 */
export const Carts: CollectionConfig = {
  slug: 'carts',
  // Internal: carts come and go with visitors; an order keeps what was bought.
  admin: { group: 'Shop', hidden: true, useAsTitle: 'id', defaultColumns: ['id', 'user', 'updatedAt'] },
  access: studioAccess(isAdmin),
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', unique: true, index: true },
    { name: 'session_hash', type: 'text', unique: true, index: true, admin: { hidden: true } },
    { name: 'items', type: 'join', collection: 'cart-items', on: 'cart' },
  ],
}

/** One line of a cart: a SKU, how many, and the addons chosen with it. */
export const CartItems: CollectionConfig = {
  slug: 'cart-items',
  admin: { group: 'Shop', hidden: true },
  access: studioAccess(isAdmin),
  fields: [
    { name: 'cart', type: 'relationship', relationTo: 'carts', required: true, index: true },
    { name: 'sku', type: 'relationship', relationTo: 'skus', required: true },
    { name: 'qty', type: 'number', required: true, min: 1, max: 999 },
    { name: 'addons', type: 'json' },
    // The cart, SKU and addons in one value, unique: the same choice added twice is one line.
    { name: 'line_key', type: 'text', required: true, unique: true },
  ],
}
