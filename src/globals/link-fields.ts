import type { Field } from 'payload'

import { textInEnglishFirst } from '@/fields/localized'
import { validateLinkAddress } from '@/fields/validators'

/** A navigation link: an internal path (/shop) or a full http(s) address, its label in every language. */
export const linkFields: Field[] = [
  textInEnglishFirst({ name: 'label', maxLength: 60 }),
  {
    name: 'url',
    type: 'text',
    required: true,
    validate: validateLinkAddress,
  },
  { name: 'new_tab', type: 'checkbox', defaultValue: false },
]
