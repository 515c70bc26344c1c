import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/is-admin'
import { nobody, nobodyField } from '@/access/nobody'
import { LOCALES } from '@/i18n/locales'

import { money } from '@/collections/Orders/shown-fields'
import { payableFields } from '@/fields/payable-fields'

import { refundOnStatus } from '@/hooks/refund-on-status'
import { refundVoucher } from '@/commerce/vouchers/refund-voucher'
import { sendAgainAfterSave, takeSendAgain } from '@/collections/Vouchers/send-again'
import { validateEmail } from '@/fields/validate-email'
import { statusWord } from '@/studio/status-word'

const readOnly = { readOnly: true } as const

export const voucherStatuses = ['awaiting_payment', 'paid', 'redeemed', 'cancelled', 'refunded'] as const

/**
 * A gift voucher as sold: its code, amount and design, who bought it and for whom, when it is to
 * be sent, and where it stands (waiting for payment, paid, redeemed into a customer's store
 * credit, cancelled when its payment failed, or refunded). Made by the gift voucher page only
 * (src/commerce/vouchers/buy-voucher.ts); its payment and redemption move it on. The studio may
 * correct the recipient and send the voucher again, and refund it.
 */
export const GiftVouchers: CollectionConfig = {
  slug: 'gift-vouchers',
  labels: { singular: 'Gift voucher', plural: 'Gift vouchers' },
  admin: {
    group: 'Orders',
    useAsTitle: 'reference',
    listSearchableFields: ['reference', 'code', 'email', 'recipient_email'],
    defaultColumns: ['reference', 'amount', 'status', 'email', 'recipient_email', 'createdAt'],
    description: 'Vouchers bought on the gift voucher page. A paid voucher becomes store credit when it is redeemed.',
  },
  access: { read: isAdmin, create: nobody, update: isAdmin, delete: nobody },
  defaultSort: '-createdAt',
  hooks: {
    beforeChange: [
      refundOnStatus({
        collection: 'gift-vouchers',
        table: 'gift_vouchers',
        statusField: 'status',
        refund: refundVoucher,
        marks: ['refunded_at', 'credit_taken_cents', 'credit_owed_cents'],
        refused: 'A voucher’s status changes by its payment and redemption; only Refunded is yours to choose.',
      }),
      takeSendAgain,
    ],
    afterChange: [sendAgainAfterSave],
  },
  fields: [
    { name: 'reference', type: 'text', index: true, access: { update: nobodyField }, admin: readOnly },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'awaiting_payment',
      options: voucherStatuses.map((value) => ({ value, label: statusWord(value) })),
      admin: {
        position: 'sidebar',
        description: 'Choose Refunded to give the money back: whole while unredeemed, or the credit still unspent.',
      },
    },
    {
      name: 'code',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      access: { update: nobodyField },
      admin: { readOnly: true, description: 'What the recipient types to redeem it.' },
    },
    ...money('amount_cents', 'amount', 'Amount'),
    {
      name: 'theme',
      type: 'relationship',
      relationTo: 'voucher-themes',
      access: { update: nobodyField },
      admin: readOnly,
    },
    {
      type: 'row',
      fields: [
        { name: 'user', label: 'Bought by', type: 'relationship', relationTo: 'users', index: true, admin: readOnly },
        { name: 'email', type: 'email', required: true, validate: validateEmail, admin: readOnly },
        { name: 'customer_name', type: 'text', admin: readOnly },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'recipient_name', type: 'text', maxLength: 100 },
        {
          name: 'recipient_email',
          type: 'email',
          validate: validateEmail,
          admin: {
            description: 'Empty: the voucher goes to the buyer. Correct a mistyped address, then send it again.',
          },
        },
      ],
    },
    { name: 'message', type: 'textarea', maxLength: 500 },
    {
      name: 'send_again',
      label: 'Send the voucher e-mail again when saved',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        position: 'sidebar',
        condition: (data) => data?.status === 'paid',
        description: 'To the recipient (or the buyer), with its PDF: for a voucher lost or sent to a wrong address.',
      },
    },
    {
      name: 'send_on',
      type: 'date',
      admin: { readOnly: true, date: { pickerAppearance: 'dayOnly' }, description: 'The day the voucher is e-mailed.' },
    },
    { name: 'sent_at', type: 'date', admin: readOnly },
    { name: 'locale', type: 'select', options: [...LOCALES], defaultValue: 'en', admin: { hidden: true } },
    {
      type: 'row',
      fields: [
        {
          name: 'redeemed_by',
          type: 'relationship',
          relationTo: 'users',
          access: { update: nobodyField },
          admin: readOnly,
        },
        { name: 'redeemed_at', type: 'date', access: { update: nobodyField }, admin: readOnly },
      ],
    },
    {
      type: 'collapsible',
      label: 'Payment',
      admin: { initCollapsed: true },
      fields: [
        ...payableFields('voucher'),
        ...money('credit_taken_cents', 'credit_taken', 'Credit taken back on refund'),
        ...money('credit_owed_cents', 'credit_owed', 'Credit already spent when refunded (owed to you)'),
      ],
    },
  ],
}
