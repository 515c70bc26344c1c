import type { Block, Field } from 'payload'

import { textareaInEnglishFirst, textInEnglishFirst } from '@/fields/localized'
import { richTextField } from '@/fields/rich-text'

/** A question's name: how its answer is stored, sent and exported. */
const name: Field = {
  name: 'name',
  type: 'text',
  required: true,
  maxLength: 60,
  validate: (value: unknown) =>
    (typeof value === 'string' && /^[a-z][a-z0-9_]{0,59}$/.test(value)) ||
    'Lower-case letters, digits and underscores, starting with a letter (e.g. first_name).',
  admin: { width: '50%', description: 'Lower-case, e.g. first_name: the column of the answers’ export.' },
}
const label: Field = textareaInEnglishFirst({
  name: 'label',
  maxLength: 500,
  admin: { width: '50%', rows: 2, description: 'What the visitor reads; its first line break is dropped.' },
})
const required: Field = { name: 'required', type: 'checkbox', defaultValue: false }
const range: Field = {
  type: 'row',
  fields: [
    { name: 'min', type: 'number', admin: { width: '50%' } },
    { name: 'max', type: 'number', admin: { width: '50%' } },
  ],
}

/** The question's own name in the generated types and GraphQL: plain slugs like `header` are taken. */
const interfaceName = (slug: string) => `FormQuestion${slug.charAt(0).toUpperCase()}${slug.slice(1)}`

const question = (slug: string, labels: string, extra: Field[] = []): Block => ({
  slug,
  interfaceName: interfaceName(slug),
  labels: { singular: labels, plural: labels },
  fields: [{ type: 'row', fields: [name, label] }, required, ...extra],
})

/**
 * The questions a form can ask (the spec's question types and older data types), as the form
 * builder's blocks. Their answers are checked on the server by src/forms/validate-answers.ts.
 */
export const questionBlocks: Record<string, Block> = {
  text: question('text', 'Text', [{ name: 'max_length', type: 'number', min: 1, max: 2000, defaultValue: 200 }]),
  textarea: question('textarea', 'Long text', [
    { name: 'max_length', type: 'number', min: 1, max: 10000, defaultValue: 5000 },
  ]),
  email: question('email', 'E-mail address'),
  phone: question('phone', 'Phone number'),
  number: question('number', 'Number', [range]),
  currency: question('currency', 'Amount in dollars', [range]),
  percent: question('percent', 'Percentage', [range]),
  password: question('password', 'Password'),
  date: question('date', 'Date'),
  datetime: question('datetime', 'Date and time'),
  time: question('time', 'Time of day'),
  checkbox: question('checkbox', 'Checkbox'),
  select: question('select', 'Choice', [
    {
      name: 'options',
      type: 'array',
      minRows: 1,
      maxRows: 50,
      fields: [
        {
          type: 'row',
          fields: [
            textInEnglishFirst({ name: 'label', maxLength: 200, admin: { width: '50%' } }),
            { name: 'value', type: 'text', required: true, maxLength: 200, admin: { width: '50%' } },
          ],
        },
      ],
    },
  ]),
  signature: question('signature', 'Signature'),
  header: {
    slug: 'header',
    interfaceName: interfaceName('header'),
    labels: { singular: 'Heading', plural: 'Headings' },
    fields: [textInEnglishFirst({ name: 'text', maxLength: 200 })],
  },
  content: {
    slug: 'content',
    interfaceName: interfaceName('content'),
    labels: { singular: 'Paragraph', plural: 'Paragraphs' },
    fields: richTextField('content', { label: 'Text', requiredInEnglish: true }),
  },
}
