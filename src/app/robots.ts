import type { MetadataRoute } from 'next'

import { siteUrl } from '@/lib/env'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        disallow: ['/admin', '/api/', '/internal/', '/cart', '/checkout', '/profile', '/login', '/logout'],
      },
    ],
    sitemap: `${siteUrl}/sitemap.xml`,
  }
}
