import type { Field } from 'payload'

import { formatCents } from '@/commerce/money'
import type { Order } from '@/payload-types'

/**
 * An amount as the artist reads it: stored in whole cents (hidden), shown beside it as dollars
 * ("$980.00") in a read-only field computed when the order is read.
 */
export const money = (name: `${string}_cents`, shownAs: string, label: string): Field[] => [
  { name, type: 'number', defaultValue: 0, admin: { hidden: true } },
  {
    name: shownAs,
    label,
    type: 'text',
    virtual: true,
    admin: { readOnly: true },
    hooks: { afterRead: [({ siblingData }) => formatCents(Number(siblingData?.[name] ?? 0))] },
  },
]

/** An order's delivery address as the lines of an envelope: name, company, street, town, country, phone. */
export function orderAddressLines(address: Order['address'] | undefined): string[] {
  const a = address ?? {}
  return [
    [a.first_name, a.last_name].filter(Boolean).join(' '),
    a.company,
    a.street_address,
    a.street_address_1,
    [a.city, a.state, a.postcode].filter(Boolean).join(' '),
    a.country,
    a.phone,
  ].filter((line): line is string => Boolean(line))
}

/** The delivery address as lines, for reading at a glance (the stored address is a group of fields). */
export const shownAddress: Field = {
  name: 'delivery_address',
  type: 'textarea',
  virtual: true,
  admin: { readOnly: true, rows: 5, condition: (data) => !data?.is_pick_up },
  hooks: {
    afterRead: [({ siblingData }) => orderAddressLines((siblingData as Partial<Order>)?.address).join('\n')],
  },
}
