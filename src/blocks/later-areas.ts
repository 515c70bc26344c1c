import type { Block } from 'payload'

import { groupField } from '@/collections/group-field'

import { widgetStyle } from './shared-fields'

/**
 * Widgets whose content belongs to areas still to come (feed, blog, shop, podcast, forms,
 * vouchers). The artist can place them now with their settings; they show nothing to visitors
 * until their collections exist.
 */
const later = (slug: string, label: string, fields: Block['fields'] = []): Block => ({
  slug,
  interfaceName: `${slug.charAt(0).toUpperCase()}${slug.slice(1)}Widget`,
  labels: { singular: label, plural: label },
  fields: [...fields, widgetStyle],
})

export const laterAreaBlocks: Block[] = [
  later('microblogFeed', 'Feed', [
    { name: 'page_size', type: 'number', defaultValue: 10, min: 1, max: 100 },
    { name: 'tag', type: 'text', maxLength: 60 },
  ]),
  later('blogArticleList', 'Article list', [
    groupField('article', 'group', { index: false }),
    { name: 'page_size', type: 'number', defaultValue: 9, min: 1, max: 100 },
  ]),
  later('blogArticleView', 'Article view'),
  later('tplShop', 'Shop', [{ name: 'limit', type: 'number', defaultValue: 240, min: 1, max: 240 }]),
  later('podcastView', 'Podcast channel', [{ name: 'channel', type: 'number', defaultValue: 1 }]),
  later('podcastEpisode', 'Podcast episode'),
  later('tplSellProductView', 'Product view'),
  later('form', 'Form', [{ name: 'form_id', type: 'number' }]),
  later('giftVoucherPurchase', 'Gift voucher purchase', [
    { name: 'amounts', type: 'text', defaultValue: '50|100|150|200', admin: { description: 'Amounts separated by a bar.' } },
    { name: 'allow_custom_amounts', type: 'checkbox', defaultValue: true },
  ]),
]
