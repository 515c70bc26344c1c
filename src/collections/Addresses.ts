import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/is-admin'
import { studioAccess } from '@/collections/content-access'
import { validateEmail } from '@/fields/validate-email'

/** The spec's Address: one entry of a customer's address book. */
export const Addresses: CollectionConfig = {
  slug: 'addresses',
  admin: {
    group: 'Orders',
    useAsTitle: 'display_name',
    defaultColumns: ['display_name', 'owner', 'city', 'enabled'],
  },
  // The address book is the customer's through the v1 API, which checks the owner itself.
  access: studioAccess(isAdmin),
  fields: [
    { name: 'owner', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'enabled', type: 'checkbox', defaultValue: true, index: true },
    { name: 'display_name', type: 'text', maxLength: 200 },
    {
      type: 'row',
      fields: [
        { name: 'first_name', type: 'text', maxLength: 100 },
        { name: 'last_name', type: 'text', maxLength: 100 },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'email', type: 'email', validate: validateEmail },
        { name: 'phone', type: 'text', maxLength: 40 },
      ],
    },
    { name: 'company', type: 'text', maxLength: 200 },
    { name: 'street_address', type: 'text', maxLength: 200 },
    { name: 'street_address_1', type: 'text', maxLength: 200 },
    {
      type: 'row',
      fields: [
        { name: 'postcode', type: 'text', maxLength: 20 },
        { name: 'city', type: 'text', maxLength: 100 },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'state', type: 'text', maxLength: 100 },
        { name: 'country', type: 'text', maxLength: 100, defaultValue: 'Australia' },
      ],
    },
  ],
}
