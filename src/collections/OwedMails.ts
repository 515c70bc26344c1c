import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/is-admin'
import { nobody } from '@/access/nobody'
import { owedMailStatuses } from '@/mail/outbox/owed-mail'

const readOnly = { readOnly: true }

/**
 * The durable outbox: every mail a committed change owes (an order's confirmation, a gift voucher's
 * code, a refund's notice), written in the same transaction as the change and delivered by the
 * outbox runner (src/mail/outbox/deliver-owed-mail.ts), retried with backoff until the mail server
 * takes it. The studio reads it to see what went out and what could not.
 */
export const OwedMails: CollectionConfig = {
  slug: 'owed-mails',
  labels: { singular: 'Outgoing mail', plural: 'Outgoing mail' },
  admin: {
    group: 'Settings',
    useAsTitle: 'kind',
    defaultColumns: ['kind', 'subject', 'status', 'attempts', 'sent_at', 'createdAt'],
    description: 'Mail the shop owes its customers and the studio, and whether it went out.',
  },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  fields: [
    { name: 'kind', type: 'text', required: true, admin: readOnly },
    {
      name: 'subject',
      type: 'number',
      required: true,
      admin: { readOnly: true, description: 'The order, voucher, form answer or quote it is about.' },
    },
    // One mail per (kind, subject, occasion): a second write of the same change adds nothing.
    { name: 'dedupe_key', type: 'text', required: true, unique: true, admin: { hidden: true } },
    // What the mail needs beyond its subject (a refund's amount); cleared once it is sent.
    { name: 'data', type: 'json', admin: { hidden: true } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: owedMailStatuses.map((value) => ({ label: value, value })),
      admin: readOnly,
    },
    { name: 'attempts', type: 'number', defaultValue: 0, admin: readOnly },
    { name: 'next_attempt_at', type: 'date', index: true, admin: readOnly },
    // A runner's lease on the row while it sends: another runner takes it only once the lease ran out.
    { name: 'claimed_until', type: 'date', admin: { hidden: true } },
    // The address a visitor typed for someone else (a voucher's recipient, a quote's customer):
    // mails to it are counted against its limits (src/mail/outbox/recipient-limits.ts).
    { name: 'recipient', type: 'text', index: true, admin: readOnly },
    {
      name: 'held_until',
      type: 'date',
      admin: { readOnly: true, description: 'Held back because its address had all the mail it may get in a day.' },
    },
    { name: 'last_error', type: 'textarea', admin: readOnly },
    { name: 'sent_at', type: 'date', admin: readOnly },
  ],
}
