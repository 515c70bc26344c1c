import type { Field } from 'payload'

import { isAdminField } from '@/access/is-admin'

/**
 * Where an import found the product (`shopify:gum-blossom-print`), what the file said of it then,
 * and the pictures it fetched by address: a second import of the same file finds the product by
 * its key, changes nothing when the file's product is the same, and fetches no picture twice.
 */
export const importedField: Field = {
  name: 'imported',
  type: 'group',
  // The studio's own record: not part of what the shop shows of a product.
  access: { read: isAdminField, create: isAdminField, update: isAdminField },
  admin: { position: 'sidebar', condition: (data) => Boolean(data?.imported?.key) },
  fields: [
    {
      name: 'key',
      type: 'text',
      index: true,
      label: 'Imported from',
      admin: { readOnly: true, description: 'A new import of the same shop’s file updates this product.' },
    },
    { name: 'fingerprint', type: 'text', admin: { hidden: true } },
    { name: 'pictures', type: 'json', admin: { hidden: true } },
  ],
}
