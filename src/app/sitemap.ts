import type { MetadataRoute } from 'next'

import { getSitemapEntries } from '@/lib/data/sitemap'
import { siteUrl } from '@/lib/env'

// Built on request rather than at build time, which has no database; the entries stay cached
// until content, the shop or the groups change.
export const dynamic = 'force-dynamic'

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const entries = await getSitemapEntries()
  return [
    ...entries.map((entry) => ({
      url: `${siteUrl}${entry.url}`,
      lastModified: entry.lastmod,
      priority: entry.priority / 100,
    })),
    // The spec lists the account page in the sitemap.
    { url: `${siteUrl}/my-account`, priority: 0.5 },
  ]
}
