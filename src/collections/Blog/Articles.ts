import type { CollectionConfig } from 'payload'

import { publishedOrAdmin } from '@/access/published-or-admin'
import { RowBlock } from '@/blocks/layout-blocks'
import { studioAccess } from '@/collections/content-access'
import { groupField } from '@/collections/group-field'
import { SLUG_MAX_LENGTH } from '@/content/slug'
import { describedPicture } from '@/fields/described-picture'
import { richTextField } from '@/fields/rich-text'
import { validateSlug } from '@/fields/validators'
import { viewOnSiteField } from '@/fields/view-on-site'
import { firstWordsInEnglish } from '@/hooks/first-words-in-english'
import { invalidateContent } from '@/hooks/invalidate-content'

import { artworksField } from '@/collections/Blog/artworks-field'
import { textInEnglishFirst } from '@/fields/localized'

/** The spec's Article: a story of the blog at /article/{slug}, filed in article groups. */
export const Articles: CollectionConfig = {
  slug: 'articles',
  admin: {
    group: 'Blog, podcast & feed',
    useAsTitle: 'name',
    defaultColumns: ['name', 'author', 'publish_time', '_status'],
    listSearchableFields: ['name', 'slug', 'blurb'],
  },
  access: studioAccess(publishedOrAdmin),
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 25 },
  defaultSort: '-publish_time',
  hooks: { afterChange: [firstWordsInEnglish, invalidateContent], afterDelete: [invalidateContent] },
  fields: [
    viewOnSiteField,
    textInEnglishFirst({ name: 'name', maxLength: 200 }),
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      maxLength: SLUG_MAX_LENGTH,
      validate: validateSlug,
      admin: { description: 'The address: /article/{slug}.' },
    },
    { name: 'author', type: 'text', required: true, maxLength: 120 },
    {
      name: 'blurb',
      type: 'textarea',
      localized: true,
      maxLength: 400,
      admin: { description: 'One or two sentences for the blog’s cards and the feed readers.' },
    },
    { name: 'image', type: 'upload', relationTo: 'media', validate: describedPicture },
    ...richTextField('content', { label: 'Story', localized: true }),
    {
      name: 'rows',
      type: 'blocks',
      blocks: [RowBlock],
      admin: { description: 'Built like a page instead of the story above; when set, the rows are shown.' },
    },
    artworksField,
    {
      name: 'title',
      type: 'text',
      localized: true,
      maxLength: 120,
      admin: { description: 'The browser title; the name when empty.' },
    },
    { name: 'meta_description', type: 'textarea', localized: true, maxLength: 320 },
    {
      name: 'publish_time',
      type: 'date',
      required: true,
      index: true,
      defaultValue: () => new Date().toISOString(),
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime' },
        description: 'The date the article shows. To publish it later, use “Schedule publish”.',
      },
    },
    groupField('article', 'groups', {
      hasMany: true,
      sidebar: true,
      description: 'The first group is its breadcrumb.',
    }),
  ],
}
