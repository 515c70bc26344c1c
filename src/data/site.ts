import 'server-only'

import { unstable_cache } from 'next/cache'

import { getNavigation, getSiteConfiguration, getSiteSettings } from '@/content/site-data'
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales'
import { SITE_TAG } from '@/lib/cache-tags'
import { generationOf } from '@/lib/memo-cache'
import { getPayloadClient } from '@/lib/payload'

/**
 * What every page's shell shows, in the page's language: settings, configuration and navigation,
 * cached until the artist saves.
 */
const cachedSiteShell = unstable_cache(
  // The generation is only part of the key (see generationOf).
  async (_generation: string, locale: Locale) => {
    const payload = await getPayloadClient()
    const [settings, configuration, navigation] = await Promise.all([
      getSiteSettings(payload, locale),
      getSiteConfiguration(payload),
      getNavigation(payload, locale),
    ])
    return { settings, configuration, navigation }
  },
  ['site-shell'],
  { tags: [SITE_TAG] },
)

export const getSiteShell = (locale: Locale = DEFAULT_LOCALE) => cachedSiteShell(generationOf([SITE_TAG]), locale)
export type SiteShell = Awaited<ReturnType<typeof getSiteShell>>
