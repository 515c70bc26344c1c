import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/is-admin'
import { nobody, nobodyField } from '@/access/nobody'
import { studioAccess } from '@/collections/content-access'
import { LOCALES } from '@/i18n/locales'
import { validateEmail } from '@/fields/validate-email'

const readOnly = { readOnly: true } as const

/**
 * The newsletter's list: one entry per address and list (the main list, or a group's). An entry
 * starts pending until its address confirms (double opt-in), or subscribed straight away from the
 * checkout's opt-in, whose address is the customer's own. Written only by src/forms/newsletter.ts,
 * apart from the studio removing someone.
 */
export const Subscribers: CollectionConfig = {
  slug: 'subscribers',
  labels: { singular: 'Subscriber', plural: 'Subscribers' },
  admin: {
    group: 'Forms & newsletter',
    useAsTitle: 'email',
    defaultColumns: ['email', 'status', 'source', 'subscribed_at'],
    listSearchableFields: ['email'],
    description: 'Addresses that asked for the newsletter; only “Subscribed” ones confirmed it.',
    components: { beforeListTable: ['@/components/Studio/Downloads.client#SubscribersDownload'] },
  },
  access: { ...studioAccess(isAdmin), create: nobody },
  indexes: [{ fields: ['email', 'list_key'], unique: true }],
  fields: [
    {
      name: 'email',
      type: 'email',
      required: true,
      validate: validateEmail,
      index: true,
      access: { update: nobodyField },
      admin: readOnly,
    },
    {
      name: 'list_key',
      type: 'text',
      required: true,
      defaultValue: 'main',
      access: { update: nobodyField },
      admin: { hidden: true },
    },
    { name: 'group', type: 'relationship', relationTo: 'groups', admin: readOnly },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      options: [
        { label: 'Waiting for confirmation', value: 'pending' },
        { label: 'Subscribed', value: 'subscribed' },
        { label: 'Unsubscribed', value: 'unsubscribed' },
      ],
      admin: { position: 'sidebar' },
    },
    {
      name: 'source',
      type: 'select',
      required: true,
      defaultValue: 'newsletter',
      options: [
        { label: 'Newsletter form', value: 'newsletter' },
        { label: 'Checkout opt-in', value: 'checkout' },
      ],
      admin: { ...readOnly, position: 'sidebar' },
    },
    { name: 'locale', type: 'select', options: [...LOCALES], defaultValue: 'en', admin: readOnly },
    { name: 'subscribed_at', type: 'date', admin: readOnly },
    { name: 'unsubscribed_at', type: 'date', admin: readOnly },
    {
      name: 'confirm_token_hash',
      type: 'text',
      index: true,
      access: { read: nobodyField, update: nobodyField },
      admin: { hidden: true },
    },
    { name: 'confirm_expires_at', type: 'date', access: { update: nobodyField }, admin: { hidden: true } },
    // When the last confirmation link went: one a day at most, however often the address is typed.
    { name: 'confirm_sent_at', type: 'date', access: { update: nobodyField }, admin: { hidden: true } },
  ],
}
