import type { Field } from 'payload'

import { validateLinkAddress } from '@/fields/validators'

/** A navigation link: an internal path (/shop) or a full http(s) address. */
export const linkFields: Field[] = [
  { name: 'label', type: 'text', required: true, maxLength: 60 },
  {
    name: 'url',
    type: 'text',
    required: true,
    validate: validateLinkAddress,
  },
  { name: 'new_tab', type: 'checkbox', defaultValue: false },
]
