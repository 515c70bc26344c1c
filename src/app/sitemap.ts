import type { MetadataRoute } from 'next'

import { getSitemapEntries } from '@/content/sitemap'
import { siteUrl } from '@/lib/env'
import { getPayloadClient } from '@/lib/payload'

// Built from the database on request (cached in process until content changes).
export const dynamic = 'force-dynamic'

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const entries = await getSitemapEntries(await getPayloadClient())
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
