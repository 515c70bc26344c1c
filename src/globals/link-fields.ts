import type { Field } from 'payload'

/** A navigation link: an internal path (/shop) or a full http(s) address. */
export const linkFields: Field[] = [
  { name: 'label', type: 'text', required: true, maxLength: 60 },
  {
    name: 'url',
    type: 'text',
    required: true,
    validate: (value: unknown) =>
      (typeof value === 'string' && (/^\/[^\s]*$/.test(value) || /^https?:\/\/[^\s]+$/.test(value))) ||
      'Use a path starting with / or a full http(s) address.',
  },
  { name: 'new_tab', type: 'checkbox', defaultValue: false },
]
