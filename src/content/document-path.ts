/** Where one of the studio's pages or products lives on the site (English address). */
export function documentPath(collection: string, slug: string): string {
  if (collection === 'products') return `/product/${slug}`
  return slug === 'home' ? '/' : `/${slug}`
}
