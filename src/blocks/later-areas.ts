import type { Block } from 'payload'

import { widgetStyle } from '@/blocks/shared-fields'
import type { LaterAreaWidgetKind } from '@/blocks/widget-kinds'
import { groupField } from '@/collections/group-field'

type LaterArea = { label: string; fields?: Block['fields'] }

// Only the settings are written here: the kinds, and their order, come from the one list.
const laterAreas: Record<LaterAreaWidgetKind, LaterArea> = {
  microblogFeed: {
    label: 'Feed',
    fields: [
      { name: 'page_size', type: 'number', defaultValue: 10, min: 1, max: 100 },
      { name: 'tag', type: 'text', maxLength: 60 },
    ],
  },
  blogArticleList: {
    label: 'Article list',
    fields: [
      groupField('article', 'group', { index: false }),
      { name: 'page_size', type: 'number', defaultValue: 9, min: 1, max: 100 },
    ],
  },
  blogArticleView: { label: 'Article view' },
  podcastView: { label: 'Podcast channel', fields: [{ name: 'channel', type: 'number', defaultValue: 1 }] },
  podcastEpisode: { label: 'Podcast episode' },
  form: { label: 'Form', fields: [{ name: 'form_id', type: 'number' }] },
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
