/** The spec's sitemap priorities: home, pages, then items and categories. */
export const SITEMAP_PRIORITY = { home: 100, page: 90, item: 80 } as const

export type SitemapEntry = {
  url: string
  lastmod: string
  model: 'product' | 'article' | 'podcast episode' | 'none'
  priority: number
  seo_title: string
  seo_meta_description: string
}

/** The latest of ISO dates (they sort as text); '' for none. */
export const latest = (dates: string[]) => dates.reduce((a, b) => (a > b ? a : b), '')
