import type { MetadataRoute } from 'next'

import { LOCALES } from '@/i18n/locales'
import { localizedPath } from '@/i18n/localized-path'
import { siteUrl } from '@/lib/env'

/** The visitor's own screens, in every language. */
const PRIVATE_PATHS = ['/cart', '/checkout', '/profile', '/login', '/logout']

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        disallow: [
          '/admin',
          '/api/',
          '/internal/',
          ...LOCALES.flatMap((locale) => PRIVATE_PATHS.map((path) => localizedPath(locale, path))),
        ],
      },
    ],
    sitemap: `${siteUrl}/sitemap.xml`,
  }
}
