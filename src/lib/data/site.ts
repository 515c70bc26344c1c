import 'server-only'

import { getNavigation, getSiteConfiguration, getSiteSettings } from '@/content/site-data'
import { getPayloadClient } from '@/lib/payload'

/** What every page's shell shows: settings, configuration and navigation, cached until the artist saves. */
export async function getSiteShell() {
  const payload = await getPayloadClient()
  const [settings, configuration, navigation] = await Promise.all([
    getSiteSettings(payload),
    getSiteConfiguration(payload),
    getNavigation(payload),
  ])
  return { settings, configuration, navigation }
}
export type SiteShell = Awaited<ReturnType<typeof getSiteShell>>
