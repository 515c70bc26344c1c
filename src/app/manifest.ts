import type { MetadataRoute } from 'next'

import { themeColours } from '@/content/site-data'
import { getSiteShell } from '@/data/site'
import { renditionPath } from '@/media/image'

// The studio's name, colours and icon come from her settings, read when asked (cached until she saves).
export const dynamic = 'force-dynamic'

/** Icon sizes the browsers ask for to install a site; renditions come in steps of 25 px, so at least these. */
const ICON_SIZES = [200, 525]

/** The web app manifest: the site can be installed, and opens on its home page like an app. */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const { settings } = await getSiteShell()
  const icon = settings.favicon ?? settings.organisation_logo
  const { light } = themeColours(settings)
  return {
    name: settings.name,
    short_name: settings.name,
    description: settings.meta_description || undefined,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: light,
    theme_color: light,
    icons: icon
      ? ICON_SIZES.map((size) => ({
          src: renditionPath(icon.hash, '1x1', size, 'webp'),
          sizes: `${size}x${size}`,
          type: 'image/webp',
          purpose: 'any' as const,
        }))
      : [],
  }
}
