import { formBuilderPlugin } from '@payloadcms/plugin-form-builder'
import type { Field } from 'payload'

import { isAdmin } from '@/access/is-admin'
import { nobody } from '@/access/nobody'
import { publicContentAccess } from '@/collections/content-access'
import { slugSchema } from '@/content/slug'
import { textInEnglishFirst } from '@/fields/localized'
import { richTextField } from '@/fields/rich-text'
import { firstWordsInEnglish } from '@/hooks/first-words-in-english'
import { invalidateContent } from '@/hooks/invalidate-content'
import { detachPayments } from '@/hooks/detach-payments'
import { refundOnStatus } from '@/hooks/refund-on-status'
import { payableFields } from '@/fields/payable-fields'
import { refundFormPayment } from '@/forms/refund-form-payment'

import { questionBlocks } from '@/collections/Forms/question-blocks'
import { money } from '@/collections/Orders/shown-fields'
import { validateEmail } from '@/fields/validate-email'

/** The plugin's own question blocks are replaced by ours, which carry the spec's types and rules. */
const pluginBlocksOff = Object.fromEntries(
  [
    'checkbox',
    'country',
    'date',
    'email',
    'message',
    'number',
    'payment',
    'select',
    'state',
    'text',
    'textarea',
    'upload',
  ].map((slug) => [slug, false]),
)

/**
 * The plugin's fields kept: the name, the questions and the button's words (translatable, the name
 * required in English only). Its confirmation, redirect and e-mail settings give way to the spec's
 * fixed texts and the studio's own mail.
 */
const keptPluginFields = new Set(['title', 'fields', 'submitButtonLabel'])

const formFields = ({ defaultFields }: { defaultFields: Field[] }): Field[] => [
  ...defaultFields
    .filter((f) => 'name' in f && keptPluginFields.has(f.name))
    .map((f) => (f.type === 'text' && f.name === 'title' ? textInEnglishFirst({ name: 'title', label: f.label }) : f)),
  {
    name: 'answers_download',
    type: 'ui',
    admin: { position: 'sidebar', components: { Field: '@/components/Studio/Downloads.client#FormAnswersDownload' } },
  },
  {
    name: 'url',
    type: 'text',
    required: true,
    unique: true,
    index: true,
    maxLength: 120,
    validate: (value: unknown) => slugSchema.safeParse(value).success || 'Use lower-case letters, digits and dashes.',
    admin: { position: 'sidebar', description: 'The form’s name in addresses and exports, e.g. contact.' },
  },
  ...richTextField('message', { label: 'Text above the questions', localized: true }),
  {
    name: 'use_captcha',
    label: 'Keep robots out (a captcha)',
    type: 'checkbox',
    defaultValue: true,
    admin: {
      position: 'sidebar',
      description: 'A proof of work in the visitor’s browser keeps robots out; nothing is sent to anyone else.',
    },
  },
  {
    name: 'must_be_logged_on',
    label: 'Only for signed-in customers',
    type: 'checkbox',
    defaultValue: false,
    admin: { position: 'sidebar' },
  },
  {
    name: 'cost',
    label: 'Price (AUD)',
    type: 'number',
    min: 0,
    max: 100_000,
    admin: {
      position: 'sidebar',
      step: 0.01,
      description:
        'Empty or 0: a plain form. A price: the sender pays it on the payment page and receives a tax invoice; the form needs an e-mail question or signed-in customers.',
    },
    validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) => {
      if (value == null || value === 0) return true
      if (typeof value !== 'number' || value < 0 || Math.round(value * 100) !== value * 100)
        return 'A price in dollars and cents.'
      const fields = (siblingData.fields ?? []) as { blockType?: string }[]
      return siblingData.must_be_logged_on || fields.some((f) => f.blockType === 'email')
        ? true
        : 'A form that takes payment needs an e-mail question for the invoice, or must be for signed-in customers.'
    },
  },
  {
    name: 'notify_email',
    label: 'Send answers to',
    type: 'email',
    validate: validateEmail,
    admin: { position: 'sidebar', description: 'Empty: the studio’s address (Site settings).' },
  },
]

/**
 * The form builder (Payload's plugin): forms built in the back-office, and their submissions,
 * which only the site's own submit call writes (src/forms/submit-form.ts).
 */
export const formsPlugin = formBuilderPlugin({
  fields: { ...pluginBlocksOff, ...questionBlocks },
  formOverrides: {
    labels: { singular: 'Form', plural: 'Forms' },
    admin: { group: 'Forms & newsletter', useAsTitle: 'title', defaultColumns: ['title', 'url', 'updatedAt'] },
    access: publicContentAccess,
    hooks: { afterChange: [firstWordsInEnglish, invalidateContent], afterDelete: [invalidateContent] },
    fields: formFields,
  },
  formSubmissionOverrides: {
    labels: { singular: 'Form answer', plural: 'Form answers' },
    admin: {
      group: 'Forms & newsletter',
      defaultColumns: ['form', 'email', 'payment_status', 'createdAt'],
      listSearchableFields: ['email'],
    },
    access: { read: isAdmin, create: nobody, update: isAdmin, delete: isAdmin },
    hooks: {
      beforeChange: [
        refundOnStatus({
          collection: 'form-submissions',
          table: 'form_submissions',
          statusField: 'payment_status',
          refund: refundFormPayment,
          marks: ['refunded_at'],
          refused: 'A form answer’s payment status changes by its payment; only Refunded is yours to choose.',
        }),
      ],
      afterDelete: [detachPayments('form')],
    },
    fields: ({ defaultFields }) => [
      ...defaultFields,
      {
        name: 'email',
        type: 'email',
        validate: validateEmail,
        index: true,
        admin: { readOnly: true, description: 'The sender’s address, when the form asks for one.' },
      },
      { name: 'user', type: 'relationship', relationTo: 'users', admin: { readOnly: true } },
      {
        name: 'page',
        type: 'text',
        maxLength: 500,
        admin: { readOnly: true, description: 'The page it was sent from.' },
      },
      {
        type: 'collapsible',
        label: 'Payment',
        admin: { condition: (data) => Boolean(data?.payment_status) },
        fields: [
          { name: 'reference', type: 'text', index: true, admin: { readOnly: true } },
          {
            name: 'payment_status',
            type: 'select',
            options: [
              { label: 'Awaiting payment', value: 'awaiting_payment' },
              { label: 'Paid', value: 'paid' },
              { label: 'Cancelled', value: 'cancelled' },
              { label: 'Refunded', value: 'refunded' },
            ],
            admin: { description: 'Choose Refunded to give the sender’s payment back.' },
          },
          ...money('amount_cents', 'amount', 'Amount'),
          { name: 'locale', type: 'text', admin: { hidden: true } },
          ...payableFields('submission'),
        ],
      },
    ],
  },
})
