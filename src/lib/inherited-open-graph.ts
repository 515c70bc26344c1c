import type { Metadata, ResolvingMetadata } from 'next'

/**
 * The site-wide Open Graph fields the layout sets (site name, kind, language). Next replaces a
 * layout's `openGraph` whole with a page's, so a page that sets its own carries these over.
 */
export async function inheritedOpenGraph(parent: ResolvingMetadata): Promise<NonNullable<Metadata['openGraph']>> {
  const og = (await parent).openGraph
  if (!og) return {}
  return {
    ...(og.siteName ? { siteName: og.siteName } : {}),
    ...(og.locale ? { locale: og.locale } : {}),
    ...('type' in og && og.type === 'website' ? { type: 'website' as const } : {}),
  }
}
