import type { CollectionConfig } from 'payload'

import { publicContentAccess } from '@/collections/content-access'
import { validateLinkAddress } from '@/fields/validators'
import { invalidateContent } from '@/hooks/invalidate-content'

import { podcastCategories } from '@/content/podcast/categories'
import { validateEmail } from '@/fields/validate-email'

const listenLinks = [
  ['amazon_url', 'Amazon Music'],
  ['itunes_url', 'Apple Podcasts (iTunes)'],
  ['spotify_url', 'Spotify'],
  ['deezer_url', 'Deezer'],
  ['tune_in_url', 'TuneIn'],
  ['iheart_url', 'iHeart Radio'],
  ['samsung_cast_url', 'Samsung Cast'],
] as const

const optionalAddress = (value: unknown) => !value || validateLinkAddress(value)

/** The spec's Podcast channel: the show, its cover and where to listen. The site shows channel 1. */
export const PodcastChannels: CollectionConfig = {
  slug: 'podcast-channels',
  labels: { singular: 'Podcast', plural: 'Podcasts' },
  admin: { group: 'Blog, podcast & feed', useAsTitle: 'title', defaultColumns: ['title', 'author', 'updatedAt'] },
  access: publicContentAccess,
  hooks: { afterChange: [invalidateContent], afterDelete: [invalidateContent] },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 200 },
    {
      name: 'description',
      type: 'textarea',
      required: true,
      maxLength: 4000,
      admin: { description: 'What the show is about: shown on /podcast and in podcast apps.' },
    },
    {
      name: 'cover_art',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'Square, at least 1400 × 1400 px: podcast apps ask for it.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'author', type: 'text', required: true, maxLength: 120, admin: { width: '50%' } },
        {
          name: 'owner_email',
          type: 'email',
          validate: validateEmail,
          admin: { width: '50%', description: 'Podcast directories write here to confirm the show is hers.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'category',
          type: 'select',
          required: true,
          defaultValue: 'arts_visual_arts',
          options: podcastCategories.map((c) => ({ label: `${c.category} › ${c.subcategory}`, value: c.value })),
          admin: { width: '50%' },
        },
        {
          name: 'language',
          type: 'text',
          required: true,
          defaultValue: 'en-AU',
          maxLength: 20,
          admin: { width: '25%' },
        },
        { name: 'explicit', type: 'checkbox', defaultValue: false, admin: { width: '25%' } },
      ],
    },
    {
      type: 'collapsible',
      label: 'Where to listen',
      fields: [
        ...listenLinks.map(([name, label]) => ({
          name,
          label,
          type: 'text' as const,
          maxLength: 500,
          validate: optionalAddress,
        })),
        {
          name: 'rss_url',
          label: 'RSS feed',
          type: 'text',
          maxLength: 500,
          validate: optionalAddress,
          admin: { description: 'Empty: the site’s own feed, /podcast/rss.xml.' },
        },
      ],
    },
  ],
}
