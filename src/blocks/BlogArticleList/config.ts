import type { Block } from 'payload'

import { groupField } from '@/collections/group-field'

import { widgetStyle } from '@/blocks/shared-fields'

/** Blog/article_list: the newest articles, of one group or all, as the blog's cards. */
export const BlogArticleListBlock: Block = {
  slug: 'blogArticleList',
  interfaceName: 'BlogArticleListWidget',
  labels: { singular: 'Article list', plural: 'Article list' },
  fields: [
    { name: 'heading', type: 'text', localized: true, maxLength: 200 },
    groupField('article', 'group', { index: false, description: 'Only this topic and those below it; empty for all.' }),
    { name: 'page_size', label: 'Articles', type: 'number', defaultValue: 9, min: 1, max: 100 },
    widgetStyle,
  ],
}
