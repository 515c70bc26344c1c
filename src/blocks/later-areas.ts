import type { Block } from 'payload'

import { widgetStyle } from '@/blocks/shared-fields'
import type { LaterAreaWidgetKind } from '@/blocks/widget-kinds'

type LaterArea = { label: string; fields?: Block['fields'] }

// Only the settings are written here: the kinds, and their order, come from the one list.
const laterAreas: Record<LaterAreaWidgetKind, LaterArea> = {
  giftVoucherPurchase: {
    label: 'Gift voucher purchase',
    fields: [
      {
        name: 'amounts',
        type: 'text',
        defaultValue: '50|100|150|200',
        admin: { description: 'Amounts separated by a bar.' },
      },
      { name: 'allow_custom_amounts', type: 'checkbox', defaultValue: true },
    ],
  },
}

/**
 * The blocks of widgets whose content belongs to areas still to come: the artist can place them
 * now with their settings; they show nothing to visitors until their collections exist.
 */
export function laterAreaBlock(kind: LaterAreaWidgetKind): Block {
  const { label, fields = [] } = laterAreas[kind]
  return {
    slug: kind,
    interfaceName: `${kind.charAt(0).toUpperCase()}${kind.slice(1)}Widget`,
    labels: { singular: label, plural: label },
    fields: [...fields, widgetStyle],
  }
}
