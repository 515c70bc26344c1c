import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/is-admin'
import { nobody } from '@/access/nobody'

const readOnly = { readOnly: true }

/**
 * "E-mail me if it becomes available": an address left on the page of a piece held in someone
 * else's checkout. When the hold lapses, one mail is owed to it in the same transaction and the
 * entry goes; when the piece is paid for, the entry goes without a mail. The address is kept for
 * nothing else (src/commerce/availability/stock-alerts.ts).
 */
export const StockAlerts: CollectionConfig = {
  slug: 'stock-alerts',
  labels: { singular: 'Availability request', plural: 'Availability requests' },
  admin: {
    group: 'Orders',
    useAsTitle: 'email',
    defaultColumns: ['email', 'sku', 'locale', 'createdAt'],
    description: 'Visitors waiting to hear whether a reserved piece becomes available. Each gets one mail.',
  },
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  fields: [
    { name: 'sku', type: 'relationship', relationTo: 'skus', required: true, index: true, admin: readOnly },
    { name: 'email', type: 'email', required: true, admin: readOnly },
    { name: 'locale', type: 'text', required: true, admin: readOnly },
    // One request per piece and address: asking again adds nothing.
    { name: 'key', type: 'text', required: true, unique: true, admin: { hidden: true } },
  ],
}
