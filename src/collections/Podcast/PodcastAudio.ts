import type { CollectionConfig } from 'payload'

import { publishedEpisodeAudioOrAdmin } from '@/access/published-episode-audio-or-admin'
import { studioAccess } from '@/collections/content-access'
import { invalidateContent } from '@/hooks/invalidate-content'
import { paths } from '@/lib/env'
import { refuseUploadWhileStorageIsDown } from '@/media/object-storage'

import { measureAudio } from '@/collections/Podcast/measure-audio'
import { safeAudioName } from '@/collections/Podcast/safe-audio-name'

/** Episode sound files, served with byte ranges at /assets/audio/{filename} so a player can seek. */
export const PodcastAudio: CollectionConfig = {
  slug: 'podcast-audio',
  labels: { singular: 'Episode sound file', plural: 'Episode sound files' },
  admin: {
    group: 'Blog, podcast & feed',
    useAsTitle: 'filename',
    defaultColumns: ['filename', 'duration', 'filesize', 'updatedAt'],
    description: 'MP3 or M4A files of the podcast’s episodes.',
  },
  access: studioAccess(publishedEpisodeAudioOrAdmin),
  upload: { staticDir: paths.audio, mimeTypes: ['audio/mpeg', 'audio/mp4', 'audio/x-m4a', 'audio/aac'] },
  hooks: {
    beforeOperation: [safeAudioName],
    beforeChange: [refuseUploadWhileStorageIsDown, measureAudio],
    afterChange: [invalidateContent],
    afterDelete: [invalidateContent],
  },
  fields: [
    {
      name: 'duration',
      type: 'number',
      min: 0,
      admin: { readOnly: true, description: 'Seconds, read from the file.' },
    },
  ],
}
