import type { Access } from 'payload'

import { hasAdminRole } from '@/access/is-admin'

/**
 * An episode's sound file is released with its episode: visitors and customers see only the
 * files of published episodes (a scheduled or draft episode's file, or one not yet attached, is
 * not listed), the artist sees all. A file names no episode, so the published episodes are asked
 * which files they use; only Payload's doors pay for that, the site reads through the local API.
 */
export const publishedEpisodeAudioOrAdmin: Access = async ({ req }) => {
  if (hasAdminRole(req.user as { roles?: string[] })) return true
  const { docs } = await req.payload.find({
    collection: 'podcast-episodes',
    where: { _status: { equals: 'published' } },
    select: { audio: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const ids = docs.map((episode) => (typeof episode.audio === 'object' ? episode.audio?.id : episode.audio))
  return { id: { in: ids.filter((id) => id != null) } }
}
