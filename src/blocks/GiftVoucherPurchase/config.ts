import type { Block } from 'payload'

import { widgetStyle } from '@/blocks/shared-fields'

/** gift_voucher_purchase: buy a gift voucher (the designs of Shop › Voucher designs), or redeem one. */
export const GiftVoucherPurchaseBlock: Block = {
  slug: 'giftVoucherPurchase',
  interfaceName: 'GiftVoucherPurchaseWidget',
  labels: { singular: 'Gift voucher purchase', plural: 'Gift voucher purchase' },
  fields: [
    {
      name: 'amounts',
      type: 'text',
      defaultValue: '50|100|150|200',
      admin: { description: 'The amounts offered, in dollars, separated by a bar: 50|100|150|200.' },
    },
    {
      name: 'allow_custom_amounts',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: 'Also offer “Custom Amount” (from $10 to $2,000).' },
    },
    widgetStyle,
  ],
}
