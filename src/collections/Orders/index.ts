import type { CollectionConfig, Field } from 'payload'

import { isAdmin } from '@/access/is-admin'
import { nobody } from '@/access/nobody'
import { orderStatuses } from '@/commerce/orders/order-state'

import { applyStatusChange } from '@/collections/Orders/status-change'
import { checkDispatch } from '@/collections/Orders/check-dispatch'
import { notifyDispatched } from '@/collections/Orders/notify-dispatched'
import { refundEndpoint } from '@/collections/Orders/refund-endpoint'
import { money, shownAddress } from '@/collections/Orders/shown-fields'
import { payableFields } from '@/fields/payable-fields'
import { statusWord } from '@/studio/status-word'
import { validateEmail } from '@/fields/validate-email'

const readOnly = { readOnly: true }
const addressText = (name: string): Field => ({ name, type: 'text', maxLength: 200, admin: readOnly })

/**
 * An order: the lines as sold (name, options, price at the time), the figures the server worked
 * out, the delivery address as it was, and where it stands. Made by the checkout only; the artist
 * moves it along (packed, dispatched with a tracking number, collected) and may cancel or refund
 * it, which goes through the payment gateway and puts the stock back.
 */
export const Orders: CollectionConfig = {
  slug: 'orders',
  admin: {
    group: 'Orders',
    useAsTitle: 'reference',
    listSearchableFields: ['reference', 'email', 'customer_name'],
    defaultColumns: ['reference', 'createdAt', 'customer_name', 'total', 'status'],
    components: {
      beforeListTable: [
        '@/components/Studio/OrderStatusFilter#OrderStatusFilter',
        '@/components/Studio/Downloads.client#OrdersDownload',
      ],
    },
  },
  access: { read: isAdmin, create: nobody, update: isAdmin, delete: nobody },
  defaultSort: '-createdAt',
  hooks: { beforeChange: [applyStatusChange, checkDispatch], afterChange: [notifyDispatched] },
  endpoints: [refundEndpoint],
  fields: [
    // The order as the studio works from it (src/components/Studio/OrderWork.tsx); the fields below it as recorded.
    { name: 'work', type: 'ui', admin: { components: { Field: '@/components/Studio/OrderWork#OrderWork' } } },
    { name: 'artist_notes', type: 'textarea', maxLength: 4000, admin: { description: 'Only you see these.' } },
    {
      type: 'collapsible',
      label: 'Status and everything recorded',
      admin: {
        initCollapsed: true,
        description: 'The buttons above move an order along; change the status here only to correct a slip.',
      },
      fields: [
        { name: 'reference', type: 'text', index: true, admin: readOnly },
        {
          type: 'row',
          fields: [
            {
              name: 'status',
              type: 'select',
              required: true,
              defaultValue: 'awaiting_payment',
              index: true,
              options: orderStatuses.map((value) => ({ label: statusWord(value), value })),
              admin: { width: '50%', components: { Cell: '@/components/Studio/OrderStatusCell#OrderStatusCell' } },
            },
            { name: 'tracking_number', type: 'text', maxLength: 80, admin: { width: '50%' } },
          ],
        },
        {
          name: 'refund_reason',
          type: 'textarea',
          maxLength: 1000,
          admin: {
            description: 'Optional, when you refund the order: the customer reads it in the refund e-mail.',
            condition: (_, sibling) =>
              sibling?.status === 'refunded' ||
              sibling?.status === 'paid' ||
              sibling?.status === 'packed' ||
              sibling?.status === 'dispatched' ||
              sibling?.status === 'collected',
          },
        },
        {
          type: 'row',
          fields: [
            { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true, admin: readOnly },
            { name: 'email', type: 'email', required: true, validate: validateEmail, admin: readOnly },
            { name: 'customer_name', type: 'text', admin: readOnly },
          ],
        },
        { name: 'locale', type: 'text', defaultValue: 'en', admin: { hidden: true } },
        {
          name: 'lines',
          type: 'array',
          admin: readOnly,
          fields: [
            { name: 'sku', type: 'relationship', relationTo: 'skus', admin: readOnly },
            { name: 'product', type: 'relationship', relationTo: 'products', admin: readOnly },
            { name: 'code', type: 'text', admin: readOnly },
            { name: 'name', type: 'text', required: true, admin: readOnly },
            { name: 'options_label', type: 'text', admin: readOnly },
            { name: 'addons', type: 'text', admin: readOnly },
            { name: 'qty', type: 'number', required: true, admin: readOnly },
            ...money('unit_cents', 'each', 'Each'),
            ...money('total_cents', 'line_total', 'Line total'),
            { name: 'is_original', type: 'checkbox', admin: readOnly },
          ],
        },
        {
          type: 'row',
          fields: [
            ...money('subtotal_cents', 'subtotal', 'Subtotal'),
            ...money('discount_cents', 'discount', 'Discount'),
            ...money('shipping_cents', 'shipping', 'Shipping'),
            ...money('surcharge_cents', 'surcharge', 'Surcharge'),
            ...money('gst_cents', 'gst', 'GST included'),
            ...money('total_cents', 'total', 'Total'),
            ...money('credit_cents', 'credit', 'Paid with store credit'),
          ],
        },
        { name: 'is_export', type: 'checkbox', admin: { readOnly: true, description: 'Delivered abroad: GST-free.' } },
        {
          type: 'row',
          fields: [
            { name: 'promotion', type: 'relationship', relationTo: 'promotions', admin: readOnly },
            { name: 'promotion_code', type: 'text', admin: readOnly },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'shipping_type', type: 'relationship', relationTo: 'shipping-types', admin: readOnly },
            { name: 'shipping_quote', type: 'relationship', relationTo: 'shipping-quotes', admin: readOnly },
            { name: 'shipping_name', type: 'text', admin: readOnly },
            { name: 'is_pick_up', type: 'checkbox', admin: readOnly },
          ],
        },
        shownAddress,
        {
          name: 'address',
          type: 'group',
          // Shown as `delivery_address` above: the back-office draws a group of read-only fields empty.
          admin: { hidden: true },
          fields: [
            addressText('first_name'),
            addressText('last_name'),
            addressText('company'),
            addressText('street_address'),
            addressText('street_address_1'),
            addressText('city'),
            addressText('state'),
            addressText('postcode'),
            addressText('country'),
            addressText('country_code'),
            addressText('phone'),
          ],
        },
        {
          name: 'note',
          type: 'textarea',
          maxLength: 2000,
          admin: { readOnly: true, description: 'From the customer.' },
        },
        { name: 'marketing_opt_in', type: 'checkbox', admin: readOnly },
        {
          type: 'collapsible',
          label: 'Payment',
          admin: { initCollapsed: true },
          fields: [
            ...payableFields('order'),
            { name: 'hold_until', type: 'date', admin: readOnly },
            { name: 'dispatched_at', type: 'date', admin: readOnly },
            {
              name: 'cancel_reason',
              type: 'select',
              options: ['lapsed', 'superseded', 'declined', 'artist'].map((value) => ({ label: value, value })),
              admin: readOnly,
            },
            // When the store credit it spent went back to the customer: set once, by whoever returns it.
            { name: 'credit_returned_at', type: 'date', admin: { hidden: true } },
            // Whether this order still holds stock: cleared exactly once, by whoever gives the stock back.
            { name: 'stock_held', type: 'checkbox', defaultValue: false, admin: { hidden: true } },
            { name: 'cart', type: 'relationship', relationTo: 'carts', admin: { hidden: true } },
            // The cart's contents and the customer's choices, so a repeated "Place order" finds this order.
            { name: 'checkout_key', type: 'text', index: true, admin: { hidden: true } },
          ],
        },
      ],
    },
  ],
}
