/** Where one of the studio's documents lives on the site (English address), by its address part. */
export function documentPath(collection: string, slug: string): string {
  if (collection === 'products') return `/product/${slug}`
  if (collection === 'articles') return `/article/${slug}`
  if (collection === 'podcast-episodes') return `/listen/${slug}`
  return slug === 'home' ? '/' : `/${slug}`
}
