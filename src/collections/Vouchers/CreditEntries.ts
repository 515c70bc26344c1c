import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/is-admin'
import { nobody } from '@/access/nobody'
import { moveBalanceForEntry } from '@/commerce/credit/credit-ledger'
import { creditReasons } from '@/commerce/credit/credit-reasons'

import { money } from '@/collections/Orders/shown-fields'

/**
 * The store-credit ledger: every change of a customer's balance, with what caused it. The
 * balance itself is kept on the customer (`users.credit_cents`) and moved by the entry's own
 * save (moveBalanceForEntry), by a conditional statement that never takes it below zero. The studio
 * adds an entry (an adjustment) to give or take credit by hand; entries are never changed.
 */
export const CreditEntries: CollectionConfig = {
  slug: 'credit-entries',
  labels: { singular: 'Store credit entry', plural: 'Store credit' },
  admin: {
    group: 'Orders',
    useAsTitle: 'reason',
    defaultColumns: ['user', 'amount', 'reason', 'balance_after', 'createdAt'],
    description:
      'Every change of a customer’s store credit. Add an entry to give credit (a positive amount) or take it back (negative).',
  },
  access: { read: isAdmin, create: isAdmin, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  hooks: { beforeChange: [moveBalanceForEntry] },
  fields: [
    { name: 'user', label: 'Customer', type: 'relationship', relationTo: 'users', required: true, index: true },
    {
      name: 'amount_dollars',
      label: 'Amount (AUD)',
      type: 'number',
      virtual: true,
      admin: { condition: (_, __, { operation }) => operation === 'create', step: 0.01 },
    },
    ...money('amount_cents', 'amount', 'Amount'),
    ...money('balance_after_cents', 'balance_after', 'Balance after'),
    {
      name: 'reason',
      type: 'select',
      required: true,
      defaultValue: 'adjustment',
      options: creditReasons.map((value) => ({
        value,
        label: {
          voucher: 'Gift voucher redeemed',
          order: 'Spent on an order',
          order_returned: 'Order not paid: credit returned',
          refund: 'Order refunded',
          voucher_refunded: 'Gift voucher refunded: its credit taken back',
          adjustment: 'Adjustment by the studio',
        }[value],
      })),
      admin: { readOnly: true },
    },
    { name: 'voucher', type: 'relationship', relationTo: 'gift-vouchers', admin: { readOnly: true } },
    { name: 'order', type: 'relationship', relationTo: 'orders', admin: { readOnly: true } },
    { name: 'note', type: 'text', maxLength: 200 },
  ],
}
