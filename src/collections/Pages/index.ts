import type { CollectionConfig } from 'payload'

import { publishedOrAdmin } from '@/access/published-or-admin'
import { studioAccess } from '@/collections/content-access'
import { RowBlock } from '@/blocks/layout-blocks'
import { validatePageSlug } from '@/fields/validators'
import { invalidateContent } from '@/hooks/invalidate-content'
import { firstWordsInEnglish } from '@/hooks/first-words-in-english'
import { textInEnglishFirst } from '@/fields/localized'

import { pageContentsField } from '@/collections/Pages/page-contents-field'
import { viewOnSiteField } from '@/fields/view-on-site'
import { PER_VISITOR_PAGES } from '@/offline/requests'

/** Slugs the site's own routes own; a page of that name could never be reached. */
const reservedSlugs = [
  'api',
  'admin',
  'assets',
  '_next',
  'cms',
  'logout',
  'shop',
  'product',
  'blog',
  'article',
  'podcast',
  'listen',
  'feed',
  'offline',
  ...PER_VISITOR_PAGES,
]

/** A page-builder page: rows of blocks of widgets, addressed by its slug. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: {
    group: 'Pages',
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug', '_status', 'updatedAt'],
    listSearchableFields: ['name', 'slug'],
  },
  access: studioAccess(publishedOrAdmin),
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 25 },
  hooks: { afterChange: [firstWordsInEnglish, invalidateContent], afterDelete: [invalidateContent] },
  fields: [
    viewOnSiteField,
    textInEnglishFirst({ name: 'name', maxLength: 120 }),
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { description: 'The address: /{slug}. The home page is "home".' },
      validate: (value: unknown) => {
        const valid = validatePageSlug(value)
        if (valid !== true) return valid
        return !reservedSlugs.includes(value as string) || `"${value}" is taken by the site's own pages.`
      },
    },
    {
      name: 'title',
      type: 'text',
      localized: true,
      maxLength: 120,
      admin: { description: 'The browser title; the name when empty.' },
    },
    { name: 'meta_description', type: 'textarea', localized: true, maxLength: 320 },
    {
      name: 'sitemap',
      type: 'group',
      fields: [
        { name: 'include', type: 'checkbox', defaultValue: true },
        { name: 'priority', type: 'number', min: 0, max: 100, defaultValue: 90 },
      ],
    },
    { name: 'rows', type: 'blocks', blocks: [RowBlock] },
    pageContentsField,
  ],
}
