import type { CollectionConfig } from 'payload'

import { publicContentAccess } from '@/collections/content-access'
import { textInEnglishFirst } from '@/fields/localized'
import { firstWordsInEnglish } from '@/hooks/first-words-in-english'
import { invalidateContent } from '@/hooks/invalidate-content'

/**
 * The designs a gift voucher comes in: a name (per language, required in English) and a picture
 * (her painting of the season). The buyer chooses one; the voucher's e-mail and PDF carry it.
 */
export const VoucherThemes: CollectionConfig = {
  slug: 'voucher-themes',
  labels: { singular: 'Voucher design', plural: 'Voucher designs' },
  admin: {
    group: 'Shop',
    useAsTitle: 'name',
    defaultColumns: ['name', 'image', 'active', 'sort'],
    description: 'The pictures a gift voucher can come in. The buyer chooses one on the gift voucher page.',
  },
  access: publicContentAccess,
  defaultSort: 'sort',
  hooks: { afterChange: [firstWordsInEnglish, invalidateContent], afterDelete: [invalidateContent] },
  fields: [
    textInEnglishFirst({ name: 'name', maxLength: 80 }),
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    {
      name: 'active',
      label: 'Offered',
      type: 'checkbox',
      defaultValue: true,
      admin: { position: 'sidebar', description: 'Off: kept for vouchers already sold, not offered any more.' },
    },
    {
      name: 'sort',
      type: 'number',
      defaultValue: 0,
      admin: { position: 'sidebar', description: 'Lower comes first.' },
    },
  ],
}
