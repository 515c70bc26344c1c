import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/is-admin'
import { nobody } from '@/access/nobody'

/**
 * The ledger of every stock change the shop makes: a hold when an order is placed, a release when
 * it lapses or is cancelled, a return when it is refunded. Written with the change, in the same
 * transaction; read-only in the back-office.
 */
export const StockMoves: CollectionConfig = {
  slug: 'stock-moves',
  labels: { singular: 'Stock move', plural: 'Stock moves' },
  admin: { group: 'Orders', defaultColumns: ['sku', 'delta', 'reason', 'order', 'createdAt'] },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'sku', type: 'relationship', relationTo: 'skus', required: true, index: true },
    { name: 'order', type: 'relationship', relationTo: 'orders', index: true },
    { name: 'delta', type: 'number', required: true },
    {
      name: 'reason',
      type: 'select',
      required: true,
      options: ['hold', 'release', 'refund'].map((value) => ({ label: value, value })),
    },
  ],
}
