import type { MetadataRoute } from 'next'

import { languageAlternates } from '@/i18n/alternates'
import { DEFAULT_LOCALE } from '@/i18n/locales'
import { getSitemapEntries } from '@/data/sitemap'
import { siteUrl } from '@/lib/env'

// Built on request rather than at build time, which has no database; the entries stay cached
// until content, the shop or the groups change.
export const dynamic = 'force-dynamic'

/** Each page at its English address, with the same page in every language as its alternates. */
function entry(path: string, fields: Omit<MetadataRoute.Sitemap[number], 'url' | 'alternates'>) {
  const languages = languageAlternates(DEFAULT_LOCALE, path).languages as Record<string, string>
  return {
    url: `${siteUrl}${path}`,
    ...fields,
    alternates: {
      languages: Object.fromEntries(Object.entries(languages).map(([lang, href]) => [lang, `${siteUrl}${href}`])),
    },
  }
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const entries = await getSitemapEntries()
  return [
    ...entries.map((page) => entry(page.url, { lastModified: page.lastmod, priority: page.priority / 100 })),
    // The spec lists the account page in the sitemap.
    entry('/my-account', { priority: 0.5 }),
  ]
}
