import type { Block } from 'payload'

import { widgetStyle } from '@/blocks/shared-fields'

/** Blog/article_view: one article, large, with the way to read it. */
export const BlogArticleViewBlock: Block = {
  slug: 'blogArticleView',
  interfaceName: 'BlogArticleViewWidget',
  labels: { singular: 'Article view', plural: 'Article view' },
  fields: [
    {
      name: 'article',
      type: 'relationship',
      relationTo: 'articles',
      admin: { description: 'Empty: the newest article.' },
    },
    widgetStyle,
  ],
}
