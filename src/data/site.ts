import 'server-only'

import { unstable_cache } from 'next/cache'

import { getNavigation, getSiteConfiguration, getSiteSettings } from '@/content/site-data'
import { SITE_TAG } from '@/lib/cache-tags'
import { generationOf } from '@/lib/memo-cache'
import { getPayloadClient } from '@/lib/payload'

/** What every page's shell shows: settings, configuration and navigation, cached until the artist saves. */
const cachedSiteShell = unstable_cache(
  // The generation is only part of the key (see generationOf).
  async (_generation: string) => {
    const payload = await getPayloadClient()
    const [settings, configuration, navigation] = await Promise.all([
      getSiteSettings(payload),
      getSiteConfiguration(payload),
      getNavigation(payload),
    ])
    return { settings, configuration, navigation }
  },
  ['site-shell'],
  { tags: [SITE_TAG] },
)

export const getSiteShell = () => cachedSiteShell(generationOf([SITE_TAG]))
export type SiteShell = Awaited<ReturnType<typeof getSiteShell>>
