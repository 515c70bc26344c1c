/**
 * How a visitor looks at a category: its order and what it leaves out. It lives in the address's
 * query (`/shop/originals-on-paper?sort=price-asc&available=1`), which the server turns into a
 * path segment of its own before Next routes the request, so each view is a page cached like the
 * category itself. Unknown keys and values are dropped, and the segment is always written the
 * same way, so the views a category can have are few and known.
 */
export const SHOP_SORTS = ['newest', 'price-asc', 'price-desc'] as const
export const ART_SIZES = ['small', 'medium', 'large'] as const

export type ShopSort = (typeof SHOP_SORTS)[number]
export type ArtSize = (typeof ART_SIZES)[number]
export type ShopView = { sort?: ShopSort; available?: true; medium?: string; size?: ArtSize }

/** The query keys a view uses; any other key is left to the page (and ignored by it). */
export const SHOP_VIEW_KEYS = ['sort', 'available', 'medium', 'size'] as const

const MEDIUM = /^[a-z0-9]+(?:-[a-z0-9]+){0,9}$/

/** A medium as the address names it: "Watercolour on paper" → `watercolour-on-paper`. */
export const mediumSlug = (medium: string) =>
  medium
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)

const oneOf = <T extends string>(list: readonly T[], value: string | null | undefined): T | undefined =>
  list.find((item) => item === value)

/** The view a query asks for; what it does not understand is left out. */
export function viewFromQuery(query: URLSearchParams): ShopView {
  const view: ShopView = {}
  const sort = oneOf(SHOP_SORTS, query.get('sort'))
  if (sort) view.sort = sort
  if (['1', 'true', 'on'].includes(query.get('available') ?? '')) view.available = true
  const medium = query.get('medium')
  if (medium && MEDIUM.test(medium)) view.medium = medium
  const size = oneOf(ART_SIZES, query.get('size'))
  if (size) view.size = size
  return view
}

const parts = (view: ShopView): [string, string][] =>
  [
    ['sort', view.sort],
    ['available', view.available ? '1' : undefined],
    ['medium', view.medium],
    ['size', view.size],
  ].filter((part): part is [string, string] => Boolean(part[1]))

/** The query of a view, `?sort=price-asc&available=1`, or '' for the category as the artist ordered it. */
export function viewQuery(view: ShopView): string {
  const query = new URLSearchParams(parts(view)).toString()
  return query ? `?${query}` : ''
}

/** The path segment a view is routed and cached by (`sort.price-asc~available.1`), '' for none. */
export const viewSegment = (view: ShopView): string =>
  parts(view)
    .map(([key, value]) => `${key}.${value}`)
    .join('~')

/** The view a segment names, or null when it is not one `viewSegment` writes. */
export function viewFromSegment(segment: string): ShopView | null {
  const query = new URLSearchParams()
  for (const part of segment.split('~')) {
    const [key, value, ...rest] = part.split('.')
    if (rest.length || !value) return null
    query.set(key, value)
  }
  const view = viewFromQuery(query)
  return viewSegment(view) === segment ? view : null
}

/** Whether a query asks for a view at all. */
export const asksForView = (query: URLSearchParams) => SHOP_VIEW_KEYS.some((key) => query.has(key))
