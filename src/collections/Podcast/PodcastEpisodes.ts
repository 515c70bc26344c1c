import type { CollectionConfig } from 'payload'

import { publishedOrAdmin } from '@/access/published-or-admin'
import { studioAccess } from '@/collections/content-access'
import { SLUG_MAX_LENGTH } from '@/content/slug'
import { richTextField } from '@/fields/rich-text'
import { validateSlug } from '@/fields/validators'
import { viewOnSiteField } from '@/fields/view-on-site'
import { firstWordsInEnglish } from '@/hooks/first-words-in-english'
import { invalidateContent } from '@/hooks/invalidate-content'

import { artworksField } from '@/collections/Blog/artworks-field'
import { lengthFromAudio } from '@/collections/Podcast/length-from-audio'
import { textInEnglishFirst } from '@/fields/localized'

/** The spec's Episode: one show of a channel, heard at /listen/{url}. */
export const PodcastEpisodes: CollectionConfig = {
  slug: 'podcast-episodes',
  labels: { singular: 'Episode', plural: 'Episodes' },
  admin: {
    group: 'Blog, podcast & feed',
    useAsTitle: 'name',
    defaultColumns: ['name', 'season', 'episode', 'display_start_time', '_status'],
    listSearchableFields: ['name', 'url'],
  },
  access: studioAccess(publishedOrAdmin),
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 25 },
  defaultSort: '-display_start_time',
  hooks: {
    beforeChange: [lengthFromAudio],
    afterChange: [firstWordsInEnglish, invalidateContent],
    afterDelete: [invalidateContent],
  },
  fields: [
    viewOnSiteField,
    {
      name: 'channel',
      type: 'relationship',
      relationTo: 'podcast-channels',
      required: true,
      index: true,
      admin: { position: 'sidebar' },
    },
    textInEnglishFirst({ name: 'name', maxLength: 200 }),
    {
      name: 'url',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      maxLength: SLUG_MAX_LENGTH,
      validate: validateSlug,
      admin: { description: 'The address: /listen/{url}.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'season', type: 'number', min: 1, max: 999, admin: { width: '50%' } },
        { name: 'episode', type: 'number', min: 0, max: 99999, admin: { width: '50%' } },
      ],
    },
    ...richTextField('description', { label: 'Show notes', localized: true }),
    { name: 'audio', type: 'upload', relationTo: 'podcast-audio', required: true },
    {
      name: 'length',
      type: 'number',
      min: 0,
      admin: { description: 'Seconds; read from the sound file when left empty.' },
    },
    {
      name: 'cover_art',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'Square; the show’s cover when empty.' },
    },
    artworksField,
    {
      name: 'display_start_time',
      label: 'Date',
      type: 'date',
      required: true,
      index: true,
      defaultValue: () => new Date().toISOString(),
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime' },
        description: 'The date the episode shows. To publish it later, use “Schedule publish”.',
      },
    },
    { name: 'explicit', type: 'checkbox', defaultValue: false, admin: { position: 'sidebar' } },
  ],
}
