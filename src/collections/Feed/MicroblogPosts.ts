import type { CollectionConfig } from 'payload'

import { publishedOrAdmin } from '@/access/published-or-admin'
import { studioAccess } from '@/collections/content-access'
import { summarise } from '@/content/feed/post-summary'
import { slugSchema } from '@/content/slug'
import { richTextField } from '@/fields/rich-text'
import { validateLinkAddress } from '@/fields/validators'
import { firstWordsInEnglish } from '@/hooks/first-words-in-english'
import { invalidateContent } from '@/hooks/invalidate-content'

import { artworksField } from '@/collections/Blog/artworks-field'

const validateTags = (value: unknown) => {
  const tags = Array.isArray(value) ? value : []
  const bad = tags.find((tag) => !slugSchema.safeParse(tag).success)
  return bad === undefined || `“${String(bad)}” is not a tag: use lower-case words joined by dashes, e.g. plein-air.`
}

/** The spec's Microblog post: a short note of the feed at /feed, with tags that make /feed/{tag}. */
export const MicroblogPosts: CollectionConfig = {
  slug: 'microblog-posts',
  labels: { singular: 'Feed post', plural: 'Feed posts' },
  admin: {
    group: 'Blog, podcast & feed',
    useAsTitle: 'summary',
    defaultColumns: ['summary', 'tags', 'published_at', '_status'],
  },
  access: studioAccess(publishedOrAdmin),
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 10 },
  defaultSort: '-published_at',
  hooks: { afterChange: [firstWordsInEnglish, invalidateContent], afterDelete: [invalidateContent] },
  fields: [
    {
      name: 'summary',
      type: 'text',
      localized: true,
      maxLength: 120,
      admin: { hidden: true },
      hooks: {
        // The back-office's list names a post by the start of its words.
        beforeChange: [
          ({ siblingData, value }) =>
            siblingData.content_rich === undefined ? value : summarise(siblingData.content_rich),
        ],
      },
    },
    ...richTextField('content', { label: 'Post', requiredInEnglish: true }),
    {
      type: 'row',
      fields: [
        {
          name: 'link',
          type: 'text',
          maxLength: 500,
          validate: (value: unknown) => !value || validateLinkAddress(value),
          admin: { width: '60%', description: 'A path of the site (/product/…) or a full address.' },
        },
        { name: 'link_text', type: 'text', localized: true, maxLength: 80, admin: { width: '40%' } },
      ],
    },
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      name: 'video',
      type: 'relationship',
      relationTo: 'videos',
      admin: { description: 'Shown as its still with a play button; it plays when clicked.' },
    },
    artworksField,
    {
      name: 'tags',
      type: 'text',
      hasMany: true,
      maxRows: 12,
      validate: validateTags,
      admin: { description: 'Lower-case words joined by dashes; each tag has its page at /feed/{tag}.' },
    },
    {
      name: 'published_at',
      type: 'date',
      required: true,
      index: true,
      defaultValue: () => new Date().toISOString(),
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
}
